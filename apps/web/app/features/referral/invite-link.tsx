import { Group, Stack, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * The invite link in a read-only field (focus selects it, for copying by hand) with a copy button.
 * The result of copying is announced in a polite live region, so a screen reader hears "Link copied".
 */
export function InviteLink({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function copy() {
    if (timer.current) clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 4000);
    } catch {
      setState('failed');
    }
  }

  return (
    <Stack gap="xs">
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          label={t('referral.link.label')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid="invite-link"
        />
        <Button onClick={copy} variant={state === 'copied' ? 'filled' : 'light'} color={state === 'copied' ? 'teal' : undefined} data-testid="invite-copy">
          {state === 'copied' ? t('ui.copied') : t('referral.link.copy')}
        </Button>
      </Group>
      <div role="status" aria-live="polite" data-testid="invite-copy-status">
        {state === 'copied' && <Text size="sm">{t('referral.link.copied')}</Text>}
        {state === 'failed' && (
          <Text size="sm" c="red.8">
            {t('referral.link.copy_failed')}
          </Text>
        )}
      </div>
      <Text size="sm">
        {t('referral.link.code')}:{' '}
        <Text span fw={700} ff="monospace" data-testid="invite-code">
          {code}
        </Text>
      </Text>
    </Stack>
  );
}
