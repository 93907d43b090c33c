import type { DetailedInvestment } from '@platform/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../auth/test-router';
import { InvestmentPage } from './investment-page';
import { InvestmentsPage } from './investments-page';

// Issue 11: the same investment showed 16:49 on one page (UTC) and 18:49 on another (Vilnius).
const INVESTMENT: DetailedInvestment = {
  id: 42,
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  projectSlug: 'solar-park-utena',
  projectStatus: 'GATHERING',
  amount: '50.00',
  outstanding: '50.00',
  status: 'reflection',
  reflectionEndsAt: '2026-01-19T22:00:00.000Z',
  createdAt: '2026-01-15T16:49:00.000Z',
  interestRate: '10.50',
  termMonths: 24,
  repaymentMethod: 'ANNUITY',
  revokedAt: null,
  largeAmountAcknowledged: false,
  kiisVersion: null,
  canRevoke: false,
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('times of an investment are Vilnius time, with the zone shown', () => {
  let machineZone: string | undefined;
  beforeEach(() => {
    // Far from Vilnius, so nothing can pass by reading the machine's own zone.
    machineZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('the investment page shows the creation time and the end of the reflection period in EET', () => {
    renderPage(<InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} />);
    expect(fact('Date')).toHaveTextContent(/^15 Jan 2026, 18:49 EET$/);
    expect(fact('Revocable until')).toHaveTextContent(/^20 Jan 2026, 00:00 EET$/);
  });

  it('summer time is EEST, in the locale’s one date-time format', () => {
    renderPage(<InvestmentPage locale="lt" investment={{ ...INVESTMENT, createdAt: '2026-07-15T16:49:00.000Z' }} schedule={[]} />, { locale: 'lt' });
    expect(screen.getByText('2026-07-15 19:49 EEST')).toBeInTheDocument();
  });

  it('the list shows the same day as the page (a late UTC evening is the next day in Vilnius)', () => {
    renderPage(<InvestmentsPage locale="en" investments={[{ ...INVESTMENT, createdAt: '2026-01-15T23:30:00.000Z' }]} />);
    expect(within(screen.getByTestId('investment-42')).getByText('16 Jan 2026')).toBeInTheDocument();
  });

  it('a due date of the schedule is the calendar date itself', () => {
    renderPage(
      <InvestmentPage
        locale="en"
        investment={{ ...INVESTMENT, status: 'active' }}
        schedule={[
          {
            installment: 1,
            dueDate: '2026-03-01',
            principal: '2.00',
            interest: '0.44',
            paidPrincipal: '0.00',
            paidInterest: '0.00',
            paidLateInterest: '0.00',
            status: 'scheduled',
            paidAt: null,
          },
        ]}
      />,
    );
    expect(within(screen.getByTestId('investment-schedule')).getByText('1 Mar 2026')).toBeInTheDocument();
  });
});
