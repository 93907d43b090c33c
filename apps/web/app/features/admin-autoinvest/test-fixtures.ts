import type { AdminAutoInvest, AllocationReport } from '@platform/contract';

export const OVERVIEW: AdminAutoInvest = {
  settings: { shareOfProject: '70.00', manualWindowMinutes: 60, paused: false },
  activeStrategies: 12,
  activeMandates: 9,
  runs: [
    {
      id: 3,
      projectId: 5,
      projectNumber: 1001,
      trigger: 'opened',
      at: '2026-03-02T08:00:00.000Z',
      candidates: 4,
      invested: 2,
      amount: '700.00',
      durationMs: 1234,
    },
    {
      id: 2,
      projectId: 6,
      projectNumber: 1002,
      trigger: 'brand_new_trigger',
      at: '2026-03-01T08:00:00.000Z',
      candidates: 0,
      invested: 0,
      amount: '0.00',
      durationMs: 8,
    },
  ],
};

export const REPORT: AllocationReport = {
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  status: 'GATHERING',
  target: '1000.00',
  funded: '800.00',
  autoFunded: '700.00',
  // Not in the order the page shows them: the page sorts by AUTO_OUTCOMES.
  outcomes: [
    { outcome: 'queue', strategies: 1, amount: '0.00' },
    { outcome: 'invested', strategies: 2, amount: '700.00' },
    { outcome: 'cash_to_keep', strategies: 3, amount: '0.00' },
  ],
  rows: [
    {
      strategyId: 41,
      strategyName: 'Green only',
      userId: 7,
      userEmail: 'ana@example.com',
      amount: '400.00',
      outcome: 'invested',
      at: '2026-03-02T08:00:01.000Z',
    },
    {
      strategyId: 42,
      strategyName: 'Short loans',
      userId: 8,
      userEmail: 'ben@example.com',
      amount: '300.00',
      outcome: 'invested',
      at: '2026-03-02T08:00:01.000Z',
    },
    {
      strategyId: 43,
      strategyName: 'Everything',
      userId: 9,
      userEmail: 'cy@example.com',
      amount: '0.00',
      outcome: 'cash_to_keep',
      at: '2026-03-02T08:00:01.000Z',
    },
  ],
  truncated: false,
};
