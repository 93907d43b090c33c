import { Alert, Anchor, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  toWire,
  formatMoney,
  fromWire,
  investAmountProblem,
  LARGE_AMOUNT_FLOOR_CENTS,
  LOCALE_ISO,
  ZERO_CENTS,
  type Cents,
  type InvestAmountProblem,
} from '@platform/contract';
// Investing's own entries, not the whole table: the project page's chunks carry no other area's schemas.
import { INVESTING_ENDPOINTS } from '@platform/contract/endpoints/investing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyField } from '../../components/ui/money';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { InvestSuccess, type BodyProps } from './invest-panel';

/** The invest form of the panel's 'open' state; loaded lazily by invest-panel.tsx. */
export default function InvestForm({ locale, options, done, setDone, onInvested }: BodyProps) {
  const { t, i18n } = useTranslation();
  const iso = LOCALE_ISO[locale];
  const money = (cents: Cents) => formatMoney(cents, iso);
  const [amount, setAmount] = useState<Cents | null>(null);
  const [kiisRead, setKiisRead] = useState(false);
  const [touched, setTouched] = useState(false);
  const [warningOpen, setWarningOpen] = useState(false);
  const [largeAck, setLargeAck] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: a double click or a network retry of the same attempt reuses it.
  const [key, setKey] = useState(newIdempotencyKey);

  const min = fromWire(options.minInvestment);
  const left = fromWire(options.left);
  const available = fromWire(options.available);
  const projectMax = options.maxInvestment === null ? null : fromWire(options.maxInvestment);
  const threshold = options.largeAmountThreshold === null ? null : fromWire(options.largeAmountThreshold);

  const problem: InvestAmountProblem | null =
    amount === null
      ? 'not_positive'
      : investAmountProblem(amount, {
          minInvestmentCents: min,
          maxInvestmentCents: projectMax,
          targetCents: left,
          fundedCents: ZERO_CENTS,
          availableCents: available,
        });
  const problemAmount: Record<InvestAmountProblem, Cents> = {
    not_positive: min,
    below_min: min,
    above_project_max: projectMax ?? left,
    above_left: left,
    above_available: available,
  };
  const amountError = touched && problem ? t(`investing.amount.${problem}`, { amount: money(problemAmount[problem]) }) : undefined;
  const kiisError = touched && !kiisRead ? t('investing.panel.kiis_required') : undefined;

  async function send(acknowledgeLargeAmount: boolean) {
    if (amount === null) return;
    setBusy(true);
    setError(null);
    const body = { projectId: options.projectId, amount: toWire(amount), ...(acknowledgeLargeAmount ? { acknowledgeLargeAmount: true } : {}) };
    const answer = await callEndpoint(locale, INVESTING_ENDPOINTS.invest, { body }, { idempotencyKey: key });
    setBusy(false);
    if (answer.data) {
      setWarningOpen(false);
      setLargeAck(false);
      setKey(newIdempotencyKey());
      setDone({ investmentId: answer.data.investmentId, amount, reflectionEndsAt: answer.data.reflectionEndsAt });
      setAmount(null);
      setTouched(false);
      setKiisRead(false);
      onInvested(answer.data.options);
      return;
    }
    if (answer.code === 'LARGE_AMOUNT_ACK_REQUIRED') {
      setWarningOpen(true);
      return;
    }
    setWarningOpen(false);
    // A refused attempt stores nothing on the server; a new key keeps the next attempt independent.
    setKey(newIdempotencyKey());
    const errorKey = `investing.error.${answer.code ?? ''}`;
    setError(t(answer.code && i18n.exists(errorKey) ? errorKey : 'investing.error.generic'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (problem || !kiisRead || amount === null) return;
    if (threshold !== null && amount > threshold) {
      setLargeAck(false);
      setWarningOpen(true);
      return;
    }
    void send(false);
  }

  return (
    <>
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        <Fact label={t('investing.panel.min')} value={money(min)} testId="invest-min" />
        <Fact label={t('investing.panel.left')} value={money(left)} testId="invest-left" />
        <Fact label={t('investing.panel.available')} value={money(available)} testId="invest-available" />
        {projectMax !== null && <Fact label={t('investing.panel.max')} value={money(projectMax)} testId="invest-max" />}
      </SimpleGrid>
      <form onSubmit={submit} noValidate aria-label={t('investing.panel.submit')}>
        <Stack gap="sm">
          <MoneyField locale={locale} label={t('investing.panel.amount')} cents={amount} onChange={setAmount} error={amountError} required name="amount" />
          <Anchor href={options.kiisUrl} target="_blank" rel="noopener" size="sm" data-testid="kiis-link">
            {t('investing.panel.kiis_link')}
          </Anchor>
          <Checkbox
            label={t('investing.panel.kiis_ack')}
            checked={kiisRead}
            onChange={(event) => setKiisRead(event.currentTarget.checked)}
            error={kiisError}
            name="kiisRead"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {done && <InvestSuccess done={done} locale={locale} />}
          <Button type="submit" size="md" fullWidth loading={busy && !warningOpen}>
            {t('investing.panel.submit')}
          </Button>
        </Stack>
      </form>
      <Modal opened={warningOpen} onClose={() => setWarningOpen(false)} title={t('investing.warning.title')} centered>
        <Stack gap="md" data-testid="large-amount-warning">
          <Text>{t('investing.warning.body', { amount: money(amount ?? ZERO_CENTS), threshold: money(threshold ?? LARGE_AMOUNT_FLOOR_CENTS) })}</Text>
          <Checkbox
            label={t('investing.warning.ack')}
            checked={largeAck}
            onChange={(event) => setLargeAck(event.currentTarget.checked)}
            name="largeAmountAck"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setWarningOpen(false)}>
              {t('investing.warning.cancel')}
            </Button>
            <Button color="orange" disabled={!largeAck} loading={busy} onClick={() => void send(true)}>
              {t('investing.warning.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
