import type { MoneyInOutResponse, StatisticsResponse } from '@platform/contract';

/** A platform with a year of loans, for the component and loader tests. */
export const STATISTICS: StatisticsResponse = {
  generatedAt: '2026-03-05T12:05:00.000Z',
  totals: {
    fundedVolume: '1234567.89',
    projects: 1250,
    investors: 4321,
    averageInterestRate: '11.25',
    averageTermMonths: '14.50',
    repaid: '600000.00',
    outstanding: '600000.00',
    late: '24567.89',
    defaulted: '10000.00',
    repaidShare: '48.60',
    outstandingShare: '48.60',
    lateShare: '1.99',
    defaultedShare: '0.81',
  },
  byMonth: [
    { month: '2026-01', fundedVolume: '400000.00', projects: 400 },
    { month: '2026-02', fundedVolume: '834567.89', projects: 850 },
  ],
  byLoanType: [
    { loanType: 'default', fundedVolume: '1000000.00', projects: 1000 },
    { loanType: 'greenLoan', fundedVolume: '234567.89', projects: 250 },
  ],
  byCountry: [
    { country: 'LT', fundedVolume: '900000.00', projects: 900 },
    { country: 'LV', fundedVolume: '334567.89', projects: 349 },
    { country: 'XX', fundedVolume: '0.00', projects: 1 },
  ],
  defaultRates: {
    fromMonth: '2023-04',
    toMonth: '2026-03',
    rows: [
      {
        riskGroup: 'A+',
        loans: 120,
        defaulted: 0,
        expectedDefaultRate: '0.50',
        actualDefaultRate: '0.00',
        windows: [
          { fromMonth: '2023-04', toMonth: '2024-03', loans: 40, defaulted: 0, rate: '0.00' },
          { fromMonth: '2024-04', toMonth: '2025-03', loans: 60, defaulted: 0, rate: '0.00' },
          { fromMonth: '2025-04', toMonth: '2026-03', loans: 80, defaulted: 0, rate: '0.00' },
        ],
      },
      {
        riskGroup: 'B',
        loans: 80,
        defaulted: 4,
        expectedDefaultRate: '3.00',
        // The average of the three 1-year rates: (5.00 + 2.50 + 4.00) / 3.
        actualDefaultRate: '3.83',
        windows: [
          { fromMonth: '2023-04', toMonth: '2024-03', loans: 20, defaulted: 1, rate: '5.00' },
          { fromMonth: '2024-04', toMonth: '2025-03', loans: 40, defaulted: 1, rate: '2.50' },
          { fromMonth: '2025-04', toMonth: '2026-03', loans: 50, defaulted: 2, rate: '4.00' },
        ],
      },
    ],
  },
};

/** A platform before its first paid-out loan. */
export const NO_LOANS: StatisticsResponse = {
  generatedAt: '2026-03-05T12:05:00.000Z',
  totals: {
    fundedVolume: '0.00',
    projects: 0,
    investors: 0,
    averageInterestRate: '0.00',
    averageTermMonths: '0.00',
    repaid: '0.00',
    outstanding: '0.00',
    late: '0.00',
    defaulted: '0.00',
    repaidShare: '0.00',
    outstandingShare: '0.00',
    lateShare: '0.00',
    defaultedShare: '0.00',
  },
  byMonth: [],
  byLoanType: [],
  byCountry: [],
  defaultRates: { fromMonth: '2023-04', toMonth: '2026-03', rows: [] },
};

export const MONEY_IN_OUT: MoneyInOutResponse = {
  byMonth: [
    { month: '2026-01', moneyIn: '50000.00', moneyOut: '1000.50' },
    { month: '2026-02', moneyIn: '25000.00', moneyOut: '0.00' },
  ],
  totals: { moneyIn: '75000.00', moneyOut: '1000.50' },
};
