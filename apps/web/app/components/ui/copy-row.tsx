import { CopyButton, Group, Stack, Text } from '@mantine/core';
import { Button } from './button';
import { useTranslation } from '../../lib/i18n';

/** A labelled value (IBAN, payment reference, ...) shown in monospace with a copy button. */
export function CopyRow({ label, value, display, testId }: { label: string; value: string; display?: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {display ?? value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} aria-label={t('ui.copy_label', { label })}>
            {copied ? t('ui.copied') : t('ui.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
