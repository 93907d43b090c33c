import { Alert, Group, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { EditorActionResult } from './editor-forms';

/** The translated text of a field error (message keys of adminProjects, or a generic one). */
export function useFieldError(result: EditorActionResult | undefined) {
  const { t, i18n } = useTranslation();
  return (field: string): string | undefined => {
    const messages = result && !result.ok ? result.fieldErrors[field] : undefined;
    if (!messages || messages.length === 0) return undefined;
    const key = messages.find((m) => m.startsWith('adminProjects.') && i18n.exists(m));
    return t(key ?? 'adminProjects.error.invalid');
  };
}

/** Saving / saved / failed, announced to screen readers. */
export function Feedback({ busy, result, savedKey = 'adminProjects.saved' }: { busy: boolean; result: EditorActionResult | undefined; savedKey?: string }) {
  const { t, i18n } = useTranslation();
  if (busy) {
    return (
      <Text size="sm" role="status" c="dimmed">
        {t('adminProjects.saving')}
      </Text>
    );
  }
  if (!result) return null;
  if (result.ok) {
    return (
      <Text size="sm" role="status" c="teal.9" data-testid="editor-saved">
        {t(savedKey)}
      </Text>
    );
  }
  const codeKey = `adminProjects.error.code.${result.code ?? ''}`;
  return (
    <Alert color="red" role="alert" p="xs" data-testid="editor-error">
      {t(i18n.exists(codeKey) ? codeKey : 'adminProjects.error.generic')}
    </Alert>
  );
}

/** A destructive action: the first press asks, the second (Confirm) does it; Cancel or Escape backs out. */
export function ConfirmButton({
  label,
  confirmText,
  onConfirm,
  loading,
  children,
}: {
  label: string;
  confirmText: string;
  onConfirm: () => void;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)} loading={loading}>
        {children ?? label}
      </Button>
    );
  }
  return (
    <Group gap="xs" role="group" aria-label={confirmText} onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
      <Text size="sm">{confirmText}</Text>
      <Button
        size="xs"
        color="red"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('adminProjects.confirm')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>
        {t('adminProjects.cancel')}
      </Button>
    </Group>
  );
}
