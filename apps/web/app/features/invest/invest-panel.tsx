import { Alert, Anchor, Button, Checkbox, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  buildPath,
  formatDateTime,
  formatMoney,
  fromWire,
  INVESTING_API,
  investAmountProblem,
  isLocale,
  LOCALE_ISO,
  type Cents,
  type InvestAmountProblem,
  type InvestOptions,
  type InvestResponse,
  type Locale,
} from '@platform/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyField } from '../../components/ui/money';
import { callApi, newIdempotencyKey } from '../withdrawals/api.client';

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; options: InvestOptions };
type Done = { investmentId: number; amount: Cents; reflectionEndsAt: string | null };

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}


/**
 * The project page's invest panel (issue 6, decision 0014). Reads what it shows from
 * GET /api/get/invest-options/{projectId} (or `options` given by the page's loader), checks the
 * amount with the same rules as the server, asks for the KIIS acknowledgement, shows the ECSP
 * large-amount warning with an explicit acknowledgement, and invests from the browser with one
 * Idempotency-Key per attempt (a retry of the same attempt never invests twice).
 */
export function InvestPanel({ projectId, options: initial }: { projectId: number; options?: InvestOptions | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>(initial ? { state: 'ready', options: initial } : { state: 'loading' });
  // Kept here, above the form: the investment that fills the project closes the form, not the news.
  const [done, setDone] = useState<Done | null>(null);

  const load = useCallback(async () => {
    const answer = await callApi<InvestOptions>(locale, 'GET', INVESTING_API.investOptions(projectId));
    setLoaded(answer.ok && answer.data ? { state: 'ready', options: answer.data } : { state: 'error' });
  }, [locale, projectId]);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  if (loaded.state === 'loading') {
    return (
      <Group gap="sm" role="status" data-testid="invest-panel">
        <Loader size="sm" />
        <Text>{t('investing.panel.loading')}</Text>
      </Group>
    );
  }
  if (loaded.state === 'error') {
    return (
      <Alert color="red" role="alert" title={t('investing.panel.load_failed')} data-testid="invest-panel">
        <Button variant="light" color="red" size="xs" onClick={() => { setLoaded({ state: 'loading' }); void load(); }}>
          {t('investing.panel.retry')}
        </Button>
      </Alert>
    );
  }
  return <InvestPanelBody locale={locale} options={loaded.options} done={done} setDone={setDone} onInvested={load} />;
}

interface BodyProps {
  locale: Locale;
  options: InvestOptions;
  done: Done | null;
  setDone: (done: Done | null) => void;
  onInvested: () => Promise<void>;
}

function InvestSuccess({ done, locale }: { done: Done; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" role="status" data-testid="invest-success">
      <Stack gap={4}>
        <Text>{t('investing.panel.success', { amount: formatMoney(done.amount, LOCALE_ISO[locale]) })}</Text>
        {done.reflectionEndsAt && <Text size="sm">{t('investing.panel.success_reflection', { date: formatDateTime(done.reflectionEndsAt, locale) })}</Text>}
        <Anchor component={Link} to={buildPath('account-investment', locale, { id: done.investmentId })}>{t('investing.panel.view_investment')}</Anchor>
      </Stack>
    </Alert>
  );
}

function InvestPanelBody({ locale, options, done, setDone, onInvested }: BodyProps) {
  const { t } = useTranslation();
  // The project page shows the invested amount and the funding progress around the panel.
  const notice = options.reflection && <Text size="xs" c="dimmed" data-testid="invest-reflection-notice">{t('investing.panel.reflection')}</Text>;

  switch (options.state) {
    case 'closed':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          {done && <InvestSuccess done={done} locale={locale} />}
          <Alert color="gray" variant="light">{t('investing.panel.closed')}</Alert>
        </Stack>
      );
    case 'guest':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Text>{t('investing.panel.guest')}</Text>
          <Button component={Link} to={buildPath('login', locale)} size="md" fullWidth>{t('investing.panel.login')}</Button>
          {notice}
        </Stack>
      );
    case 'read_only':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">{t('investing.panel.read_only')}</Alert>
        </Stack>
      );
    case 'questionnaire':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">{t('investing.panel.questionnaire')}</Alert>
          <Button component={Link} to={buildPath('questionnaire', locale)} variant="light">{t('investing.panel.questionnaire_link')}</Button>
        </Stack>
      );
    case 'not_allowed':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">{t('investing.panel.not_allowed')}</Alert>
          <Button component={Link} to={buildPath('identify', locale)} variant="light">{t('investing.panel.not_allowed_link')}</Button>
        </Stack>
      );
    case 'open':
      return (
        <Stack gap="sm" data-testid="invest-panel">
          <InvestForm locale={locale} options={options} done={done} setDone={setDone} onInvested={onInvested} />
          {notice}
        </Stack>
      );
  }
}

function InvestForm({ locale, options, done, setDone, onInvested }: BodyProps) {
  const { t, i18n } = useTranslation();
  const iso = LOCALE_ISO[locale];
  const money = (cents: number) => formatMoney(cents, iso);
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
      : investAmountProblem(amount, { minInvestmentCents: min, maxInvestmentCents: projectMax, targetCents: left, fundedCents: 0, availableCents: available });
  const problemAmount: Record<InvestAmountProblem, number> = { not_positive: min, below_min: min, above_project_max: projectMax ?? left, above_left: left, above_available: available };
  const amountError = touched && problem ? t(`investing.amount.${problem}`, { amount: money(problemAmount[problem]) }) : undefined;
  const kiisError = touched && !kiisRead ? t('investing.panel.kiis_required') : undefined;

  async function send(acknowledgeLargeAmount: boolean) {
    if (amount === null) return;
    setBusy(true);
    setError(null);
    const answer = await callApi<InvestResponse>(locale, 'POST', INVESTING_API.invest, {
      body: { projectId: options.projectId, amount: (amount / 100).toFixed(2), ...(acknowledgeLargeAmount ? { acknowledgeLargeAmount: true } : {}) },
      idempotencyKey: key,
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      setWarningOpen(false);
      setLargeAck(false);
      setKey(newIdempotencyKey());
      const endsAt = answer.data.status === 'reflection' ? await reflectionEnd(answer.data.investmentId) : null;
      setDone({ investmentId: answer.data.investmentId, amount, reflectionEndsAt: endsAt });
      setAmount(null);
      setTouched(false);
      setKiisRead(false);
      await onInvested();
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

  async function reflectionEnd(id: number): Promise<string | null> {
    const detail = await callApi<{ reflectionEndsAt: string | null }>(locale, 'GET', INVESTING_API.detail(id));
    return detail.ok && detail.data ? detail.data.reflectionEndsAt : null;
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
          {error && <Alert color="red" role="alert">{error}</Alert>}
          {done && <InvestSuccess done={done} locale={locale} />}
          <Button type="submit" size="md" fullWidth loading={busy && !warningOpen}>{t('investing.panel.submit')}</Button>
        </Stack>
      </form>
      <Modal opened={warningOpen} onClose={() => setWarningOpen(false)} title={t('investing.warning.title')} centered>
        <Stack gap="md" data-testid="large-amount-warning">
          <Text>
            {t('investing.warning.body', { amount: money(amount ?? 0), threshold: money(threshold ?? 100_000) })}
          </Text>
          <Checkbox label={t('investing.warning.ack')} checked={largeAck} onChange={(event) => setLargeAck(event.currentTarget.checked)} name="largeAmountAck" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setWarningOpen(false)}>{t('investing.warning.cancel')}</Button>
            <Button color="orange" disabled={!largeAck} loading={busy} onClick={() => void send(true)}>{t('investing.warning.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">{label}</Text>
      <Text component="dd" fw={700} m={0} data-testid={testId}>{value}</Text>
    </div>
  );
}
