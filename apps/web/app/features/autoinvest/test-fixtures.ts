import type { AllowanceDetails, Backtest, Strategy } from '@platform/contract';
import { vi } from 'vitest';
import type { AutoInvestOptions } from './autoinvest-options';

export const OPTIONS: AutoInvestOptions = {
  loanTypes: [
    { id: 1, title: 'Business loan' },
    { id: 2, title: 'Green loan' },
    { id: 7, title: 'Bridge loan' },
  ],
  countries: [
    { id: 1, title: 'Lithuania' },
    { id: 2, title: 'Latvia' },
  ],
  riskGroups: [
    { id: 1, title: 'A' },
    { id: 2, title: 'B' },
    { id: 3, title: 'C' },
  ],
};

export const STRATEGY: Strategy = {
  id: 11,
  name: 'Green and steady',
  loanTypes: [1, 2],
  countries: [],
  riskGroups: [1, 2],
  interestMin: '8.00',
  interestMax: '14.50',
  termMin: 6,
  termMax: 36,
  amountPerProject: '50.00',
  maxShareOfProject: '20.00',
  totalCap: '2000.00',
  cashToKeep: '100.00',
  includeMarket: true,
  active: true,
  priority: 1,
  largeAmountAcknowledged: false,
  queuePosition: 3,
  activeStrategies: 12,
  investedTotal: '350.00',
  investments: 7,
  lastOutcomes: [
    {
      projectId: 5,
      projectNumber: 1005,
      projectTitle: 'Solar park',
      projectSlug: 'solar-park',
      amount: '50.00',
      outcome: 'invested',
      at: '2026-03-10T09:00:00.000Z',
    },
    {
      projectId: 6,
      projectNumber: 1006,
      projectTitle: 'Wind farm',
      projectSlug: 'wind-farm',
      amount: '0.00',
      outcome: 'queue',
      at: '2026-03-09T09:00:00.000Z',
    },
    {
      projectId: 7,
      projectNumber: 1007,
      projectTitle: 'Bakery',
      projectSlug: 'bakery',
      amount: '0.00',
      outcome: 'cash_to_keep',
      at: '2026-03-08T09:00:00.000Z',
    },
    { projectId: 8, projectNumber: 1008, projectTitle: 'Hotel', projectSlug: 'hotel', amount: '0.00', outcome: 'mandate', at: '2026-03-07T09:00:00.000Z' },
  ],
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const PAUSED: Strategy = {
  ...STRATEGY,
  id: 12,
  name: 'Short loans',
  loanTypes: [],
  riskGroups: [],
  includeMarket: false,
  totalCap: null,
  active: false,
  priority: 2,
  queuePosition: null,
  investedTotal: '0.00',
  investments: 0,
  lastOutcomes: [],
};

export const MANDATE: NonNullable<AllowanceDetails['mandate']> = {
  id: 3,
  grantedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2027-03-01T10:00:00.000Z',
  reflectionEndsAt: '2026-03-05T21:59:59.000Z',
  inReflection: true,
  interestMin: '6.00',
  interestMax: '15.00',
  termMin: null,
  termMax: null,
  riskGroups: [1, 2],
  spent: '250.00',
  termsVersion: 1,
};

export const ALLOWANCE: AllowanceDetails = {
  active: true,
  balance: { value: '750.00', text: '750.00 EUR' },
  expireInDays: 340,
  maxAllowanceAmount: '1000.00',
  mandate: MANDATE,
  termsVersion: 1,
};

export const NO_ALLOWANCE: AllowanceDetails = {
  active: false,
  balance: { value: '0.00', text: '0.00 EUR' },
  expireInDays: 0,
  maxAllowanceAmount: '0.00',
  mandate: null,
  termsVersion: 1,
};

export const BACKTEST: Backtest = {
  from: '2025-09-01',
  to: '2026-02-28',
  projects: [],
  months: [
    { month: '2025-10', invested: '100.00', interest: '1.50', atRisk: '0.00' },
    { month: '2025-12', invested: '150.00', interest: '2.25', atRisk: '40.00' },
    { month: '2026-01', invested: '50.00', interest: '0.75', atRisk: '0.00' },
  ],
  totals: { projects: 6, invested: '300.00', interest: '4.50', defaulted: 1, atRisk: '40.00' },
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch stub answering each call in turn with the next of `answers` (the last one repeats); it records each call. */
export function stubApi(...answers: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
