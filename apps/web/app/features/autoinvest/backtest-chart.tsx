// The backtest's chart (@mantine/charts on recharts): loaded only once a backtest answers, so the
// page's own chunk carries no chart library.
import { CompositeChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { addCents, fromWire, ZERO_CENTS, type Backtest, type Cents, type Locale } from '@platform/contract';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { ChartFrame, FiguresTable, moneyFormatter } from '../portfolio/charts';
import { formatAxisMoney, formatMonth } from '../statistics/format';

export interface CumulativeMonth {
  month: string;
  invested: Cents;
  interest: Cents;
  atRisk: Cents;
}

const MONTH = /^(\d{4})-(\d{2})/;
const MAX_MONTHS = 60;

/** Every 'YYYY-MM' from the month of `from` to the month of `to` (dates or instants), at most MAX_MONTHS; [] when unreadable. */
export function monthsBetween(from: string, to: string): string[] {
  const start = MONTH.exec(from);
  const end = MONTH.exec(to);
  if (!start || !end) return [];
  const last = Number(end[1]) * 12 + Number(end[2]) - 1;
  const out: string[] = [];
  for (let index = Number(start[1]) * 12 + Number(start[2]) - 1; index <= last && out.length < MAX_MONTHS; index += 1) {
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Month by month over the backtest's window, what the strategy would have invested, earned and had
 * at risk so far (running sums; a month without a project carries the sums on).
 */
export function cumulativeMonths(backtest: Pick<Backtest, 'from' | 'to' | 'months'>): CumulativeMonth[] {
  const byMonth = new Map(backtest.months.map((m) => [m.month, m]));
  const keys = [...new Set([...monthsBetween(backtest.from, backtest.to), ...byMonth.keys()])].sort();
  let invested = ZERO_CENTS;
  let interest = ZERO_CENTS;
  let atRisk = ZERO_CENTS;
  return keys.map((month) => {
    const m = byMonth.get(month);
    if (m) {
      invested = addCents(invested, fromWire(m.invested));
      interest = addCents(interest, fromWire(m.interest));
      atRisk = addCents(atRisk, fromWire(m.atRisk));
    }
    return { month, invested, interest, atRisk };
  });
}

const HEIGHT = 300;

/**
 * Cumulative invested (area) and interest (line, on the right-hand scale: it is a small fraction of
 * the amount invested) by month, with the principal at risk in defaulted loans as red bars; the same
 * figures in a table for screen readers.
 */
export default function BacktestChart({ locale, backtest }: { locale: Locale; backtest: Backtest }) {
  const { t } = useTranslation();
  const rows = cumulativeMonths(backtest);
  const labels = { invested: t('autoinvest.backtest.invested'), interest: t('autoinvest.backtest.interest'), atRisk: t('autoinvest.backtest.at_risk') };
  const format = moneyFormatter(locale);
  const axis = (cents: number) => formatAxisMoney(cents, locale);
  return (
    <Stack gap={0}>
      <ChartFrame label={t('autoinvest.backtest.chart')} height={HEIGHT} testId="backtest-chart">
        <CompositeChart
          h={HEIGHT}
          data={rows.map((r) => ({ month: formatMonth(r.month, locale), invested: r.invested, interest: r.interest, atRisk: r.atRisk }))}
          dataKey="month"
          series={[
            { name: 'invested', label: labels.invested, color: 'blue.8', type: 'area' },
            { name: 'interest', label: t('autoinvest.backtest.interest_right'), color: 'teal.9', type: 'line', yAxisId: 'right' },
            { name: 'atRisk', label: labels.atRisk, color: 'red.8', type: 'bar' },
          ]}
          curveType="linear"
          withLegend
          legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
          valueFormatter={format}
          accessibilityLayer={false}
          tooltipAnimationDuration={0}
          textColor="gray.8"
          maxBarWidth={28}
          xAxisProps={{ interval: 'preserveStartEnd' }}
          withRightYAxis
          yAxisProps={{ tickFormatter: axis, width: 64, allowDecimals: false }}
          rightYAxisProps={{ tickFormatter: axis, width: 56, allowDecimals: false }}
        />
      </ChartFrame>
      <FiguresTable
        testId="backtest-chart-table"
        table={{
          caption: t('autoinvest.backtest.table'),
          columns: [t('autoinvest.backtest.month'), labels.invested, labels.interest, labels.atRisk],
          rows: rows.map((r) => ({
            key: r.month,
            cells: [
              formatMonth(r.month, locale),
              <MoneyText key="i" cents={r.invested} locale={locale} />,
              <MoneyText key="n" cents={r.interest} locale={locale} />,
              <MoneyText key="r" cents={r.atRisk} locale={locale} />,
            ],
          })),
        }}
      />
    </Stack>
  );
}
