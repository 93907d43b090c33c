import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** A notice at the top of the page: an action's result or its refusal. */
export interface Notice {
  ok: boolean;
  text: string;
}

/** The translated text of an API error code (a generic one for codes without their own). */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (code: string | null) => {
    const key = `adminAutoinvest.error.${code ?? ''}`;
    return t(code && i18n.exists(key) ? key : 'adminAutoinvest.error.generic');
  };
}

/** A run's trigger as the API names it, translated when the page knows it. */
export function useTriggerText() {
  const { t, i18n } = useTranslation();
  return (trigger: string) => {
    const key = `adminAutoinvest.trigger.${trigger}`;
    return i18n.exists(key) ? t(key) : trigger;
  };
}

/** The back office's titled panels: the shared section panel. */
export { SectionPanel as Section } from '../../components/ui/section-panel';

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
