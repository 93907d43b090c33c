import { Alert, Button, Group, Text } from '@mantine/core';
import { transactionQuery, type Locale, type TransactionFilters } from '@platform/contract';
import { TRANSACTIONS_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEndpoint } from '../../lib/http.client';

type Format = 'csv' | 'xlsx';

function fileNameOf(response: Response, format: Format): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `transactions.${format}`;
}

/**
 * CSV and XLSX downloads of every line matching the filters. Each is a real link (works without
 * JavaScript); with JavaScript the file is fetched so the button can show progress and failures.
 */
export function ExportButtons({ filters, locale }: { filters: TransactionFilters; locale: Locale }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const endpointOf = (format: Format) => (format === 'csv' ? TRANSACTIONS_ENDPOINTS.exportCsv : TRANSACTIONS_ENDPOINTS.exportXlsx);
  const query = transactionQuery(filters, { locale });
  const hrefOf = (format: Format) => urlOf(endpointOf(format), { query });

  const download = async (event: MouseEvent<HTMLAnchorElement>, format: Format) => {
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setOutcome(null);
    try {
      const { response } = await fetchEndpoint(endpointOf(format), locale, { query }, { session: true });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, format);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <Group gap="sm" role="group" aria-label={t('transactions.export.label')}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={hrefOf(format)}
            download
            variant="light"
            loading={busy === format}
            aria-busy={busy === format}
            data-testid={`transactions-export-${format}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event, format)}
          >
            {t(format === 'csv' ? 'transactions.export.csv' : 'transactions.export.xlsx')}
          </Button>
        ))}
      </Group>
      <div aria-live="polite">
        {busy && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('transactions.export.preparing')}
          </Text>
        )}
        {outcome === 'done' && (
          <Text size="sm" c="teal" mt={4} data-testid="transactions-export-done">
            {t('transactions.export.done')}
          </Text>
        )}
        {outcome === 'failed' && (
          <Alert color="red" variant="light" mt="xs" role="alert" data-testid="transactions-export-failed">
            {t('transactions.export.failed')}
          </Alert>
        )}
      </div>
    </div>
  );
}
