import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import { formatDateTime, type AdminAutoInvest, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { formatCount } from '../statistics/format';
import { Section, useTriggerText } from './admin-autoinvest-ui';
import { reportPath } from './report-query';

type Run = AdminAutoInvest['runs'][number];

/** The engine's latest runs, newest first; a run's project number opens its allocation report. */
export function RunsSection({ locale, runs, shownProjectId }: { locale: Locale; runs: Run[]; shownProjectId: number | null }) {
  const { t } = useTranslation();
  const triggerText = useTriggerText();
  return (
    <Section id="admin-autoinvest-runs-title" title={t('adminAutoinvest.runs.title')} testId="admin-autoinvest-runs">
      {runs.length === 0 ? (
        <Text data-testid="admin-autoinvest-runs-empty">{t('adminAutoinvest.runs.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={820} aria-labelledby="admin-autoinvest-runs-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminAutoinvest.col.project')}</Table.Th>
                <Table.Th scope="col">{t('adminAutoinvest.col.trigger')}</Table.Th>
                <Table.Th scope="col">{t('adminAutoinvest.col.at')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminAutoinvest.col.candidates')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminAutoinvest.col.invested')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminAutoinvest.col.amount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('adminAutoinvest.col.duration')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id} data-testid={`admin-autoinvest-run-${run.id}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={reportPath(locale, run.projectId)}
                      aria-label={t('adminAutoinvest.runs.report_label', { number: run.projectNumber })}
                      aria-current={run.projectId === shownProjectId ? 'true' : undefined}
                      fw={run.projectId === shownProjectId ? 700 : undefined}
                    >
                      #{run.projectNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{triggerText(run.trigger)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.at, locale)}</Table.Td>
                  <Table.Td ta="right">{formatCount(run.candidates, locale)}</Table.Td>
                  <Table.Td ta="right">{formatCount(run.invested, locale)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <MoneyText wire={run.amount} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('adminAutoinvest.duration', { ms: formatCount(run.durationMs, locale) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Section>
  );
}
