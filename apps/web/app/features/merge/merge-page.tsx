import { Alert, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import type { AdminDuplicatePair, Locale, MergeCounterpart, MergeResult } from '@platform/contract';
import { formatDate } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useNavigation } from 'react-router';
import { logoutPath, MergeDone, MergeForm } from './merge-form';
import type { LinkResult } from './merge.server';
import { PageHeader } from '../../components/ui/page-header';

export interface MergePageProps {
  locale: Locale;
  duplicates: MergeCounterpart[];
  verifiedUsers: MergeCounterpart[];
}

/** /account/merge for a person with duplicate accounts: one form per pair. */
export function MergePage({ locale, duplicates, verifiedUsers }: MergePageProps) {
  const { t } = useTranslation();
  const [merged, setMerged] = useState<MergeResult[]>([]);
  const done = new Set(merged.flatMap((m) => [m.duplicateUserId, m.verifiedUserId]));
  const closed = merged.find((m) => m.callerClosed);

  // The caller merged itself away: its session is over.
  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => window.location.assign(logoutPath(locale)), 2_500);
    return () => clearTimeout(timer);
  }, [closed, locale]);

  const open = (list: MergeCounterpart[]) => list.filter((c) => !done.has(c.userId));
  const leftDuplicates = open(duplicates);
  const leftVerified = closed ? [] : open(verifiedUsers);

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('merge.title')} intro={t('merge.intro')} />
        <div aria-live="polite">
          {merged.map((result) => (
            <MergeDone key={`${result.verifiedUserId}-${result.duplicateUserId}`} result={result} locale={locale} />
          ))}
        </div>
        {leftDuplicates.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="merge-duplicates">
            <Title order={2} size="h3" id="merge-duplicates">
              {t('merge.duplicates.title')}
            </Title>
            <Text size="sm">{t('merge.duplicates.intro')}</Text>
            {leftDuplicates.map((c) => (
              <MergeForm key={c.userId} locale={locale} counterpart={c} side="duplicate" onMerged={(r) => setMerged((m) => [...m, r])} />
            ))}
          </Stack>
        )}
        {leftVerified.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="merge-verified">
            <Title order={2} size="h3" id="merge-verified">
              {t('merge.verified.title')}
            </Title>
            <Text size="sm">{t('merge.verified.intro')}</Text>
            {leftVerified.map((c) => (
              <MergeForm key={c.userId} locale={locale} counterpart={c} side="verified" onMerged={(r) => setMerged((m) => [...m, r])} />
            ))}
          </Stack>
        )}
        {leftDuplicates.length === 0 && leftVerified.length === 0 && merged.length === 0 && <Text data-testid="merge-none">{t('merge.none')}</Text>}
      </Stack>
    </Container>
  );
}

/** /account/merge for operators: link two accounts as duplicates, and the pairs so far. */
export function MergeAdminPage({ locale, pairs, result }: { locale: Locale; pairs: AdminDuplicatePair[]; result: LinkResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('merge.admin.title')} intro={t('merge.admin.intro')} />
        <Form method="post" data-testid="merge-admin-form">
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              name="duplicateUserId"
              label={t('merge.admin.duplicate_id')}
              inputMode="numeric"
              pattern="[0-9]*"
              required
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput name="verifiedUserId" label={t('merge.admin.verified_id')} inputMode="numeric" pattern="[0-9]*" required style={{ flex: '1 1 10rem' }} />
            <Button type="submit" loading={busy}>
              {t('merge.admin.submit')}
            </Button>
          </Group>
        </Form>
        <div aria-live="polite">
          {result?.ok === true && (
            <Alert color="teal" variant="light" role="status" data-testid="merge-admin-done">
              {t('merge.admin.done')}
            </Alert>
          )}
          {result?.ok === false && (
            <Alert color="red" variant="light" role="alert" data-testid="merge-admin-error">
              {t(result.error)}
            </Alert>
          )}
        </div>
        <Title order={2} size="h3">
          {t('merge.admin.pairs')}
        </Title>
        {pairs.length === 0 ? (
          <Text>{t('merge.admin.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="merge-admin-pairs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('merge.admin.column.duplicate')}</Table.Th>
                  <Table.Th scope="col">{t('merge.admin.column.verified')}</Table.Th>
                  <Table.Th scope="col">{t('merge.admin.column.linked')}</Table.Th>
                  <Table.Th scope="col">{t('merge.admin.column.merged')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pairs.map((pair) => (
                  <Table.Tr key={pair.id}>
                    <Table.Td>
                      #{pair.duplicateUserId} {pair.duplicateEmail}
                    </Table.Td>
                    <Table.Td>
                      #{pair.verifiedUserId} {pair.verifiedEmail}
                    </Table.Td>
                    <Table.Td>{date(pair.createdAt)}</Table.Td>
                    <Table.Td>{pair.mergedAt ? date(pair.mergedAt) : t('merge.admin.not_merged')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
