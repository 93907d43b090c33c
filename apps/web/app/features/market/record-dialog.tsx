import { Alert, Anchor, Checkbox, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import {
  buildPath,
  buyProblem,
  DEFAULT_MARKET_TERMS,
  formatDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  toWire,
  type BuyProblem,
  type Cents,
  type Locale,
  type MarketRecordDetail,
} from '@platform/contract';
// The market's own entries, not the whole table: this page's chunks carry no other area's schemas.
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints/market';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MoneyField, MoneyText } from '../../components/ui/money';
import { callEndpoint, fetchEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { formatSignedPercent } from './format';
import { LoanStatusBadge, usePausedReason } from './market-bits';

/** How long the amount rests before a new quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 350;

type Quote = { kind: 'loading' } | { kind: 'error'; notFound: boolean } | { kind: 'ready'; detail: MarketRecordDetail };
type Done = { investmentId: number; principal: string; price: string };

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** Why the viewer cannot buy, in place of the buy button (a guest gets a login link). */
function Blocked({ detail, locale }: { detail: MarketRecordDetail; locale: Locale }) {
  const { t, i18n } = useTranslation();
  const pausedReason = usePausedReason();
  const blockedBy = detail.buy.blockedBy!;
  let text: string;
  let link: ReactNode = null;
  switch (blockedBy) {
    case 'login':
      text = t('market.blocked.login');
      link = (
        <Button component={Link} to={buildPath('login', locale)} variant="filled">
          {t('market.blocked.login_link')}
        </Button>
      );
      break;
    case 'own':
      text = t('market.blocked.own');
      break;
    case 'paused':
      text = t('market.blocked.paused', { reason: detail.pausedReason ? pausedReason(detail.pausedReason) : '' });
      break;
    case 'closed':
      text = t('market.blocked.closed');
      break;
    case 'QUESTIONNAIRE_REQUIRED':
      text = t('market.blocked.QUESTIONNAIRE_REQUIRED');
      link = (
        <Button component={Link} to={buildPath('questionnaire', locale)} variant="light">
          {t('market.blocked.questionnaire_link')}
        </Button>
      );
      break;
    case 'INVEST_NOT_ALLOWED':
      text = t('market.blocked.INVEST_NOT_ALLOWED');
      link = (
        <Button component={Link} to={buildPath('identify', locale)} variant="light">
          {t('market.blocked.identify_link')}
        </Button>
      );
      break;
    default: {
      const key = `market.blocked.${blockedBy}`;
      text = t(i18n.exists(key) ? key : 'market.blocked.generic');
    }
  }
  return (
    <Stack gap="xs" data-testid="market-blocked" data-blocked={blockedBy}>
      <Alert color={blockedBy === 'login' ? 'blue' : 'yellow'} variant="light">
        {text}
      </Alert>
      {link && <Group>{link}</Group>}
    </Stack>
  );
}

function PriceBreakdown({ detail, locale }: { detail: MarketRecordDetail; locale: Locale }) {
  const { t } = useTranslation();
  const premium = fromWire(detail.buy.premium);
  return (
    <section aria-labelledby="market-price-title">
      <Title order={3} size="h5" id="market-price-title" mb={6}>
        {t('market.dialog.price_title')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} data-testid="market-breakdown">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('market.dialog.principal')}
            </Table.Th>
            <Table.Td ta="right">
              <MoneyText wire={detail.buy.principal} locale={locale} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {premium < 0 ? t('market.dialog.discount') : t('market.dialog.premium')}
            </Table.Th>
            <Table.Td ta="right" data-testid="market-breakdown-premium">
              <MoneyText wire={detail.buy.premium} locale={locale} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('market.dialog.accrued')}
            </Table.Th>
            <Table.Td ta="right">
              <MoneyText wire={detail.buy.accruedInterest} locale={locale} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('market.dialog.price')}</Table.Th>
            <Table.Td ta="right" fw={700} data-testid="market-breakdown-price">
              <MoneyText wire={detail.buy.price} locale={locale} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('market.dialog.fee')}
            </Table.Th>
            <Table.Td ta="right" data-testid="market-breakdown-fee">
              <MoneyText wire={detail.buy.fee} locale={locale} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t('market.dialog.fee_note')}
      </Text>
    </section>
  );
}

function Schedule({ detail, locale }: { detail: MarketRecordDetail; locale: Locale }) {
  const { t } = useTranslation();
  if (detail.schedule.length === 0) return null;
  return (
    <details data-testid="market-schedule">
      <summary>
        <Text component="span" fw={600} size="sm">
          {t('market.dialog.schedule')}
        </Text>
      </summary>
      <Table.ScrollContainer minWidth={320} mt="xs">
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('market.dialog.installment')}</Table.Th>
              <Table.Th scope="col">{t('market.dialog.due_date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('market.dialog.principal')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('market.dialog.interest')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.schedule.map((line) => (
              <Table.Tr key={line.installment}>
                <Table.Td>{line.installment}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.dueDate, locale)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <MoneyText wire={line.principal} locale={locale} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <MoneyText wire={line.interest} locale={locale} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}

/**
 * One offer in the record dialog (issue 13): asks GET /api/get/secondary-market/get-record/{id} for
 * the whole offer, then for the amount typed (after a short pause; a new request aborts the one in
 * flight and a late answer of an aborted one is dropped). Shows the bounds, the price breakdown (the
 * seller's fee as information), the yield to maturity, the buyer's schedule and the ECSP notes: no
 * reflection period, and the large-amount warning with its own acknowledgement. Buys with one
 * Idempotency-Key per attempt (callEndpoint never throws; the refusal is shown by its code).
 */
export function RecordPanel({ recordId, locale, onBought }: { recordId: number; locale: Locale; onBought?: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (cents: Cents) => formatMoney(cents, LOCALE_ISO[locale]);
  const [quote, setQuote] = useState<Quote>({ kind: 'loading' });
  const [updating, setUpdating] = useState(false);
  const [amount, setAmount] = useState<Cents | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [askAck, setAskAck] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // One key per attempt: a double click or a retry of the same attempt reuses it.
  const [key, setKey] = useState(newIdempotencyKey);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const request = (wanted: Cents | null, first = false) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (!first) setUpdating(true);
    const query = wanted === null ? {} : { amount: toWire(wanted) };
    fetchEndpoint(MARKET_ENDPOINTS.record, locale, { params: { id: recordId }, query }, { session: true, signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setUpdating(false);
        if (answer.ok) {
          setQuote({ kind: 'ready', detail: answer.ok });
          if (first) setAmount(fromWire(answer.ok.buy.amount));
        } else if (first || answer.status === 404) {
          setQuote({ kind: 'error', notFound: answer.status === 404 });
        } else {
          setError(t('market.error.MARKET_AMOUNT_INVALID'));
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setUpdating(false);
        if (first) setQuote({ kind: 'error', notFound: false });
        else setError(t('market.error.NETWORK'));
      });
  };

  useEffect(() => {
    request(null, true);
    return () => {
      inFlight.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
    // Once per record: the dialog remounts the panel for another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordId]);

  const detail = quote.kind === 'ready' ? quote.detail : null;
  const min = detail ? fromWire(detail.buy.minAmount) : null;
  const max = detail ? fromWire(detail.buy.maxAmount) : null;
  const problem: BuyProblem | 'invalid' | null = max === null ? null : amount === null || amount <= 0 ? 'invalid' : buyProblem(amount, max, max);
  const problemAmount: Record<BuyProblem, Cents> = {
    below_minimum: min ?? DEFAULT_MARKET_TERMS.minPartCents,
    above_listed: max ?? DEFAULT_MARKET_TERMS.minPartCents,
    leaves_too_little: DEFAULT_MARKET_TERMS.minPartCents,
  };
  const amountError =
    problem && (touched || problem !== 'invalid')
      ? problem === 'invalid'
        ? t('market.amount.invalid')
        : t(`market.amount.${problem}`, { amount: money(problemAmount[problem]) })
      : undefined;

  const changeAmount = (next: Cents | null) => {
    setAmount(next);
    setError(null);
    setTouched(true);
    if (timer.current) clearTimeout(timer.current);
    if (max === null || next === null || next <= 0 || buyProblem(next, max, max) !== null) {
      // Nothing to ask for: the one in flight would answer for an amount no longer wanted.
      inFlight.current?.abort();
      inFlight.current = null;
      setUpdating(false);
      return;
    }
    if (detail && detail.buy.amount === toWire(next)) return;
    setUpdating(true);
    timer.current = setTimeout(() => request(next), QUOTE_DEBOUNCE_MS);
  };

  if (quote.kind === 'loading') {
    return (
      <Group gap="sm" role="status" data-testid="market-record-loading">
        <Spinner size="sm" />
        <Text>{t('market.dialog.loading')}</Text>
      </Group>
    );
  }
  if (quote.kind === 'error') {
    return (
      <Alert color="red" role="alert" data-testid="market-record-error">
        <Stack gap="xs" align="start">
          <Text>{quote.notFound ? t('market.blocked.closed') : t('market.dialog.error')}</Text>
          {!quote.notFound && (
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => {
                setQuote({ kind: 'loading' });
                request(null, true);
              }}
            >
              {t('market.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const d = quote.detail;
  const blocked = d.buy.blockedBy !== null;
  const needsAck = d.buy.largeAmountWarning || askAck;
  const current = amount !== null && d.buy.amount === toWire(amount);

  async function buy(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (blocked || problem || amount === null || !current || updating) return;
    if (needsAck && !acknowledged) {
      setError(t('market.dialog.large_required'));
      return;
    }
    setBusy(true);
    setError(null);
    const body = { recordId, amount: toWire(amount), ...(needsAck && acknowledged ? { acknowledgeLargeAmount: true } : {}) };
    const answer = await callEndpoint(locale, MARKET_ENDPOINTS.buy, { body }, { idempotencyKey: key });
    setBusy(false);
    // A refused attempt stores nothing on the server; a new key keeps the next attempt independent.
    setKey(newIdempotencyKey());
    if (answer.data) {
      setDone({ investmentId: answer.data.investmentId, principal: answer.data.principal, price: answer.data.price });
      setAcknowledged(false);
      setAskAck(false);
      setTouched(false);
      onBought?.();
      request(null, true);
      return;
    }
    if (answer.code === 'LARGE_AMOUNT_ACK_REQUIRED') setAskAck(true);
    const errorKey = `market.error.${answer.code ?? ''}`;
    setError(t(answer.code && i18n.exists(errorKey) ? errorKey : 'market.error.generic'));
  }

  return (
    <Stack gap="md" data-testid="market-record" data-record={d.id}>
      <Group gap="xs" justify="space-between" align="start">
        <div>
          <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: d.projectSlug })} fw={600}>
            {d.projectTitle}
          </Anchor>
          <Text size="xs" c="dimmed">
            #{d.projectNumber} · {d.riskGroup}
          </Text>
        </div>
        <LoanStatusBadge record={d} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" component="dl" m={0}>
        <Fact label={t('market.dialog.rate')}>{formatSignedPercent(d.interestRate, locale)}</Fact>
        <Fact label={t('market.col.remaining')}>{t('market.months', { months: d.remainingMonths })}</Fact>
        <Fact label={t('market.col.next_payment')}>{d.nextPaymentDate ? formatDate(d.nextPaymentDate, locale) : t('market.none')}</Fact>
        <Fact label={t('market.dialog.min')} testId="market-min">
          <MoneyText wire={d.buy.minAmount} locale={locale} />
        </Fact>
        <Fact label={t('market.dialog.max')} testId="market-max">
          <MoneyText wire={d.buy.maxAmount} locale={locale} />
        </Fact>
        {d.buy.available !== null && (
          <Fact label={t('market.dialog.available')} testId="market-available">
            <MoneyText wire={d.buy.available} locale={locale} />
          </Fact>
        )}
      </SimpleGrid>

      {done && (
        <Alert color="teal" role="status" data-testid="market-success">
          <Stack gap={4}>
            <Text>{t('market.dialog.success', { amount: money(fromWire(done.principal)), price: money(fromWire(done.price)) })}</Text>
            <Anchor component={Link} to={buildPath('account-investment', locale, { id: done.investmentId })}>
              {t('market.dialog.view_investment')}
            </Anchor>
          </Stack>
        </Alert>
      )}

      {d.buy.blockedBy !== 'closed' && (
        <form onSubmit={(event) => void buy(event)} noValidate aria-label={t('market.buy')}>
          <Stack gap="md">
            <MoneyField locale={locale} label={t('market.dialog.amount')} cents={amount} onChange={changeAmount} error={amountError} required name="amount" />
            <div aria-busy={updating} style={{ opacity: updating ? 0.6 : 1 }}>
              {updating && (
                <Group gap="xs" role="status" mb={4} data-testid="market-updating">
                  <Spinner size="xs" />
                  <Text size="sm">{t('market.dialog.updating')}</Text>
                </Group>
              )}
              <PriceBreakdown detail={d} locale={locale} />
              <SimpleGrid cols={2} spacing="xs" component="dl" mt="sm" mb={0} mx={0}>
                <Fact label={t('market.dialog.ytm')} testId="market-ytm">
                  {d.buy.yieldToMaturity === null ? t('market.none') : formatSignedPercent(d.buy.yieldToMaturity, locale)}
                </Fact>
              </SimpleGrid>
            </div>
            <Schedule detail={d} locale={locale} />
            <Text size="sm" data-testid="market-final">
              {t('market.dialog.final')}
            </Text>
            {blocked ? (
              <Blocked detail={d} locale={locale} />
            ) : (
              <>
                {needsAck && (
                  <Alert color="orange" variant="light" data-testid="market-large-warning">
                    <Stack gap="xs">
                      <Text size="sm">{t('market.dialog.large_warning')}</Text>
                      <Checkbox
                        label={t('market.dialog.large_ack')}
                        checked={acknowledged}
                        onChange={(event) => {
                          setAcknowledged(event.currentTarget.checked);
                          setError(null);
                        }}
                        name="acknowledgeLargeAmount"
                      />
                    </Stack>
                  </Alert>
                )}
                {error && (
                  <Alert color="red" role="alert" data-testid="market-buy-error">
                    {error}
                  </Alert>
                )}
                <Button type="submit" size="md" fullWidth loading={busy} disabled={updating || !current}>
                  {t('market.dialog.submit', { price: money(fromWire(d.buy.price)) })}
                </Button>
              </>
            )}
          </Stack>
        </form>
      )}
      {d.buy.blockedBy === 'closed' && <Blocked detail={d} locale={locale} />}
    </Stack>
  );
}
