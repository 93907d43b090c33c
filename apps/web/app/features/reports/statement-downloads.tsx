import type { Locale } from '@platform/contract';
import { REPORTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { DownloadButtons } from '../../components/ui/download-buttons';
import type { StatementPeriod } from './statement-period';

/** PDF, CSV and XLSX of the statement shown (the shared download buttons, decision 0039). */
export function StatementDownloads({ period, locale }: { period: StatementPeriod; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <DownloadButtons
      options={[
        { format: 'pdf', endpoint: REPORTS_ENDPOINTS.statementPdf, label: t('reports.download.pdf') },
        { format: 'csv', endpoint: REPORTS_ENDPOINTS.statementCsv, label: t('reports.download.csv') },
        { format: 'xlsx', endpoint: REPORTS_ENDPOINTS.statementXlsx, label: t('reports.download.xlsx') },
      ]}
      query={{ from: period.from, to: period.to, locale }}
      locale={locale}
      label={t('reports.download.label')}
      testId="statement-download"
    />
  );
}
