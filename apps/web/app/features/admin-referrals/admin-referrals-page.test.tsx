import type { AdminReferralsResponse } from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints/referrals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { jsonResponse } from '../market-account/test-fixtures';
import { AdminReferralsPage, type AdminReferralsPageProps } from './admin-referrals-page';
import { promoStatus } from './promo-codes-section';
import { ACTIVE_CODE, ENDED_CODE, NOW, OVERVIEW, PENDING } from './test-fixtures';

const props = (over: Partial<AdminReferralsPageProps> = {}): AdminReferralsPageProps => ({ locale: 'en', overview: OVERVIEW, now: NOW, ...over });

function stubFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return calls;
}

const section = (id: string) => screen.getByTestId(id);

afterEach(() => vi.unstubAllGlobals());

describe('AdminReferralsPage: overview', () => {
  it('shows the counters, the referrals by status, the referrals newest first and the promo codes with their status', () => {
    renderPage(<AdminReferralsPage {...props()} />);
    expect(screen.getByTestId('admin-referrals-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-referrals-rewarded')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-referrals-paid')).toHaveTextContent('€125.00');
    expect(screen.getByTestId('admin-referrals-count-pending')).toHaveTextContent('Pending: 1');
    expect(screen.getByTestId('admin-referrals-count-rejected')).toHaveTextContent('Rejected: 1');
    expect(screen.getByTestId('admin-referrals-count-expired')).toHaveTextContent('Expired: 0');
    expect(screen.getByRole('img', { name: /Referrals by status: Pending 1, Rewarded 1, Rejected 1, Expired 0/ })).toBeInTheDocument();

    const rows = within(screen.getByTestId('admin-referrals-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['admin-referral-7', 'admin-referral-5', 'admin-referral-4']);
    expect(rows[1]).toHaveTextContent('cy@example.com');
    expect(rows[1]).toHaveTextContent('€10.00 / €15.00');
    expect(rows[2]).toHaveTextContent('Self-referral');
    // Only a pending referral may be rejected.
    expect(within(rows[0]!).getByRole('button', { name: 'Reject the referral of ben@example.com' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    const active = screen.getByTestId('admin-promo-2');
    expect(active).toHaveTextContent('SPRING26');
    expect(active).toHaveTextContent('Verified and €500.00 invested within 30 days');
    expect(active).toHaveTextContent('12 / 100');
    expect(active).toHaveTextContent('Active');
    const ended = screen.getByTestId('admin-promo-1');
    expect(ended).toHaveTextContent('Verified within 30 days');
    expect(ended).toHaveTextContent('12 / no limit');
    expect(ended).toHaveTextContent('Ended');
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('admin-referrals-off')).toBeNull();
  });

  it('reads a code’s status from its window and whether it was disabled', () => {
    const at = Date.parse(NOW);
    expect(promoStatus(ACTIVE_CODE, at)).toBe('active');
    expect(promoStatus({ ...ACTIVE_CODE, startsAt: '2026-03-11T00:00:00.000Z' }, at)).toBe('upcoming');
    expect(promoStatus(ENDED_CODE, at)).toBe('ended');
    expect(promoStatus({ ...ACTIVE_CODE, endsAt: NOW }, at)).toBe('ended');
    expect(promoStatus({ ...ACTIVE_CODE, disabledAt: NOW }, at)).toBe('disabled');
  });

  it('says so when the overview could not be loaded, with a way to try again, and shows empty lists', () => {
    const { unmount } = renderPage(<AdminReferralsPage {...props({ overview: null })} />);
    expect(screen.getByTestId('admin-referrals-error')).toHaveTextContent('The referral overview could not be loaded.');
    expect(within(screen.getByTestId('admin-referrals-error')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-referrals-programme')).toBeNull();
    unmount();
    const empty: AdminReferralsResponse = {
      ...OVERVIEW,
      programme: { ...OVERVIEW.programme, enabled: false },
      referrals: [],
      promoCodes: [],
      totals: { pending: 0, rewarded: 0, paid: '0.00' },
    };
    renderPage(<AdminReferralsPage {...props({ overview: empty })} />);
    expect(screen.getByTestId('admin-referrals-off')).toHaveTextContent('The programme is off');
    expect(screen.getByTestId('admin-referrals-empty')).toBeInTheDocument();
    expect(screen.getByTestId('admin-referrals-promo-empty')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Referrals by status/ })).toBeNull();
  });
});

describe('AdminReferralsPage: programme', () => {
  it('saves the programme and shows the saved amounts', async () => {
    const saved: AdminReferralsResponse = {
      ...OVERVIEW,
      programme: { enabled: false, referrerBonus: '20.00', friendBonus: '5.50', minInvestment: '250.00', withinDays: 90 },
    };
    const calls = stubFetch([{ status: 200, body: saved }]);
    renderPage(<AdminReferralsPage {...props()} />);
    const form = section('admin-referrals-programme');
    fireEvent.click(within(form).getByRole('switch', { name: /Programme on/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Bonus for the inviter/ }), { target: { value: '20' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Bonus for the friend/ }), { target: { value: '5,50' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Minimum investment of the friend/ }), { target: { value: '250' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Within days/ }), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: REFERRAL_ENDPOINTS.adminProgramme.path,
      method: 'PUT',
      body: { enabled: false, referrerBonus: '20.00', friendBonus: '5.50', minInvestment: '250.00', withinDays: 90 },
    });
    expect(await screen.findByTestId('admin-referrals-programme-notice')).toHaveTextContent('Programme saved.');
    expect(screen.getByTestId('admin-referrals-off')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Bonus for the friend/ })).toHaveValue('€5.50');
  });

  it('shows the server’s field errors under their fields, and refuses days out of range before sending', async () => {
    const calls = stubFetch([
      { status: 400, body: { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { referrerBonus: ['amount'], withinDays: ['too_big'] } } },
    ]);
    renderPage(<AdminReferralsPage {...props()} />);
    const form = section('admin-referrals-programme');
    const days = within(form).getByRole('textbox', { name: /Within days/ });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    expect(await within(form).findByText('Enter whole days from 1 to 3650.')).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(calls).toHaveLength(0);

    fireEvent.change(days, { target: { value: '45' } });
    expect(within(form).queryByText('Enter whole days from 1 to 3650.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByTestId('admin-referrals-programme-notice')).toHaveTextContent('Check the entered data.');
    const inviter = within(form).getByRole('textbox', { name: /Bonus for the inviter/ });
    expect(inviter).toHaveAccessibleDescription(expect.stringContaining('Enter an amount from 0 to 1,000 euros.'));
    expect(inviter).toHaveAttribute('aria-invalid', 'true');
    expect(inviter).toHaveFocus();
    expect(within(form).getByText('Enter whole days from 1 to 3650.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Bonus for the friend/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AdminReferralsPage: referrals', () => {
  it('rejects a pending referral only after confirmation, with the note', async () => {
    const calls = stubFetch([{ status: 200, body: { ...PENDING, status: 'rejected', reason: 'operator', settledAt: NOW } }]);
    renderPage(<AdminReferralsPage {...props()} />);
    const reject = screen.getByRole('button', { name: 'Reject the referral of ben@example.com' });
    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Reject this referral?' });
    expect(dialog).toHaveTextContent('Neither ben@example.com nor the inviter ana@example.com will get a bonus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(reject);
    const again = await screen.findByRole('dialog', { name: 'Reject this referral?' });
    fireEvent.change(within(again).getByRole('textbox', { name: /Note/ }), { target: { value: '  Same household, same card  ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Reject referral' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/api/admin/referrals/7/reject', method: 'POST', body: { note: 'Same household, same card' } });
    expect(await screen.findByTestId('admin-referrals-list-notice')).toHaveTextContent('Referral of ben@example.com rejected.');
    const row = screen.getByTestId('admin-referral-7');
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('Rejected by an operator');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('admin-referrals-pending')).toHaveTextContent('0');
  });

  it('shows the refusal when the referral was settled in the meantime', async () => {
    stubFetch([{ status: 409, body: { code: 'CONFLICT', message: 'The referral is rewarded already' } }]);
    renderPage(<AdminReferralsPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject the referral of ben@example.com' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject referral' }));
    expect(await screen.findByTestId('admin-referrals-list-notice')).toHaveTextContent('This was changed in the meantime. Reload the page.');
    expect(screen.getByTestId('admin-referral-7')).toHaveTextContent('Pending');
  });

  it('settles now and shows what the pass did', async () => {
    const calls = stubFetch([{ status: 200, body: { rewarded: 2, paid: 1, ended: 3 } }]);
    renderPage(<AdminReferralsPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settle now' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: REFERRAL_ENDPOINTS.adminSettle.path, method: 'POST' });
    expect(await screen.findByTestId('admin-referrals-list-notice')).toHaveTextContent(
      'Settled: 2 referrals rewarded, 1 promo bonuses paid, 3 ended without a bonus.',
    );
  });

  it('says when settling failed to get through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage(<AdminReferralsPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settle now' }));
    expect(await screen.findByTestId('admin-referrals-list-notice')).toHaveTextContent('No connection. Try again.');
  });
});

describe('AdminReferralsPage: promo codes', () => {
  const fill = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

  it('creates a code with its window read as Vilnius time, and lists it', async () => {
    const created = { ...ACTIVE_CODE, id: 9, code: 'SUMMER26', bonus: '15.00', minInvestment: '0.00', maxUses: 50, uses: 0, paid: 0, advertised: true };
    const calls = stubFetch([{ status: 201, body: created }]);
    renderPage(<AdminReferralsPage {...props()} />);
    const form = screen.getByTestId('admin-referrals-promo-form');
    fill(form, /^Code/, 'summer-26');
    fill(form, /^Bonus/, '15');
    fill(form, /^Minimum investment/, '0');
    fill(form, /^Days to meet/, '14');
    fill(form, /^Starts/, '2026-05-01T12:00');
    fill(form, /^Ends/, '2026-06-01T00:00');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Unlimited uses' }));
    fill(form, /^Maximum uses/, '50');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Show as the promo bonus alert/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: REFERRAL_ENDPOINTS.adminCreatePromoCode.path,
      method: 'POST',
      body: {
        code: 'summer-26',
        bonus: '15.00',
        minInvestment: '0.00',
        withinDays: 14,
        startsAt: '2026-05-01T09:00:00.000Z',
        endsAt: '2026-05-31T21:00:00.000Z',
        maxUses: 50,
        advertised: true,
      },
    });
    expect(await screen.findByTestId('admin-referrals-promo-notice')).toHaveTextContent('Promo code SUMMER26 created.');
    expect(screen.getByTestId('admin-promo-9')).toHaveTextContent('SUMMER26');
    // The form starts again empty.
    expect(within(screen.getByTestId('admin-referrals-promo-form')).getByLabelText(/^Code/)).toHaveValue('');
  });

  it('checks the form before sending and shows the server’s field errors (a taken code, an end before the start)', async () => {
    const calls = stubFetch([{ status: 409, body: { code: 'CONFLICT', message: 'exists', fieldErrors: { code: ['taken'], endsAt: ['after_start'] } } }]);
    renderPage(<AdminReferralsPage {...props()} />);
    const form = screen.getByTestId('admin-referrals-promo-form');
    fill(form, /^Code/, 'ab');
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText('Enter 4 to 32 letters or digits (spaces and dashes allowed).')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount from 0.01 to 1,000 euros.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Code/)).toHaveFocus();
    fill(form, /^Starts/, '2026-05-02T00:00');
    fill(form, /^Ends/, '2026-05-01T00:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText('The end must be after the start.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fill(form, /^Code/, 'SPRING26');
    fill(form, /^Bonus/, '10');
    fill(form, /^Minimum investment/, '100');
    fill(form, /^Ends/, '2026-06-01T00:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(form).findByText('A promo code with this code exists already.')).toBeInTheDocument();
    expect(within(form).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-referrals-promo-notice')).toHaveTextContent('This was changed in the meantime');
  });

  it('disables a code only after confirmation', async () => {
    const calls = stubFetch([{ status: 200, body: { ...ACTIVE_CODE, disabledAt: NOW } }]);
    renderPage(<AdminReferralsPage {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Disable promo code SPRING26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this promo code?' });
    expect(dialog).toHaveTextContent('No one will be able to enter SPRING26 any more.');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable code' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/api/admin/promo-codes/2/disable', method: 'POST', body: null });
    expect(await screen.findByTestId('admin-referrals-promo-notice')).toHaveTextContent('Promo code SPRING26 disabled.');
    const row = screen.getByTestId('admin-promo-2');
    expect(row).toHaveTextContent('Disabled');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
