import { transactionQuery, type Locale, type TransactionFilters } from '@platform/contract';
import { TRANSACTIONS_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { DownloadButtons } from '../../components/ui/download-buttons';

/** CSV and XLSX downloads of every line matching the filters (the shared download buttons, decision 0039). */
export function ExportButtons({ filters, locale }: { filters: TransactionFilters; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <DownloadButtons
      options={[
        { format: 'csv', endpoint: TRANSACTIONS_ENDPOINTS.exportCsv, label: t('transactions.export.csv') },
        { format: 'xlsx', endpoint: TRANSACTIONS_ENDPOINTS.exportXlsx, label: t('transactions.export.xlsx') },
      ]}
      query={transactionQuery(filters, { locale })}
      locale={locale}
      label={t('transactions.export.label')}
      testId="transactions-export"
    />
  );
}
