import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useParams, useSearchParams } from 'react-router';
import type { Locale } from '@platform/contract';
import { renderWithProviders } from '../../components/ui/test-utils';
import { AdminUsersPage } from './admin-users-page';
import type { AdminUser } from './users-table';
import type { AdminActionResult } from './user-actions';

const operator: AdminUser = {
  id: 1,
  email: 'operator@demo.invest',
  displayName: 'Olivia Operator',
  type: 'private',
  role: 'operator',
  isDebtor: false,
  debtor: null,
  readonly: false,
  twoStepEnabled: true,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const investor: AdminUser = {
  ...operator,
  id: 2,
  email: 'investor@demo.invest',
  displayName: 'Viktoras Investor',
  role: 'investor',
  twoStepEnabled: false,
  createdAt: '2026-02-03T23:30:00.000Z',
};
const debtor: AdminUser = {
  ...investor,
  id: 4,
  email: 'debtor@demo.invest',
  displayName: 'UAB Saulės Parkai',
  type: 'company',
  isDebtor: true,
  debtor: { extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null },
  readonly: true,
};
const secondOperator: AdminUser = { ...operator, id: 5, email: 'op2@demo.invest', displayName: 'Otto Operator' };

interface Setup {
  users?: AdminUser[];
  total?: number;
  limit?: number;
  url?: string;
  locale?: Locale;
  answer?: (form: FormData) => AdminActionResult | Response;
}

function setup({ users = [operator, investor, debtor, secondOperator], total, limit = 10, url = '/admin/users', locale = 'en', answer }: Setup = {}) {
  const posted: FormData[] = [];
  function Page() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const location = useLocation();
    const page = Number(params.page ?? 1);
    return (
      <>
        <output data-testid="location">{location.pathname + location.search}</output>
        <AdminUsersPage
          locale={locale}
          search={searchParams.get('search') ?? ''}
          list={{ users, total: total ?? users.length, page, limit }}
          viewerId={operator.id}
        />
      </>
    );
  }
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    posted.push(form);
    return answer ? answer(form) : ({ ok: true, intent: form.get('intent'), userId: Number(form.get('userId')) } as AdminActionResult);
  };
  const Stub = createRoutesStub([
    { path: '/admin/users/:page?', Component: Page, action },
    { path: '/lt/administravimas/naudotojai/:page?', Component: Page, action },
    { path: '/projects/:page?', Component: () => <p>projects page</p> },
  ]);
  const user = userEvent.setup();
  const rendered = renderWithProviders(<Stub initialEntries={[url]} />, { locale });
  return { ...rendered, user, posted };
}

const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });

describe('AdminUsersPage', () => {
  it('lists every user with the columns of the brief', () => {
    setup();
    const table = screen.getByRole('table', { name: 'User accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Email', 'Name', 'Type', 'Role', 'Debtor', 'Read-only', 'Two-step login', 'Created', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const row = rowOf('debtor@demo.invest');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Each cell carries its label for the stacked layout (hidden from screen readers).
    expect(cells).toEqual([
      'NameUAB Saulės Parkai',
      'TypeCompany',
      'RoleInvestor',
      'DebtorYes',
      'Read-onlyYes',
      'Two-step loginNo',
      // 23:30 UTC on 3 February is already 4 February in Vilnius (one time zone for display, decision 0028).
      'Created4 Feb 2026',
      expect.stringContaining('Clear read-only'),
    ]);
    expect(within(row).getByText('4 Feb 2026').closest('time')).toHaveAttribute('datetime', '2026-02-03T23:30:00.000Z');
    expect(screen.getByTestId('admin-users-count')).toHaveTextContent('Users found: 4');
  });

  it('offers no actions on the own row and never "log in as" another operator', () => {
    setup();
    expect(within(rowOf('operator@demo.invest')).queryAllByRole('button')).toEqual([]);
    expect(within(rowOf('operator@demo.invest')).getByText('You')).toBeInTheDocument();
    expect(
      within(rowOf('op2@demo.invest'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Set read-only (op2@demo.invest)']);
    expect(
      within(rowOf('investor@demo.invest'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Set read-only (investor@demo.invest)', 'Require new identity check (investor@demo.invest)', 'Log in as this user (investor@demo.invest)']);
    expect(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Clear read-only/ })).toBeInTheDocument();
  });

  it('asks for confirmation; Cancel posts nothing', async () => {
    const { user, posted } = setup();
    await user.click(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Set read-only/ }));
    const dialog = screen.getByRole('dialog', { name: 'Set this account read-only?' });
    expect(dialog).toHaveTextContent('investor@demo.invest will still be able to log in');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([]);
  });

  it('asks for a new identity check after confirmation and says so', async () => {
    const { user, posted } = setup({ url: '/admin/users?search=investor' });
    await user.click(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Require new identity check/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Ask for a new identity check?' })).getByRole('button', { name: 'Require new identity check' }));
    await waitFor(() => expect(screen.getByTestId('admin-users-done')).toHaveTextContent('investor@demo.invest must verify their identity again.'));
    expect(Object.fromEntries(posted[0])).toEqual({ intent: 'reidentify', userId: '2' });
  });

  it('sets read-only after confirmation and says so', async () => {
    const { user, posted } = setup({ url: '/admin/users?search=investor' });
    await user.click(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Set read-only/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set read-only' }));
    await waitFor(() => expect(screen.getByTestId('admin-users-done')).toHaveTextContent('investor@demo.invest is now read-only.'));
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0])).toEqual({ intent: 'set-readonly', userId: '2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list stays where it was: same search.
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?search=investor');
  });

  it('clears read-only after confirmation', async () => {
    const { user, posted } = setup();
    await user.click(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Clear read-only/ }));
    const dialog = screen.getByRole('dialog', { name: 'Clear read-only?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear read-only' }));
    await waitFor(() => expect(screen.getByTestId('admin-users-done')).toHaveTextContent('Read-only cleared for debtor@demo.invest.'));
    expect(Object.fromEntries(posted[0])).toEqual({ intent: 'clear-readonly', userId: '4' });
  });

  it('logs in as the user after confirmation and follows the redirect', async () => {
    const { user, posted } = setup({
      answer: () => new Response(null, { status: 302, headers: { location: '/projects/1' } }),
    });
    await user.click(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Log in as this user/ }));
    const dialog = screen.getByRole('dialog', { name: 'Log in as this user?' });
    expect(dialog).toHaveTextContent('Return to my account');
    await user.click(within(dialog).getByRole('button', { name: 'Log in as this user' }));
    await screen.findByText('projects page');
    expect(Object.fromEntries(posted[0])).toEqual({ intent: 'impersonate', userId: '2' });
  });

  it('shows the error of a failed action', async () => {
    const { user } = setup({ answer: () => ({ ok: false, intent: 'impersonate', userId: 2, error: 'not_found' }) });
    await user.click(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Log in as this user/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log in as this user' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This user no longer exists. Refresh the list.'));
  });

  it('searches with a GET form kept in the URL', async () => {
    const { user } = setup();
    const box = screen.getByRole('searchbox', { name: 'Search by email or name' });
    await user.type(box, 'investor@demo.invest');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?search=investor%40demo.invest'));
    expect(screen.getByRole('searchbox')).toHaveValue('investor@demo.invest');
    await user.click(screen.getByRole('link', { name: 'Show all users' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/users'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says when nothing matches', () => {
    setup({ users: [], url: '/admin/users?search=nobody' });
    expect(screen.getByText('No users match this search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all users' })).toHaveAttribute('href', '/admin/users');
  });

  it('past the last page offers the way back to the first', () => {
    setup({ users: [], total: 4, url: '/admin/users/9' });
    expect(screen.getByText('No users match this search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all users' })).toHaveAttribute('href', '/admin/users');
  });

  it('paginates with the limit of the answer, keeping the search', () => {
    setup({ total: 45, limit: 20, url: '/admin/users?search=demo' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/admin/users?search=demo');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/admin/users/3?search=demo');
  });

  it('speaks the page locale', () => {
    setup({ locale: 'lt', url: '/lt/administravimas/naudotojai' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Naudotojai');
    expect(screen.getByRole('table', { name: 'Naudotojų paskyros' })).toBeInTheDocument();
    expect(within(rowOf('investor@demo.invest')).getByRole('button', { name: /Prisijungti kaip šis naudotojas/ })).toBeInTheDocument();
  });
});

describe('AdminUsersPage: debtor flow controls (decision 0046)', () => {
  const overridden: AdminUser = { ...debtor, debtor: { extendedDebtorFlow: true, identityStep: 'documents', previousIdentityStep: 'questionnaire' } };
  const answered = (form: FormData, debtorFlow: AdminUser['debtor']) =>
    ({ ok: true, intent: form.get('intent'), userId: Number(form.get('userId')), debtor: debtorFlow }) as unknown as AdminActionResult;

  it('offers the controls on debtor rows only', () => {
    setup();
    expect(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Debtor flow.*debtor@demo\.invest/ })).toBeInTheDocument();
    expect(within(rowOf('investor@demo.invest')).queryByRole('button', { name: /Debtor flow/ })).not.toBeInTheDocument();
  });

  it('shows the step and overrides it with the chosen step; the current step is not offered', async () => {
    const { user, posted } = setup({ answer: (form) => answered(form, overridden.debtor) });
    await user.click(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Debtor flow/ }));
    const dialog = screen.getByRole('dialog', { name: 'Debtor flow of debtor@demo.invest' });
    expect(within(dialog).getByTestId('debtor-flow-current')).toHaveTextContent('Borrower questionnaire');
    expect(within(dialog).getByTestId('debtor-flow-previous')).toHaveTextContent('None');
    expect(within(dialog).queryByRole('button', { name: 'Restore previous step' })).not.toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: 'Set the step to' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['identify', 'company', 'documents', 'manual_kyc', 'completed']);
    await user.selectOptions(select, 'documents');
    await user.click(within(dialog).getByRole('button', { name: 'Override step' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Saved.'));
    expect(Object.fromEntries(posted[0])).toEqual({ userId: '4', intent: 'debtor-step', step: 'documents' });
  });

  it('restores the previous step and switches the extended flow', async () => {
    const { user, posted } = setup({ users: [operator, overridden], answer: (form) => answered(form, overridden.debtor) });
    await user.click(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Debtor flow/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('debtor-flow-previous')).toHaveTextContent('Borrower questionnaire');
    await user.click(within(dialog).getByRole('button', { name: 'Restore previous step' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0])).toEqual({ userId: '4', intent: 'debtor-restore' });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: /Extended debtor flow/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('switch', { name: /Extended debtor flow/ }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(Object.fromEntries(posted[1])).toEqual({ userId: '4', intent: 'debtor-extended', extendedDebtorFlow: 'false' });
  });

  it('says why a step was refused', async () => {
    const { user } = setup({
      answer: (form) => ({ ok: false, intent: form.get('intent'), userId: 4, error: 'no_manual_kyc_request' }) as unknown as AdminActionResult,
    });
    await user.click(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Debtor flow/ }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Set the step to' }), 'manual_kyc');
    await user.click(within(dialog).getByRole('button', { name: 'Override step' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('there is no open manual KYC request'));
  });

  it('outside the extended flow shows no step controls', async () => {
    const off: AdminUser = { ...debtor, debtor: { extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null } };
    const { user } = setup({ users: [operator, off] });
    await user.click(within(rowOf('debtor@demo.invest')).getByRole('button', { name: /Debtor flow/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: /Extended debtor flow/ })).not.toBeChecked();
    expect(within(dialog).getByText('Identity steps apply only in the extended debtor flow.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
