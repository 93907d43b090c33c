import { Alert, Button, Group, Text } from '@mantine/core';
import type { Locale } from '@platform/contract';
import { REPORTS_ENDPOINTS, urlOf } from '@platform/contract/endpoints';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEndpoint } from '../../lib/http.client';
import type { StatementPeriod } from './statement-period';

export const STATEMENT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
type Format = (typeof STATEMENT_FORMATS)[number];

const ENDPOINT_OF = { pdf: REPORTS_ENDPOINTS.statementPdf, csv: REPORTS_ENDPOINTS.statementCsv, xlsx: REPORTS_ENDPOINTS.statementXlsx } as const;

/** The file of a period in a format, in the page's language. */
export function statementFileUrl(format: Format, period: StatementPeriod, locale: Locale): string {
  return urlOf(ENDPOINT_OF[format], { query: { from: period.from, to: period.to, locale } });
}

function fileNameOf(response: Response, format: Format, period: StatementPeriod): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `statement-${period.from}-${period.to}.${format}`;
}

/**
 * PDF, CSV and XLSX of the statement shown. Each is a real link (works without JavaScript); with
 * JavaScript the file is fetched so the button can say it is being prepared, and say so if it failed.
 */
export function StatementDownloads({ period, locale }: { period: StatementPeriod; locale: Locale }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);

  const download = async (event: MouseEvent<HTMLAnchorElement>, format: Format) => {
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setOutcome(null);
    try {
      const { response } = await fetchEndpoint(ENDPOINT_OF[format], locale, { query: { from: period.from, to: period.to, locale } }, { session: true });
      if (!response.ok) throw new Error(`statement ${format} answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, format, period);
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
      <Group gap="sm" role="group" aria-label={t('reports.download.label')}>
        {STATEMENT_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={statementFileUrl(format, period, locale)}
            download
            variant="light"
            loading={busy === format}
            aria-busy={busy === format}
            data-testid={`statement-download-${format}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event, format)}
          >
            {t(`reports.download.${format}`)}
          </Button>
        ))}
      </Group>
      <div aria-live="polite">
        {busy && (
          <Text size="sm" c="dimmed" mt={4} data-testid="statement-download-preparing">
            {t('reports.download.preparing')}
          </Text>
        )}
        {outcome === 'done' && (
          <Text size="sm" c="teal.9" mt={4} data-testid="statement-download-done">
            {t('reports.download.done')}
          </Text>
        )}
        {outcome === 'failed' && (
          <Alert color="red" variant="light" mt="xs" role="alert" data-testid="statement-download-failed">
            {t('reports.download.failed')}
          </Alert>
        )}
      </div>
    </div>
  );
}
