import { Alert, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { parseMoneyInput, SANDBOX_MAX_DEPOSIT_CENTS, toWire, type Wallet } from '@platform/contract';
import { PAYMENTS_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { money } from './money-text';
import { postMoney, useIdempotencyKey } from './wallet-client';

type State = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'failed'; code: string | null } | { kind: 'done'; amount: string };

/** Sandbox only: "simulate an incoming bank transfer" to the user's virtual IBAN. */
export function SandboxDepositForm({ onDeposited }: { onDeposited?: (wallet: Wallet) => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const revalidator = useRevalidator();
  const [key, renewKey] = useIdempotencyKey();
  const [value, setValue] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseMoneyInput(value);
    if (cents === null || cents <= 0 || cents > SANDBOX_MAX_DEPOSIT_CENTS) {
      setState({ kind: 'invalid' });
      return;
    }
    setBusy(true);
    const amount = toWire(cents);
    const result = await postMoney(PAYMENTS_ENDPOINTS.sandboxIncomingTransfer, locale, key, { body: { amount } });
    setBusy(false);
    if (!result.ok) {
      setState({ kind: 'failed', code: result.code });
      return;
    }
    renewKey();
    setValue('');
    setState({ kind: 'done', amount });
    onDeposited?.(result.data);
    // Reloads the page and the layout (the balance panel reads the user data).
    void revalidator.revalidate();
  }

  return (
    <Paper withBorder p="md" radius="md" style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-color-orange-6)' }} data-testid="sandbox-deposit">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="orange" variant="filled">
              {t('payments.sandbox.badge')}
            </Badge>
            <Title order={2} size="h4">
              {t('payments.sandbox.title')}
            </Title>
          </Group>
          <Text size="sm">{t('payments.sandbox.text')}</Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('payments.sandbox.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={state.kind === 'invalid' ? t('payments.sandbox.invalid_amount') : undefined}
              data-testid="sandbox-amount"
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" loading={busy} data-testid="sandbox-submit">
              {t('payments.sandbox.submit')}
            </Button>
          </Group>
          {state.kind === 'done' && (
            <Alert color="green" variant="light" role="status" data-testid="sandbox-done">
              {t('payments.sandbox.done', { amount: money(state.amount, locale) })}
            </Alert>
          )}
          {state.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert" data-testid="sandbox-failed">
              {state.code === 'CONFLICT'
                ? t('payments.error.identity')
                : state.code === 'VALIDATION_FAILED'
                  ? t('payments.sandbox.invalid_amount')
                  : t('payments.error.failed')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
