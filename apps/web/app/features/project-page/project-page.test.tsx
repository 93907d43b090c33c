import { INVESTING_API, type InvestAnswer, type InvestOptions, type ProjectData } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderPage } from '../auth/test-router';
import { ProjectPage, type ProjectPageParts, type ProjectPageProps } from './project-page';

const PROJECT: ProjectData = {
  id: 7,
  number: 1042,
  slug: 'solar-park-utena',
  title: 'Solar park in Utena',
  shortDescription: 'A 1 MW solar park.',
  status: 'GATHERING',
  investmentType: { id: 3, code: 'green', title: 'Green loan', isGreen: true },
  riskGroup: { id: 2, title: 'A' },
  country: { id: 1, code: 'LT', title: 'Lithuania' },
  interestRate: '10.50',
  termMonths: 24,
  targetAmount: '150000.00',
  fundedAmount: '60000.00',
  fundedPercent: 40,
  minInvestment: '50.00',
  fundingDeadline: '2026-12-01T10:00:00.000Z',
  thumbnail: null,
  longDescription: 'First paragraph.\n\nSecond paragraph.',
  risks: 'Weather risk.',
  metaTitle: 'Solar',
  metaDescription: 'Solar',
  repaymentMethod: 'ANNUITY',
  maxInvestment: null,
  ltv: '62.00',
  owner: { name: 'UAB Saulės slėnis' },
  photos: [],
  collateral: 'First-ranking mortgage',
  propertyClass: 'Commercial',
};

const PARTS: ProjectPageParts = {
  history: {
    ok: true,
    data: {
      loans: [
        {
          id: 2,
          number: 1001,
          slug: 'bakery',
          title: 'Craft bakery',
          amount: '40000.00',
          status: 'REPAID',
          interestRate: '9.00',
          termMonths: 6,
          publishedAt: '2025-01-01T00:00:00.000Z',
          disbursedAt: '2025-01-10T00:00:00.000Z',
          paidInstallments: 6,
          latePaidInstallments: 1,
          overdueInstallments: 0,
          repaidPrincipal: '40000.00',
        },
      ],
    },
  },
  updates: { ok: true, data: { updates: [{ id: 1, title: 'Works started', body: 'On schedule.', createdAt: '2026-05-01T00:00:00.000Z' }] } },
  debtorUpdates: { ok: true, data: { updates: [] } },
  investments: {
    ok: true,
    data: {
      investments: [
        { investor: 'Investor #A3F2', amount: '500.00', createdAt: '2026-05-02T00:00:00.000Z', isOwn: true },
        { investor: 'Investor #0B1C', amount: '250.00', createdAt: '2026-05-01T00:00:00.000Z', isOwn: false },
      ],
      investorsCount: 2,
      total: '750.00',
    },
  },
  documents: {
    ok: true,
    data: {
      documents: [
        {
          id: 3,
          kind: 'kiis',
          title: 'Key investment information sheet',
          locale: 'en',
          version: 2,
          mimeType: 'application/pdf',
          sizeBytes: 4000,
          createdAt: '2026-05-01T00:00:00.000Z',
          url: '/api/get/project-document/7/3',
        },
        {
          id: 4,
          kind: 'valuation',
          title: 'Valuation report',
          locale: null,
          version: 1,
          mimeType: 'application/pdf',
          sizeBytes: 20480,
          createdAt: '2026-05-01T00:00:00.000Z',
          url: '/api/get/project-document/7/4',
        },
      ],
      kiisUrl: '/api/get/project-kiis/7?locale=en',
    },
  },
  comments: {
    ok: true,
    data: {
      comments: [
        {
          id: 1,
          author: 'Investor #0B1C',
          isOwn: false,
          body: 'Who valued the land?',
          answer: 'A certified valuer.',
          answeredAt: '2026-05-02T00:00:00.000Z',
          createdAt: '2026-05-01T00:00:00.000Z',
        },
      ],
    },
  },
  schedule: {
    ok: true,
    data: [
      { installment: 1, dueDate: '2026-07-01', principal: '6000.00', interest: '1312.50', status: 'paid' },
      { installment: 2, dueDate: '2026-08-01', principal: '6052.50', interest: '1260.00', total: '7312.50', status: 'overdue' },
    ],
  },
};

const props = (over: Partial<ProjectPageProps> = {}): ProjectPageProps => ({
  locale: 'en',
  project: PROJECT,
  userInvestedAmount: '0.00',
  investOptions: null,
  commenter: 'guest',
  loginUrl: '/login',
  parts: PARTS,
  ...over,
});

beforeEach(() => {
  // The invest panel loads its options from the API; these tests are about the page around it.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('project page', () => {
  it('shows facts, the reflection notice, documents with the KIIS and every section', () => {
    renderPage(<ProjectPage {...props()} />);
    const facts = screen.getByTestId('project-facts');
    expect(within(facts).getByText('First-ranking mortgage')).toBeTruthy();
    expect(within(facts).getByText('Commercial')).toBeTruthy();
    expect(within(facts).getByText('Annuity')).toBeTruthy();
    expect(screen.getByTestId('reflection-notice').textContent).toContain('4 calendar days');
    expect(screen.getByTestId('kiis-link').getAttribute('href')).toBe('/api/get/project-kiis/7?locale=en');
    expect(screen.getByText(/version 2/)).toBeTruthy();
    expect(within(screen.getByTestId('documents-list')).getByText('Valuation report').getAttribute('href')).toBe('/api/get/project-document/7/4');
    for (const id of ['schedule', 'updates', 'debtor-updates', 'investments', 'history', 'comments', 'documents']) {
      expect(screen.getByTestId(`section-${id}`)).toBeTruthy();
    }
    expect(screen.getByText('Works started')).toBeTruthy();
    expect(within(screen.getByTestId('section-debtor-updates')).getByText('No updates yet.')).toBeTruthy();
    expect(screen.getByText('Investors: 2, invested in total: €750.00')).toBeTruthy();
    expect(within(screen.getByTestId('investments-table')).getByText('you')).toBeTruthy();
    expect(within(screen.getByTestId('history-table')).getByText('#1001 Craft bakery')).toBeTruthy();
    expect(screen.getByText('paid 6, of them late 1, overdue 0')).toBeTruthy();
    expect(screen.getByText('A certified valuer.')).toBeTruthy();
    expect(screen.queryByTestId('user-invested')).toBeNull();
  });

  it('the schedule table adds principal and interest when the total is not given', () => {
    renderPage(<ProjectPage {...props()} />);
    const rows = within(screen.getByTestId('schedule-table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '1 Jul 2026', '€6,000.00', '€1,312.50', '€7,312.50', 'Paid'],
      ['2', '1 Aug 2026', '€6,052.50', '€1,260.00', '€7,312.50', 'Overdue'],
    ]);
  });

  it('a part that failed shows its own error, the rest of the page stays', () => {
    renderPage(<ProjectPage {...props({ parts: { ...PARTS, investments: { ok: false }, schedule: { ok: true, data: [] } } })} />);
    expect(within(screen.getByTestId('section-investments')).getByRole('alert').textContent).toContain('could not be loaded');
    expect(within(screen.getByTestId('section-schedule')).getByText('The schedule is made when the loan is disbursed.')).toBeTruthy();
    expect(screen.getByText('Works started')).toBeTruthy();
  });

  it('with the options from the loader asks nothing; an investment moves the funding bar and the holding from its answer', async () => {
    const options: InvestOptions = {
      projectId: 7,
      projectStatus: 'GATHERING',
      state: 'open',
      minInvestment: '50.00',
      maxInvestment: null,
      left: '90000.00',
      available: '20000.00',
      largeAmountThreshold: null,
      reflection: false,
      userInvestedAmount: '0.00',
      kiisUrl: INVESTING_API.projectKiis(7),
    };
    const answer: InvestAnswer = {
      investmentId: 9,
      status: 'active',
      reflectionEndsAt: null,
      options: { ...options, left: '75000.00', available: '5000.00', userInvestedAmount: '15000.00' },
    };
    const calls = stubApi({ [`POST ${INVESTING_API.invest}`]: () => ({ status: 201, body: answer }) });
    renderPage(<ProjectPage {...props({ investOptions: options })} />);
    expect(screen.getByTestId('funding-progress').getAttribute('data-value')).toBe('40');
    fireEvent.change(await screen.findByLabelText(/Amount to invest/), { target: { value: '15000' } });
    fireEvent.click(screen.getByLabelText('I have read the key investment information sheet'));
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }));
    await screen.findByTestId('invest-success');
    // 150,000 target, 75,000 left: 50 % funded; the viewer now holds 15,000.
    expect(screen.getByTestId('funding-progress').getAttribute('data-value')).toBe('50');
    expect(screen.getByText('€75,000.00 of €150,000.00', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('user-invested').textContent).toBe('You have invested €15,000.00');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${INVESTING_API.invest}`]);
  });

  it('shows what the viewer invested when above zero', () => {
    renderPage(<ProjectPage {...props({ userInvestedAmount: '1250.50' })} />);
    expect(screen.getByTestId('user-invested').textContent).toBe('You have invested €1,250.50');
  });

  it('guests get a login link instead of the question form; locked sessions a notice', () => {
    const { unmount } = renderPage(<ProjectPage {...props()} />);
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(screen.getByText('Log in to ask a question.').getAttribute('href')).toBe('/login');
    unmount();
    renderPage(<ProjectPage {...props({ commenter: 'locked' })} />);
    expect(screen.queryByTestId('comment-form')).toBeNull();
    expect(screen.getByText('This session cannot post questions.')).toBeTruthy();
  });

  it('posts a question through the page action and shows the result', async () => {
    const posted: Record<string, string>[] = [];
    renderPage(<ProjectPage {...props({ commenter: 'open' })} />, {
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        return { ok: true, code: null, at: 1 };
      },
    });
    const box = await screen.findByLabelText(/Your question/);
    const submit = screen.getByRole('button', { name: 'Ask a question' });
    fireEvent.change(box, { target: { value: 'short' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'When is the first repayment due?' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText('Your question has been posted.')).toBeTruthy());
    expect(posted).toEqual([{ projectId: '7', body: 'When is the first repayment due?' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the API’s refusal of a question in the field', async () => {
    renderPage(<ProjectPage {...props({ commenter: 'open' })} />, { action: () => ({ ok: false, code: 'RATE_LIMITED', at: 2 }) });
    fireEvent.change(await screen.findByLabelText(/Your question/), { target: { value: 'Another question about the loan?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await waitFor(() => expect(screen.getByText('You have asked many questions in a short time. Try again later.')).toBeTruthy());
  });
});
