import type { AgreementListItem, DebtorProject, DebtorProjectDocuments, DetailedInvestment } from '@platform/contract';
import { AGREEMENTS_ENDPOINTS as A, buildUrl } from '@platform/contract/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { DebtorProjectsPage } from '../debtor/debtor-projects-page';
import { InvestmentPage } from '../investments/investment-page';
import { BOUGHT, SELLING } from '../market-account/test-fixtures';
import { AgreementsList } from './agreements-list';

const INVESTMENT: DetailedInvestment = {
  id: 42,
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  projectSlug: 'solar-park-utena',
  projectStatus: 'ACTIVE',
  amount: '50.00',
  outstanding: '50.00',
  status: 'active',
  reflectionEndsAt: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  interestRate: '10.50',
  termMonths: 24,
  repaymentMethod: 'ANNUITY',
  revokedAt: null,
  largeAmountAcknowledged: false,
  kiisVersion: 2,
  canRevoke: false,
};

const ITEM: AgreementListItem = {
  kind: 'investment',
  subjectId: 42,
  role: 'investor',
  projectId: 5,
  projectNumber: 1001,
  projectTitle: 'Solar park',
  amount: '50.00',
  acceptedAt: '2026-03-02T08:00:00.000Z',
  issuedAt: '2026-03-02T09:00:00.000Z',
  sha256: 'ab'.repeat(32),
  version: 'investment/1',
  path: buildUrl(A.investmentPdf, { id: 42 }),
};

const PROJECT = {
  id: 8,
  number: 2001,
  slug: 'wind-farm',
  title: 'Wind farm',
  status: 'ACTIVE',
  targetAmount: '1000.00',
  fundedAmount: '1000.00',
  interestRateBps: 1200,
  termMonths: 6,
  repaymentMethod: 'ANNUITY',
  disbursedAt: '2026-02-01T10:00:00.000Z',
  outstandingPrincipal: '900.00',
  nextInstallment: null,
  overdueAmount: '0.00',
  dueNow: '0.00',
  maxRepayment: '900.00',
  acceptsRepayment: false,
  repayment: { iban: 'LT00', bic: 'X', bankName: 'Bank', holderName: 'Platform', reference: 'R-2001', sandbox: false },
} as DebtorProject;

const DOCUMENTS: DebtorProjectDocuments = {
  projectId: 8,
  projectNumber: 2001,
  projectTitle: 'Wind farm',
  loanAgreement: { path: buildUrl(A.debtorLoanPdf, { id: 8 }), issuedAt: null, sha256: null },
  schedulePath: buildUrl(A.debtorSchedulePdf, { id: 8 }),
  repayments: [
    {
      id: 77,
      receivedAt: '2026-03-01T10:00:00.000Z',
      amount: '120.00',
      principal: '90.00',
      interest: '30.00',
      lateInterest: '0.00',
      path: buildUrl(A.debtorRepaymentConfirmation, { id: 77 }),
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('agreement links', () => {
  it('the investment page links its investment agreement, and the market history each trade’s assignment agreement', () => {
    renderPage(
      <InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} market={[SELLING, { ...BOUGHT, kind: 'sold', investmentId: 42, tradeId: 12 }]} />,
    );
    const link = screen.getByRole('link', { name: 'Investment agreement (PDF)' });
    expect(link).toHaveAttribute('href', '/api/get/agreements/investment/42.pdf');
    expect(screen.getByRole('link', { name: 'Assignment agreement (PDF)' })).toHaveAttribute('href', '/api/get/agreements/assignment/12.pdf');
    expect(screen.queryByTestId(`assignment-agreement-${SELLING.recordId}`)).toBeNull(); // an offer is not a trade
  });

  it('a holding bought on the market shows its assignment agreement instead of an investment agreement', () => {
    renderPage(<InvestmentPage locale="en" investment={{ ...INVESTMENT, id: 50 }} schedule={[]} market={[BOUGHT]} />);
    expect(screen.queryByRole('link', { name: 'Investment agreement (PDF)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Assignment agreement (PDF)' })).toHaveAttribute('href', buildUrl(A.assignmentPdf, { id: 11 }));
  });

  it('says the file is being prepared, then that it failed, and stays usable', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPage(<InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} />);
    const link = screen.getByRole('link', { name: 'Investment agreement (PDF)' });
    fireEvent.click(link);
    expect(await screen.findByText('Preparing the file…')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ code: 'AGREEMENT_UNAVAILABLE', message: 'x' }), { status: 503, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByTestId('investment-agreement-failed')).toHaveTextContent('The download failed. Please try again.');
    expect(link).toHaveAttribute('aria-busy', 'false');
  });

  it('downloads the PDF the server answers under its file name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="investment-agreement-42.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:agreement');
    URL.revokeObjectURL = vi.fn();
    renderPage(<InvestmentPage locale="en" investment={INVESTMENT} schedule={[]} />);
    const link = screen.getByRole('link', { name: 'Investment agreement (PDF)' });
    fireEvent.click(link);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/get/agreements/investment/42.pdf');
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByTestId('investment-agreement-failed')).toBeNull();
  });

  it('the debtor sees the loan agreement, the schedule PDF and a confirmation per repayment', () => {
    renderPage(<DebtorProjectsPage locale="en" projects={[PROJECT]} schedules={{ 8: [] }} documents={{ 8: DOCUMENTS }} canMoveMoney />);
    const section = screen.getByTestId('debtor-documents');
    expect(within(section).getByRole('link', { name: 'Loan agreement (PDF)' })).toHaveAttribute('href', '/api/debtor/agreements/loan/8.pdf');
    expect(within(section).getByRole('link', { name: 'Payment schedule (PDF)' })).toHaveAttribute('href', '/api/debtor-payment-schedule/8.pdf');
    expect(within(section).getByRole('link', { name: 'Confirmation of 1 Mar 2026: €120.00 (PDF)' })).toHaveAttribute(
      'href',
      '/api/debtor/repayments/77/confirmation.pdf',
    );
  });

  it('the debtor page says when the loan is not disbursed yet, and when the documents could not be loaded', () => {
    const { unmount } = renderPage(
      <DebtorProjectsPage
        locale="en"
        projects={[{ ...PROJECT, disbursedAt: null }]}
        schedules={{}}
        documents={{ 8: { ...DOCUMENTS, loanAgreement: null, schedulePath: null, repayments: [] } }}
        canMoveMoney
      />,
    );
    expect(screen.getByTestId('debtor-documents-not-disbursed')).toHaveTextContent('available once the loan is disbursed');
    expect(screen.getByText('No repayments received yet.')).toBeInTheDocument();
    unmount();
    renderPage(<DebtorProjectsPage locale="en" projects={[PROJECT]} schedules={{ 8: [] }} documents={null} canMoveMoney />);
    expect(screen.getByTestId('debtor-documents-failed')).toHaveAttribute('role', 'alert');
  });

  it('lists the agreements on the documents page with their state, hash and download, or says why not', () => {
    const { unmount } = renderPage(
      <AgreementsList
        locale="en"
        agreements={[
          ITEM,
          { ...ITEM, kind: 'assignment', subjectId: 9, role: 'seller', issuedAt: null, sha256: null, path: buildUrl(A.assignmentPdf, { id: 9 }) },
        ]}
      />,
    );
    const investment = screen.getByTestId('agreement-investment-42');
    expect(investment).toHaveTextContent('Investment agreement');
    expect(investment).toHaveTextContent('You invested');
    expect(investment).toHaveTextContent('No. 1001: Solar park');
    expect(investment).toHaveTextContent('€50.00');
    expect(investment).toHaveTextContent(`SHA-256: ${'ab'.repeat(32)}`);
    expect(within(investment).getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/api/get/agreements/investment/42.pdf');
    const assignment = screen.getByTestId('agreement-assignment-9');
    expect(assignment).toHaveTextContent('Issued at the first download');
    expect(within(assignment).getByRole('link', { name: 'Download PDF: Assignment agreement, No. 1001: Solar park' })).toHaveAttribute(
      'href',
      '/api/get/agreements/assignment/9.pdf',
    );
    unmount();
    const empty = renderPage(<AgreementsList locale="en" agreements={[]} />);
    expect(screen.getByTestId('agreements-empty')).toBeInTheDocument();
    empty.unmount();
    renderPage(<AgreementsList locale="lt" agreements={null} />, { locale: 'lt' });
    expect(screen.getByTestId('agreements-failed')).toHaveTextContent('Sutarčių nepavyko įkelti');
  });
});
