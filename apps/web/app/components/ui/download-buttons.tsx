import { Alert, Group, Text } from '@mantine/core';
import { Button } from './button';
import type { Locale } from '@platform/contract';
import { urlOf, type Endpoint } from '@platform/contract/endpoints';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { fetchEndpoint } from '../../lib/http.client';

/** One file a list offers: its format ('csv', 'xlsx', 'pdf'), the endpoint that answers it, and the words on the button. */
export interface DownloadOption {
  format: string;
  endpoint: Endpoint;
  label: string;
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file and hands it to the browser as a download (the name the server gives, else
 * `fallbackName`), remembering which one is on its way (`busy`, a key the caller chooses) and how
 * the last one went. Every download button and link of the app goes through it.
 */
export function useFileDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const start = async (key: string, fetchFile: () => Promise<Response>, fallbackName: string): Promise<void> => {
    if (busy) return;
    setBusy(key);
    setOutcome(null);
    try {
      const response = await fetchFile();
      if (!response.ok) throw new Error(`${key} answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, fallbackName);
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
  return { busy, outcome, start };
}

/**
 * The downloads of a list or a report (decision 0039), one button per format, all with the same
 * query. Each is a real link (works without JavaScript); with JavaScript the file is fetched so
 * the button can say it is being prepared, and say so if it failed. Test ids: `<testId>-<format>`,
 * `<testId>-preparing`, `<testId>-done`, `<testId>-failed`.
 */
export function DownloadButtons({
  options,
  query,
  locale,
  label,
  testId,
  size = 'sm',
}: {
  options: readonly DownloadOption[];
  /** The same query for every format (the list's filters and the language of the headings). */
  query: object;
  locale: Locale;
  /** What the group of buttons is, for screen readers. */
  label: string;
  testId: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const { busy, outcome, start } = useFileDownload();
  const download = (event: MouseEvent<HTMLAnchorElement>, option: DownloadOption) => {
    event.preventDefault();
    return start(
      option.format,
      async () => (await fetchEndpoint(option.endpoint, locale, { query } as never, { session: true })).response,
      `${testId}.${option.format}`,
    );
  };

  return (
    <div>
      <Group gap="sm" role="group" aria-label={label}>
        {options.map((option) => (
          <Button
            key={option.format}
            component="a"
            href={urlOf(option.endpoint, { query } as never)}
            download
            size={size}
            variant="light"
            loading={busy === option.format}
            aria-busy={busy === option.format}
            data-testid={`${testId}-${option.format}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event, option)}
          >
            {option.label}
          </Button>
        ))}
      </Group>
      <div aria-live="polite">
        {busy && (
          <Text size="sm" c="dimmed" mt={4} data-testid={`${testId}-preparing`}>
            {t('exports.preparing')}
          </Text>
        )}
        {outcome === 'done' && (
          <Text size="sm" c="teal.9" mt={4} data-testid={`${testId}-done`}>
            {t('exports.done')}
          </Text>
        )}
        {outcome === 'failed' && (
          <Alert color="red" variant="light" mt="xs" role="alert" data-testid={`${testId}-failed`}>
            {t('exports.failed')}
          </Alert>
        )}
      </div>
    </div>
  );
}

/** CSV and XLSX of a list: the two entries `defineExportEndpoints` made. */
export function spreadsheetOptions(csv: Endpoint, xlsx: Endpoint, t: (key: string) => string): DownloadOption[] {
  return [
    { format: 'csv', endpoint: csv, label: t('exports.button.csv') },
    { format: 'xlsx', endpoint: xlsx, label: t('exports.button.xlsx') },
  ];
}
