import { NativeSelect, Text, TextInput } from '@mantine/core';
import { formatDate, type Locale, snapshotQuerySchema, TAX_REPORT_FIRST_YEAR } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { SectionPanel } from '../../components/ui/section-panel';
import { JobGenerator } from './job-generator';
import type { ReportJobsApi } from './report-jobs';
import type { StatementPeriod } from './statement-period';

/** Calendar years a tax report can be asked for, newest first (this Vilnius year down to the first). */
export function taxYears(today: string): number[] {
  const last = Number(today.slice(0, 4));
  return Array.from({ length: last - TAX_REPORT_FIRST_YEAR + 1 }, (_, i) => last - i);
}

/** The annual income report: a year, then its file through a job. */
export function TaxReportPanel({ api, locale, today }: { api: ReportJobsApi; locale: Locale; today: string }) {
  const { t } = useTranslation();
  const years = taxYears(today);
  const [year, setYear] = useState(String(years[0]));
  return (
    <SectionPanel id="reports-tax-title" title={t('reports.tax.title')} testId="reports-tax">
      <Text size="sm">{t('reports.tax.intro')}</Text>
      <NativeSelect
        label={t('reports.tax.year')}
        value={year}
        onChange={(event) => setYear(event.currentTarget.value)}
        data={years.map(String)}
        data-testid="tax-year"
        style={{ maxWidth: '12rem' }}
      />
      <JobGenerator
        panel="tax"
        api={api}
        name={t('reports.jobs.kind.tax', { year })}
        requestFor={(format) => ({ kind: 'tax', format, params: { year: Number(year) }, locale })}
      />
    </SectionPanel>
  );
}

/** The portfolio snapshot: a day (the end of it, Vilnius time), then its file through a job. */
export function SnapshotPanel({ api, locale, today }: { api: ReportJobsApi; locale: Locale; today: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(today);
  const [invalid, setInvalid] = useState(false);
  const valid = snapshotQuerySchema.safeParse({ date }).success;
  return (
    <SectionPanel id="reports-snapshot-title" title={t('reports.snapshot.title')} testId="reports-snapshot">
      <Text size="sm">{t('reports.snapshot.intro')}</Text>
      <TextInput
        type="date"
        label={t('reports.snapshot.date')}
        description={t('reports.snapshot.date_hint')}
        value={date}
        max={today}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setInvalid(false);
        }}
        error={invalid && !valid ? t('reports.error.date') : undefined}
        data-testid="snapshot-date"
        style={{ maxWidth: '14rem' }}
      />
      <JobGenerator
        panel="snapshot"
        api={api}
        name={t('reports.jobs.kind.snapshot', { date: valid ? formatDate(date, locale) : date })}
        requestFor={(format) => (valid ? { kind: 'snapshot', format, params: { date }, locale } : null)}
        onInvalid={() => setInvalid(true)}
      />
    </SectionPanel>
  );
}

/** The statement of the period shown, as a file made by a job (long periods take a while). */
export function StatementFilesPanel({ api, locale, period }: { api: ReportJobsApi; locale: Locale; period: StatementPeriod | null }) {
  const { t } = useTranslation();
  if (!period) return null;
  return (
    <SectionPanel id="reports-statement-files-title" title={t('reports.statement_files.title')} testId="reports-statement-files">
      <Text size="sm">{t('reports.jobs.kind.statement', { from: formatDate(period.from, locale), to: formatDate(period.to, locale) })}</Text>
      <JobGenerator
        panel="statement"
        api={api}
        name={t('reports.jobs.kind.statement', { from: formatDate(period.from, locale), to: formatDate(period.to, locale) })}
        requestFor={(format) => ({ kind: 'statement', format, params: { from: period.from, to: period.to }, locale })}
      />
    </SectionPanel>
  );
}
