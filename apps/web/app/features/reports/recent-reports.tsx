import { Alert, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { formatDate, formatDateTime, type Locale, REPORT_FILE_RETENTION_DAYS, type ReportJob } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { SectionPanel } from '../../components/ui/section-panel';
import { jobFileUrl, type PanelKey, type ReportJobsApi } from './report-jobs';

const STATUS_COLOR: Record<ReportJob['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red', expired: 'gray' };

/** A job's report in words: its kind and what it covers. */
export function jobTitle(job: ReportJob, locale: Locale, t: (key: string, values?: Record<string, unknown>) => string): string {
  const p = job.params;
  if (job.kind === 'tax') return t('reports.jobs.kind.tax', { year: p.year });
  if (job.kind === 'snapshot') return t('reports.jobs.kind.snapshot', { date: formatDate(String(p.date), locale) });
  return t('reports.jobs.kind.statement', { from: formatDate(String(p.from), locale), to: formatDate(String(p.to), locale) });
}

/** The caller's recent report files: what, when, state, until when it is kept; download or make it again. */
export function RecentReports({ api, locale }: { api: ReportJobsApi; locale: Locale }) {
  const { t } = useTranslation();
  const again = (job: ReportJob) =>
    void api.start(
      job.kind as PanelKey,
      { kind: job.kind, format: job.format, params: job.params, locale: job.locale } as Parameters<ReportJobsApi['start']>[1],
    );
  return (
    <SectionPanel id="reports-recent-title" title={t('reports.jobs.recent')} testId="reports-recent">
      <Text size="sm" c="dimmed">
        {t('reports.jobs.recent_hint', { days: REPORT_FILE_RETENTION_DAYS })}
      </Text>
      {api.listState === 'loading' && api.jobs.length === 0 && (
        <Group gap="xs" role="status" data-testid="reports-recent-loading">
          <Spinner size="sm" />
          <Text size="sm">{t('reports.jobs.loading')}</Text>
        </Group>
      )}
      {api.listState === 'error' && (
        <Alert color="red" variant="light" role="alert" data-testid="reports-recent-error">
          <Text size="sm">{t('reports.jobs.load_error')}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void api.reloadList()}>
            {t('reports.retry')}
          </Button>
        </Alert>
      )}
      {api.listState === 'ok' && api.jobs.length === 0 && (
        <Text size="sm" data-testid="reports-recent-empty">
          {t('reports.jobs.empty')}
        </Text>
      )}
      {api.jobs.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="reports-recent-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('reports.jobs.col.report')}</Table.Th>
                <Table.Th scope="col">{t('reports.jobs.col.created')}</Table.Th>
                <Table.Th scope="col">{t('reports.jobs.col.status')}</Table.Th>
                <Table.Th scope="col">{t('reports.jobs.col.expires')}</Table.Th>
                <Table.Th scope="col">{t('reports.jobs.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {api.jobs.map((job) => (
                <Table.Tr key={job.id} data-testid="reports-recent-row">
                  <Table.Td>
                    {jobTitle(job, locale, t)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({job.format.toUpperCase()})
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(job.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    {/* A badge in a narrow column would cut its word short (phones): it keeps its width. */}
                    <Badge color={STATUS_COLOR[job.status]} variant="light" style={{ minWidth: 'max-content' }}>
                      {t(`reports.jobs.status.${job.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{job.status === 'done' && job.expiresAt ? formatDateTime(job.expiresAt, locale) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {job.status === 'done' && (
                        <Anchor href={jobFileUrl(job.id)} download size="sm">
                          {t('reports.jobs.download', { file: job.fileName ?? '' })}
                        </Anchor>
                      )}
                      {job.status !== 'queued' && job.status !== 'running' && (
                        <Button variant="light" size="compact-sm" onClick={() => again(job)} data-testid="reports-again">
                          {t('reports.jobs.again')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionPanel>
  );
}
