import { Alert, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import { formatDate, fromWire, PROFIT_PERIODS, type Locale, type PortfolioLoanType, type ProfitPeriod, type ProfitResponse } from '@platform/contract';
import { PORTFOLIO_ENDPOINTS } from '@platform/contract/endpoints/portfolio';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { fetchEndpoint } from '../../lib/http.client';
import { Figure } from './figures';
import { profitRange } from './profit-range';

type ProfitState = { kind: 'ok'; data: ProfitResponse } | { kind: 'loading' } | { kind: 'error' } | { kind: 'incomplete' } | { kind: 'order' };

const FIGURES = [
  ['interest', 'portfolio.profit.interest'],
  ['lateInterest', 'portfolio.profit.late_interest'],
  ['bonuses', 'portfolio.profit.bonuses'],
  ['marketGains', 'portfolio.profit.market_gains'],
  ['fees', 'portfolio.profit.fees'],
  ['writeOffs', 'portfolio.profit.write_offs'],
] as const satisfies readonly (readonly [keyof ProfitResponse, string])[];

function ProfitFigures({ data, locale }: { data: ProfitResponse; locale: Locale }) {
  const { t } = useTranslation();
  const net = fromWire(data.netProfit);
  return (
    <Stack gap="sm" data-testid="profit-result" data-period={data.period}>
      {data.from && data.to && (
        <Text size="sm" c="dimmed" data-testid="profit-range">
          {t('portfolio.profit.range', { from: formatDate(data.from, locale), to: formatDate(data.to, locale) })}
        </Text>
      )}
      <Figure label={t('portfolio.profit.net')} testId="profit-net" tone={net < 0 ? 'danger' : undefined}>
        <MoneyText wire={data.netProfit} locale={locale} />
      </Figure>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        {FIGURES.map(([field, key]) => (
          <Figure key={field} label={t(key)} testId={`profit-${field}`}>
            <MoneyText wire={data[field]} locale={locale} />
          </Figure>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Profit by period (spec sections 5 and 7): all time comes with the page; this month and a custom
 * range are asked for here. A custom range is requested only when both dates are set. Each new
 * request aborts the one in flight, and an answer that arrives for an aborted request is dropped,
 * so a slow earlier answer never replaces a later one.
 */
export function ProfitPanel({ locale, loanType, initial }: { locale: Locale; loanType: PortfolioLoanType; initial: ProfitResponse | null }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ProfitPeriod>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<ProfitState>(initial ? { kind: 'ok', data: initial } : { kind: 'error' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const request = (next: { period: ProfitPeriod; from: string; to: string }) => {
    inFlight.current?.abort();
    inFlight.current = null;
    let range: { fromTimestamp?: number; toTimestamp?: number } = {};
    if (next.period === 'custom') {
      const checked = profitRange(next.from, next.to);
      if (checked.kind !== 'ok') {
        setState({ kind: checked.kind });
        return;
      }
      range = { fromTimestamp: checked.fromTimestamp, toTimestamp: checked.toTimestamp };
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'loading' });
    fetchEndpoint(
      PORTFOLIO_ENDPOINTS.profit,
      locale,
      { params: { period: next.period }, query: { loanType, ...range } },
      { session: true, signal: controller.signal },
    )
      .then((answer) => {
        if (controller.signal.aborted) return;
        setState(answer.ok ? { kind: 'ok', data: answer.ok } : { kind: 'error' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  };

  const choosePeriod = (value: string) => {
    const next = value as ProfitPeriod;
    setPeriod(next);
    request({ period: next, from, to });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="profit-title" data-testid="profit-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="profit-title">
          {t('portfolio.profit.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="profit-period-label">
            {t('portfolio.profit.period')}
          </Text>
          <SegmentedControl
            value={period}
            onChange={choosePeriod}
            aria-labelledby="profit-period-label"
            data={PROFIT_PERIODS.map((value) => ({ value, label: t(`portfolio.profit.period.${value}`) }))}
            data-testid="profit-period"
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        </Stack>
        {period === 'custom' && (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('portfolio.profit.from')}
              value={from}
              max={to || undefined}
              onChange={(event) => {
                setFrom(event.currentTarget.value);
                request({ period, from: event.currentTarget.value, to });
              }}
              data-testid="profit-from"
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              type="date"
              label={t('portfolio.profit.to')}
              value={to}
              min={from || undefined}
              onChange={(event) => {
                setTo(event.currentTarget.value);
                request({ period, from, to: event.currentTarget.value });
              }}
              error={state.kind === 'order' ? t('portfolio.profit.date_order') : undefined}
              data-testid="profit-to"
              style={{ flex: '1 1 10rem' }}
            />
          </Group>
        )}
        <div aria-live="polite">
          {state.kind === 'loading' && (
            <Group gap="xs" role="status" data-testid="profit-loading">
              <Spinner size="sm" />
              <Text size="sm">{t('portfolio.profit.loading')}</Text>
            </Group>
          )}
          {state.kind === 'incomplete' && (
            <Text c="dimmed" data-testid="profit-pick-dates">
              {t('portfolio.profit.pick_dates')}
            </Text>
          )}
          {state.kind === 'error' && (
            <Alert color="red" variant="light" data-testid="profit-failed">
              {t('portfolio.profit.failed')}
            </Alert>
          )}
          {state.kind === 'ok' && <ProfitFigures data={state.data} locale={locale} />}
        </div>
      </Stack>
    </Paper>
  );
}
