import { Alert, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The back office's titled panels: the shared section panel. */
export { SectionPanel as Section } from '../../components/ui/section-panel';

/** An action's result or its refusal. */
export interface Notice {
  ok: boolean;
  text: string;
}

/** The translated text of an API error code (a generic one for codes without their own). */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (code: string | null) => {
    const key = `adminReferrals.error.${code ?? ''}`;
    return t(code && i18n.exists(key) ? key : 'adminReferrals.error.generic');
  };
}

/** A notice under a section's action: a status when it worked, an alert when refused. */
export function NoticeAlert({ notice, testId, onClose }: { notice: Notice | null; testId: string; onClose: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert
      color={notice.ok ? 'teal' : 'red'}
      variant="light"
      role={notice.ok ? 'status' : 'alert'}
      data-testid={testId}
      withCloseButton
      closeButtonLabel={t('adminReferrals.dismiss')}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}

/** One figure of a definition list (the parent is a `dl`). */
export function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {children}
      </Text>
    </Paper>
  );
}
