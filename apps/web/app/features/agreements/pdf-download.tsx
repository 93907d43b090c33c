import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import type { Locale } from '@platform/contract';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useFileDownload } from '../../components/ui/download-buttons';
import { sessionFetch } from '../../lib/http.client';

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
  const { busy, outcome, start } = useFileDownload();
  const state = busy ? 'busy' : outcome === 'failed' ? 'failed' : 'idle';
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    return start(href, () => sessionFetch(href, locale), fileName);
  };

  return (
    <Stack gap={2} align="flex-start">
      <Anchor
        href={href}
        download={fileName}
        aria-label={label}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event)}
        aria-busy={state === 'busy'}
        data-testid={testId}
        style={{ overflowWrap: 'anywhere' }}
      >
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
