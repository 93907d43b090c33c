import {
  asCents,
  calendarDate,
  type Cents,
  INFLOW_MAX_MONTHS,
  type InflowQuery,
  type InflowResponse,
  INVESTMENT_STATUSES,
  MONTH_PATTERN,
  NEXT_PAYMENTS_LIMIT,
  type PortfolioLoanType,
  type PortfolioResponse,
  type ProfitPeriod,
  type ProfitResponse,
  subCents,
  sumCents,
  toWire,
  type UserInvestmentStatsResponse,
  ZERO_CENTS,
} from '@platform/contract';
import {
  type DayFlow,
  type HoldingGroup,
  inflowMonths,
  marketGain,
  monthStart,
  monthsFrom,
  netAnnualReturn,
  netProfit,
  shiftMonth,
  summarizeHoldings,
  UNCOUNTED_INVESTMENT_STATUSES,
} from '@platform/contract/portfolio-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countryIdOf, expectedByMonth, holdingsSummary, investmentsByStatusAndMonth, type Period, type Selection, writeOffs } from './portfolio.repo';
import { ledgerFlows, marketSales, type ReturnCode } from './portfolio.ledger';

/**
 * The caller's portfolio, returns, inflows and investment statistics (issue 12, decision 0032).
 * Every figure is of `userId`, which the routes take from the session, never from the request.
 */

export interface ProfitQuery {
  loanType: PortfolioLoanType;
  /** Unix seconds. */
  fromTimestamp?: number;
  toTimestamp?: number;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', 'The request is not valid', { [field]: [message] });

/** What the inflow's received columns count. */
const REPAYMENT_CODES: readonly ReturnCode[] = ['principal', 'interest', 'late_interest'];

export function createPortfolioService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** 'all' or a country of the countries table (400 otherwise), as the repository's selection. */
  async function selectionOf(userId: number, country: string, loanType: PortfolioLoanType): Promise<Selection & { country: string }> {
    if (country.toLowerCase() === 'all') return { userId, loanType, countryId: null, country: 'all' };
    const code = country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(code)) throw invalid('country', "expected 'all' or a two-letter country code");
    const countryId = await countryIdOf(db, code);
    if (countryId === null) throw invalid('country', 'unknown country');
    return { userId, loanType, countryId, country: code };
  }

  return {
    async portfolio(userId: number, country: string, loanType: PortfolioLoanType): Promise<PortfolioResponse> {
      const selection = await selectionOf(userId, country, loanType);
      const today = calendarDate(now());
      const [holdings, flows] = await Promise.all([
        holdingsSummary(db, selection, today, NEXT_PAYMENTS_LIMIT),
        ledgerFlows(db, selection, { from: null, to: null }, 'day'),
      ]);
      const groups: HoldingGroup[] = holdings.groups.map((g) => ({
        investmentStatus: g.status,
        projectStatus: g.project_status,
        daysOverdue: Number(g.days_overdue ?? 0),
        riskGroup: g.risk_group,
        riskGroupOrder: Number(g.risk_group_order),
        country: g.country,
        isGreen: g.is_green,
        count: Number(g.n),
        invested: asCents(g.invested),
        outstanding: asCents(g.outstanding),
        late: asCents(g.late),
      }));
      const summary = summarizeHoldings(groups);
      const received = flows.total;
      const dayFlows: DayFlow[] = [
        ...holdings.investedByDay.map((d) => ({ day: d.day, amount: subCents(ZERO_CENTS, d.amount) })),
        // A loan part bought on the secondary market cost its price, not its principal (decision 0034).
        ...holdings.purchasePremiumByDay.map((d) => ({ day: d.day, amount: subCents(ZERO_CENTS, d.amount) })),
        ...flows.buckets.map((f) => ({ day: f.bucket, amount: subCents(sumCents([f.principal, f.interest, f.lateInterest, f.marketSale, f.bonus]), f.fees) })),
      ];
      const slice = (s: { count: number; invested: Cents; outstanding: Cents }) => ({
        count: s.count,
        invested: toWire(s.invested),
        outstandingPrincipal: toWire(s.outstanding),
      });
      return {
        country: selection.country,
        loanType,
        totals: {
          invested: toWire(summary.invested),
          outstandingPrincipal: toWire(summary.outstanding),
          receivedPrincipal: toWire(received.principal),
          receivedInterest: toWire(received.interest),
          receivedLateInterest: toWire(received.lateInterest),
          lateAmount: toWire(summary.lateAmount),
          writtenOff: toWire(summary.writtenOff),
        },
        counts: { investments: summary.count, projects: holdings.projects },
        buckets: summary.buckets.map((b) => ({ bucket: b.bucket, count: b.count, outstandingPrincipal: toWire(b.outstanding) })),
        ratings: summary.ratings.map((r) => ({ riskGroup: r.riskGroup, ...slice(r) })),
        countries: summary.countries.map((c) => ({ country: c.country, ...slice(c) })),
        loanTypes: summary.loanTypes.map((t) => ({ loanType: t.loanType, ...slice(t) })),
        lastPaymentAt: received.lastRepaymentAt ? received.lastRepaymentAt.toISOString() : null,
        netAnnualReturn: netAnnualReturn(dayFlows, today, summary.terminalValue),
        nextPayments: holdings.nextPayments.map((n) => ({
          investmentId: Number(n.investment_id),
          projectNumber: Number(n.project_number),
          projectSlug: n.project_slug,
          dueDate: n.due_date,
          principal: toWire(asCents(n.principal)),
          interest: toWire(asCents(n.interest)),
        })),
      };
    },

    async profit(userId: number, period: ProfitPeriod, query: ProfitQuery): Promise<ProfitResponse> {
      const at = now();
      let bounds: Period = { from: null, to: null };
      let shown: { from: Date; to: Date } | null = null;
      if (period === 'this-month') {
        shown = { from: monthStart(calendarDate(at).slice(0, 7)), to: at };
        // The bound is exclusive: a transfer booked in this very millisecond still counts.
        bounds = { from: shown.from, to: new Date(at.getTime() + 1) };
      } else if (period === 'custom') {
        const { fromTimestamp, toTimestamp } = query;
        if (fromTimestamp === undefined) throw invalid('fromTimestamp', 'required for a custom period');
        if (toTimestamp === undefined) throw invalid('toTimestamp', 'required for a custom period');
        if (fromTimestamp > toTimestamp) throw invalid('toTimestamp', 'toTimestamp must not be before fromTimestamp');
        shown = { from: new Date(fromTimestamp * 1000), to: new Date(toTimestamp * 1000) };
        // Whole seconds: everything booked during the last second counts.
        bounds = { from: shown.from, to: new Date((toTimestamp + 1) * 1000) };
      }
      const within = (instant: Date) => (!bounds.from || instant >= bounds.from) && (!bounds.to || instant < bounds.to);
      const selection: Selection = { userId, loanType: query.loanType, countryId: null };
      const [flows, sales, lost] = await Promise.all([
        ledgerFlows(db, selection, bounds, 'total', ['interest', 'late_interest', 'bonus', 'fee']),
        marketSales(db, selection),
        writeOffs(db, selection),
      ]);
      const net = flows.total;
      const parts = {
        interest: net.interest,
        lateInterest: net.lateInterest,
        bonuses: net.bonus,
        fees: net.fees,
        marketGains: sumCents(sales.filter((sale) => within(sale.at)).map((sale) => marketGain(sale.price, sale.principal, ZERO_CENTS))),
        writeOffs: sumCents(lost.filter((w) => within(w.at)).map((w) => w.amount)),
      };
      return {
        period,
        loanType: query.loanType,
        from: shown ? shown.from.toISOString() : null,
        to: shown ? shown.to.toISOString() : null,
        interest: toWire(parts.interest),
        lateInterest: toWire(parts.lateInterest),
        bonuses: toWire(parts.bonuses),
        fees: toWire(parts.fees),
        marketGains: toWire(parts.marketGains),
        writeOffs: toWire(parts.writeOffs),
        netProfit: toWire(netProfit(parts)),
      };
    },

    async inflow(userId: number, query: InflowQuery): Promise<InflowResponse> {
      if (query.filterType === 'custom') {
        if (!query.startDate || !MONTH_PATTERN.test(query.startDate)) throw invalid('startDate', 'required for a custom range (YYYY-MM)');
        if (!query.endDate || !MONTH_PATTERN.test(query.endDate)) throw invalid('endDate', 'required for a custom range (YYYY-MM)');
        const count = monthsFrom(query.startDate, query.endDate).length;
        if (count < 1) throw invalid('endDate', 'endDate must not be before startDate');
        if (count > INFLOW_MAX_MONTHS) throw invalid('endDate', `at most ${INFLOW_MAX_MONTHS} months`);
      }
      const months = inflowMonths(query, calendarDate(now()).slice(0, 7));
      const first = months[0]!;
      const after = shiftMonth(months.at(-1)!, 1);
      const selection: Selection = { userId, loanType: query.loanType, countryId: null };
      const [expected, received] = await Promise.all([
        expectedByMonth(db, selection, `${first}-01`, `${after}-01`, query.skipNotPaidUnterminated),
        ledgerFlows(db, selection, { from: monthStart(first), to: monthStart(after) }, 'month', REPAYMENT_CODES),
      ]);
      const expectedOf = new Map(expected.months.map((m) => [m.month, m]));
      const receivedOf = new Map(received.buckets.map((r) => [r.bucket, r]));
      return {
        data: months.map((month) => {
          const paid = receivedOf.get(month);
          const due = expectedOf.get(month);
          return {
            month,
            expectedPrincipal: toWire(due?.principal ?? ZERO_CENTS),
            expectedInterest: toWire(due?.interest ?? ZERO_CENTS),
            receivedPrincipal: toWire(paid?.principal ?? ZERO_CENTS),
            receivedInterest: toWire(paid?.interest ?? ZERO_CENTS),
            receivedLateInterest: toWire(paid?.lateInterest ?? ZERO_CENTS),
          };
        }),
        firstCustomPeriodMonth: expected.firstMonth,
        lastCustomPeriodMonth: expected.lastMonth,
      };
    },

    async investmentStats(userId: number, loanType: PortfolioLoanType): Promise<UserInvestmentStatsResponse> {
      const rows = await investmentsByStatusAndMonth(db, userId, loanType);
      const statuses = [...INVESTMENT_STATUSES, ...new Set(rows.map((r) => r.status).filter((s) => !(INVESTMENT_STATUSES as readonly string[]).includes(s)))];
      const counted = rows.filter((r) => !(UNCOUNTED_INVESTMENT_STATUSES as readonly string[]).includes(r.status));
      const total = (of: readonly { count: number; amount: Cents }[]) => ({
        count: of.reduce((n, r) => n + r.count, 0),
        amount: toWire(sumCents(of.map((r) => r.amount))),
      });
      return {
        loanType,
        byStatus: statuses
          .map((status) => ({ status, of: rows.filter((r) => r.status === status) }))
          .filter((s) => s.of.length > 0)
          .map((s) => ({ status: s.status, ...total(s.of) })),
        byMonth: [...new Set(counted.map((r) => r.month))].sort().map((month) => ({ month, ...total(counted.filter((r) => r.month === month)) })),
        total: total(counted),
      };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
