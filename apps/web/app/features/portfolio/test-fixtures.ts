import { PORTFOLIO_BUCKETS, type InflowResponse, type PortfolioResponse, type ProfitResponse, type UserInvestmentStatsResponse } from '@platform/contract';

/** Answers of the portfolio endpoints for the component tests, in the contract's shapes. */
export function portfolioAnswer(over: Partial<PortfolioResponse> = {}): PortfolioResponse {
  return {
    country: 'all',
    loanType: 'all',
    totals: {
      invested: '1500.00',
      outstandingPrincipal: '1200.00',
      receivedPrincipal: '300.00',
      receivedInterest: '45.50',
      receivedLateInterest: '1.25',
      lateAmount: '80.00',
      writtenOff: '0.00',
    },
    counts: { investments: 3, projects: 2 },
    buckets: PORTFOLIO_BUCKETS.map((bucket) => ({
      bucket,
      count: bucket === 'current' ? 2 : bucket === 'late_1_15' ? 1 : 0,
      outstandingPrincipal: bucket === 'current' ? '1000.00' : bucket === 'late_1_15' ? '200.00' : '0.00',
    })),
    ratings: [
      { riskGroup: 'A', count: 2, invested: '1000.00', outstandingPrincipal: '900.00' },
      { riskGroup: 'B', count: 1, invested: '500.00', outstandingPrincipal: '300.00' },
    ],
    countries: [
      { country: 'LT', count: 2, invested: '1000.00', outstandingPrincipal: '900.00' },
      { country: 'LV', count: 1, invested: '500.00', outstandingPrincipal: '300.00' },
    ],
    loanTypes: [
      { loanType: 'default', count: 2, invested: '1000.00', outstandingPrincipal: '900.00' },
      { loanType: 'greenLoan', count: 1, invested: '500.00', outstandingPrincipal: '300.00' },
    ],
    lastPaymentAt: '2026-03-01T10:00:00.000Z',
    netAnnualReturn: '11.25',
    nextPayments: [{ investmentId: 7, projectNumber: 1001, projectSlug: 'solar-park', dueDate: '2026-04-15', principal: '50.00', interest: '12.34' }],
    ...over,
  };
}

export function emptyPortfolioAnswer(): PortfolioResponse {
  const zero = '0.00';
  return portfolioAnswer({
    totals: {
      invested: zero,
      outstandingPrincipal: zero,
      receivedPrincipal: zero,
      receivedInterest: zero,
      receivedLateInterest: zero,
      lateAmount: zero,
      writtenOff: zero,
    },
    counts: { investments: 0, projects: 0 },
    buckets: PORTFOLIO_BUCKETS.map((bucket) => ({ bucket, count: 0, outstandingPrincipal: zero })),
    ratings: [],
    countries: [],
    loanTypes: [],
    lastPaymentAt: null,
    netAnnualReturn: null,
    nextPayments: [],
  });
}

export function profitAnswer(over: Partial<ProfitResponse> = {}): ProfitResponse {
  return {
    period: 'all',
    loanType: 'all',
    from: null,
    to: null,
    interest: '45.50',
    lateInterest: '1.25',
    bonuses: '0.00',
    fees: '0.00',
    marketGains: '0.00',
    writeOffs: '0.00',
    netProfit: '46.75',
    ...over,
  };
}

export function inflowAnswer(): InflowResponse {
  return {
    data: [
      {
        month: '2026-02',
        expectedPrincipal: '50.00',
        expectedInterest: '12.00',
        receivedPrincipal: '50.00',
        receivedInterest: '12.00',
        receivedLateInterest: '0.00',
      },
      {
        month: '2026-03',
        expectedPrincipal: '50.00',
        expectedInterest: '11.50',
        receivedPrincipal: '0.00',
        receivedInterest: '0.00',
        receivedLateInterest: '0.00',
      },
    ],
    firstCustomPeriodMonth: '2025-10',
    lastCustomPeriodMonth: '2027-06',
  };
}

export function statsAnswer(): UserInvestmentStatsResponse {
  return {
    loanType: 'all',
    byStatus: [
      { status: 'active', count: 2, amount: '1000.00' },
      { status: 'repaid', count: 1, amount: '500.00' },
    ],
    byMonth: [
      { month: '2025-11', count: 1, amount: '500.00' },
      { month: '2026-01', count: 2, amount: '1000.00' },
    ],
    total: { count: 3, amount: '1500.00' },
  };
}
