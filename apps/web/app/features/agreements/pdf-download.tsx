import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { Locale } from '@platform/contract';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionFetch } from '../../lib/http.client';

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A link to a generated PDF (an agreement, a schedule, a payment confirmation). It is a real link (works without
 * JavaScript and from the keyboard); with JavaScript the file is fetched so the link can say it is being prepared
 * (an agreement is drawn at its first download) and say so when it failed.
 */
export function PdfDownload({
  href,
  locale,
  fileName,
  children,
  label,
  testId,
}: {
  href: string;
  locale: Locale;
  fileName: string;
  children: ReactNode;
  /** The link's accessible name when its text alone does not say which file it is. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      const response = await sessionFetch(href, locale);
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, fileName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Stack gap={2} align="flex-start">
      <Anchor href={href} download={fileName} aria-label={label} onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event)} aria-busy={state === 'busy'} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Anchor>
      <div aria-live="polite">
        {state === 'busy' && (
          <Text size="xs" c="dimmed" component="span">
            <Loader size={10} mr={4} aria-hidden />
            {t('agreements.download.preparing')}
          </Text>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light" p={6} role="alert" data-testid={testId ? `${testId}-failed` : undefined}>
            {t('agreements.download.failed')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
