import { Alert, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { parseMoneyInput, SANDBOX_MAX_REPAYMENT_CENTS, toWire, type Locale, type SandboxDebtorRepaymentResponse } from '@platform/contract';
import { DEBTOR_ENDPOINTS } from '@platform/contract/endpoints';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { money } from '../wallet/money-text';
import { postMoney, useIdempotencyKey } from '../wallet/wallet-client';

type State = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'failed'; code: string | null } | { kind: 'done'; answer: SandboxDebtorRepaymentResponse };

/**
 * Sandbox only: "simulate the bank transfer" of a repayment to the platform's repayment account
 * with this project's reference. The sandbox bank sends the signed notice the real bank would.
 */
export function SandboxRepaymentForm({ projectId, suggested, locale }: { projectId: number; suggested: string | null; locale: Locale }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const inputId = useId();
  const [key, renewKey] = useIdempotencyKey();
  const [value, setValue] = useState(suggested ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseMoneyInput(value);
    if (cents === null || cents <= 0 || cents > SANDBOX_MAX_REPAYMENT_CENTS) {
      setState({ kind: 'invalid' });
      return;
    }
    setBusy(true);
    const result = await postMoney(DEBTOR_ENDPOINTS.sandboxRepayment, locale, key, { body: { projectId, amount: toWire(cents) } });
    setBusy(false);
    if (!result.ok) {
      setState({ kind: 'failed', code: result.code });
      return;
    }
    renewKey();
    setState({ kind: 'done', answer: result.data });
    setValue(result.data.project.nextInstallment?.amount ?? '');
    void revalidator.revalidate();
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-color-orange-6)' }}
      data-testid={`sandbox-repayment-${projectId}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="orange" variant="filled">
              {t('debtor.sandbox.badge')}
            </Badge>
            <Title order={4}>{t('debtor.sandbox.title')}</Title>
          </Group>
          <Text size="sm">{t('debtor.sandbox.text')}</Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              id={inputId}
              label={t('debtor.sandbox.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={state.kind === 'invalid' ? t('debtor.sandbox.invalid_amount') : undefined}
              data-testid="sandbox-repayment-amount"
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" loading={busy} data-testid="sandbox-repayment-submit">
              {t('debtor.sandbox.submit')}
            </Button>
          </Group>
          {state.kind === 'done' && (
            <Alert color="green" variant="light" role="status" data-testid="sandbox-repayment-done">
              <Stack gap={4}>
                {state.answer.repaid !== '0.00' && <Text size="sm">{t('debtor.sandbox.done', { amount: money(state.answer.repaid, locale) })}</Text>}
                {state.answer.credited !== '0.00' && <Text size="sm">{t('debtor.sandbox.credited', { amount: money(state.answer.credited, locale) })}</Text>}
              </Stack>
            </Alert>
          )}
          {state.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert" data-testid="sandbox-repayment-failed">
              {state.code === 'LOAN_NOT_OPEN'
                ? t('debtor.sandbox.not_open')
                : state.code === 'VALIDATION_FAILED'
                  ? t('debtor.sandbox.invalid_amount')
                  : t('debtor.sandbox.failed')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
