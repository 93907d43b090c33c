import { Alert, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, fromWire, LOCALE_ISO, type AgreementListItem, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { PdfDownload } from './pdf-download';

const fileNameOf = (item: AgreementListItem) => `${item.kind}-agreement-${item.subjectId}.pdf`;

/**
 * The caller's agreements on /account/documents (decision 0038): every investment's and every market trade's, with
 * the SHA-256 of those issued. `agreements` is null when they could not be loaded.
 */
export function AgreementsList({ agreements, locale }: { agreements: AgreementListItem[] | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Container size="md" pb="xl">
      <Stack gap="sm" component="section" aria-labelledby="agreements-title" data-testid="agreements">
        <Title order={2} size="h3" id="agreements-title">
          {t('agreements.list.title')}
        </Title>
        <Text size="sm">{t('agreements.list.intro')}</Text>
        {agreements === null ? (
          <Alert color="red" variant="light" role="alert" data-testid="agreements-failed">
            {t('agreements.list.load_failed')}
          </Alert>
        ) : agreements.length === 0 ? (
          <Text c="dimmed" data-testid="agreements-empty">
            {t('agreements.list.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('agreements.list.caption')}>
            {agreements.map((item) => (
              <Paper
                key={`${item.kind}-${item.subjectId}`}
                component="li"
                withBorder
                radius="md"
                p="sm"
                data-testid={`agreement-${item.kind}-${item.subjectId}`}
              >
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={700}>{t(`agreements.kind.${item.kind}`)}</Text>
                    <Badge variant="light" color="gray">
                      {t(`agreements.role.${item.role}`)}
                    </Badge>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={4} component="dl" m={0}>
                    <Fact
                      label={t('agreements.list.col.project')}
                      value={t('agreements.list.project', { number: item.projectNumber, title: item.projectTitle })}
                    />
                    <Fact label={t('agreements.list.col.amount')} value={formatMoney(fromWire(item.amount), LOCALE_ISO[locale])} />
                    <Fact label={t('agreements.list.col.accepted')} value={formatDate(item.acceptedAt, locale)} />
                  </SimpleGrid>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.issuedAt ? t('agreements.list.issued', { date: formatDate(item.issuedAt, locale) }) : t('agreements.list.not_issued')}
                    {item.sha256 ? ` · ${t('agreements.list.sha256', { hash: item.sha256 })}` : ''}
                  </Text>
                  <PdfDownload
                    href={item.path}
                    locale={locale}
                    fileName={fileNameOf(item)}
                    label={`${t('agreements.download.pdf')}: ${t(`agreements.kind.${item.kind}`)}, ${t('agreements.list.project', { number: item.projectNumber, title: item.projectTitle })}`}
                    testId={`agreement-download-${item.kind}-${item.subjectId}`}
                  >
                    {t('agreements.download.pdf')}
                  </PdfDownload>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
