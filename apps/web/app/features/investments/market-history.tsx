import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { buildPath, type Locale, type OwnRecord } from '@platform/contract';
import { AGREEMENTS_ENDPOINTS, buildUrl } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { PdfDownload } from '../agreements/pdf-download';
import { ListingActions } from '../market-account/listing-actions';
import { KindBadge, RecordFacts, recordKey, RecordNotes } from '../market-account/own-records-page';

/** This holding's listings and trades on the secondary market (the caller's own records of it). */
export function MarketHistory({ locale, records }: { locale: Locale; records: readonly OwnRecord[] | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="market-history-title" data-testid="market-history">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="market-history-title">
          {t('marketAccount.history.title')}
        </Title>
        <Anchor component={Link} to={buildPath('account-secondary-market', locale)}>
          {t('marketAccount.history.all')}
        </Anchor>
      </Group>
      {records === null ? (
        <Alert color="red" variant="light" role="alert" data-testid="market-history-error">
          {t('marketAccount.history.load_failed')}
        </Alert>
      ) : records.length === 0 ? (
        <Text c="dimmed" data-testid="market-history-empty">
          {t('marketAccount.history.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="market-history-title">
          {records.map((record) => (
            <Paper key={recordKey(record)} component="li" withBorder radius="md" p="sm" data-testid={`market-history-${recordKey(record)}`}>
              <Stack gap="xs">
                <Group gap="xs">
                  <KindBadge kind={record.kind} />
                  <Text size="xs" c="dimmed">
                    {t(record.tradeId === null ? 'marketAccount.record.listing_id' : 'marketAccount.record.trade_id', {
                      id: record.tradeId ?? record.recordId,
                    })}
                  </Text>
                </Group>
                <RecordFacts locale={locale} record={record} />
                <RecordNotes record={record} />
                {record.kind === 'selling' && <ListingActions locale={locale} record={record} />}
                {record.tradeId !== null && (
                  <PdfDownload
                    href={buildUrl(AGREEMENTS_ENDPOINTS.assignmentPdf, { id: record.tradeId })}
                    locale={locale}
                    fileName={`assignment-agreement-${record.tradeId}.pdf`}
                    testId={`assignment-agreement-${record.tradeId}`}
                  >
                    {t('agreements.download.assignment')}
                  </PdfDownload>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
