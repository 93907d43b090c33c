import { SimpleGrid, Stack } from '@mantine/core';
import type { Locale } from '@platform/contract';
import { RecentReports } from './recent-reports';
import { useReportJobs } from './report-jobs';
import { SnapshotPanel, StatementFilesPanel, TaxReportPanel } from './report-panels';
import type { StatementPeriod } from './statement-period';

/**
 * The report files of /account/reports (issue 15, decision 0036): the statement of the period shown,
 * the annual income report and the portfolio snapshot, each made by a job with its progress shown,
 * and the list of recent files. One job state for all, so a file started anywhere lists at once.
 */
export function ReportFiles({ locale, today, period }: { locale: Locale; today: string; period: StatementPeriod | null }) {
  const api = useReportJobs(locale);
  return (
    <Stack gap="lg" data-testid="report-files">
      <StatementFilesPanel api={api} locale={locale} period={period} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TaxReportPanel api={api} locale={locale} today={today} />
        <SnapshotPanel api={api} locale={locale} today={today} />
      </SimpleGrid>
      <RecentReports api={api} locale={locale} />
    </Stack>
  );
}
