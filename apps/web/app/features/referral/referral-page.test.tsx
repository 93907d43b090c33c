import type { BonusRewardsResponse, Locale, PromoRedemption, ReferralsResponse } from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { ReferralPage, type ReferralPageProps } from './referral-page';
import { inviteUrlOf, type Part } from './referral.server';

const en = TRANSLATIONS.en;
const URL_EN = inviteUrlOf('https://invest.example', 'en', 'AB12CD34');

const PROGRAMME = { enabled: true, referrerBonus: '10.00', friendBonus: '10.00', minInvestment: '100.00', withinDays: 60 };

const OVERVIEW: ReferralsResponse = {
  code: 'AB12CD34',
  programme: PROGRAMME,
  invitedBy: null,
  friends: [
    { id: 12, ordinal: 2, registeredOn: '2026-11-20', verified: false, invested: false, status: 'pending', reason: null, bonus: null },
    { id: 11, ordinal: 1, registeredOn: '2026-10-02', verified: true, invested: true, status: 'rewarded', reason: null, bonus: '10.00' },
  ],
  totals: { invited: 2, verified: 1, rewarded: 1, earned: '10.00' },
};

const REWARDS: BonusRewardsResponse = {
  items: [
    { transferId: 8, kind: 'promo', amount: '2.00', paidAt: '2026-11-21T10:00:00.000Z', code: 'BONUS2' },
    { transferId: 7, kind: 'referrer', amount: '10.00', paidAt: '2026-10-05T10:00:00.000Z', code: null },
  ],
  total: '12.00',
};

const REDEMPTION: PromoRedemption = {
  id: 3,
  code: 'SPRING25',
  bonus: '25.00',
  minInvestment: '100.00',
  deadline: '2026-12-31T21:59:59.000Z',
  status: 'pending',
  reason: null,
  redeemedAt: '2026-12-01T10:00:00.000Z',
  settledAt: null,
};

const ok = <T,>(data: T): Part<T> => ({ kind: 'ok', data });

function renderReferral(over: Partial<ReferralPageProps> = {}, locale: Locale = 'en') {
  const props: ReferralPageProps = { locale, inviteUrl: URL_EN, overview: ok(OVERVIEW), rewards: ok(REWARDS), promoCodes: ok([REDEMPTION]), ...over };
  return renderPage(<ReferralPage {...props} />, { locale });
}

afterEach(() => vi.unstubAllGlobals());

describe('ReferralPage', () => {
  it('shows the invite link with the code, the terms, totals, friends without personal data, bonuses and promo codes', () => {
    renderReferral();
    expect(screen.getByRole('heading', { level: 1, name: en['referral.title'] })).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: en['referral.link.label'] });
    expect(link).toHaveValue('https://invest.example/register?ref=AB12CD34');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AB12CD34');
    expect(screen.getByTestId('referral-terms')).toHaveTextContent(
      'You receive €10.00 and your friend receives €10.00 once your friend has verified their identity and invested at least €100.00 within 60 days of registering.',
    );

    expect(screen.getByTestId('referral-total-invited')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-total-verified')).toHaveTextContent('1');
    expect(screen.getByTestId('referral-total-rewarded')).toHaveTextContent('1');
    expect(screen.getByTestId('referral-total-earned')).toHaveTextContent('€10.00');
    expect(screen.getByRole('progressbar', { name: 'Friends rewarded: 1 of 2' })).toHaveAttribute('aria-valuenow', '50');

    const rows = within(screen.getByTestId('friends-table')).getAllByTestId('friend-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Friend 2', 'Friend 1']);
    expect(rows[0]).toHaveTextContent('20 Nov 2026');
    expect(within(rows[0]!).getByTestId('friend-verified')).toHaveTextContent('No');
    expect(within(rows[0]!).getByTestId('friend-status')).toHaveTextContent(en['referral.status.pending']!);
    expect(within(rows[0]!).getByTestId('friend-bonus')).toHaveTextContent('–');
    expect(within(rows[1]!).getByTestId('friend-verified')).toHaveTextContent('✓Yes');
    expect(within(rows[1]!).getByTestId('friend-invested')).toHaveTextContent('✓Yes');
    expect(within(rows[1]!).getByTestId('friend-status')).toHaveTextContent(en['referral.status.rewarded']!);
    expect(within(rows[1]!).getByTestId('friend-bonus')).toHaveTextContent('€10.00');
    // Nothing that names the friend: no e-mail, no name.
    expect(screen.getByTestId('referral-friends').textContent).not.toMatch(/@/);

    const rewards = within(screen.getByTestId('rewards-table')).getAllByTestId('reward-row');
    expect(rewards[0]).toHaveTextContent(en['referral.rewards.kind.promo']!);
    expect(rewards[0]).toHaveTextContent('BONUS2');
    expect(rewards[0]).toHaveTextContent('+€2.00');
    expect(rewards[1]).toHaveTextContent(en['referral.rewards.kind.referrer']!);
    expect(screen.getByTestId('rewards-total')).toHaveTextContent('Total: €12.00');

    const promo = within(screen.getByTestId('promo-table')).getByTestId('promo-row');
    expect(promo).toHaveTextContent('SPRING25');
    expect(promo).toHaveTextContent(en['referral.promo.status.pending']!);
    expect(promo).toHaveTextContent('Verify your identity and invest at least €100.00');
    expect(promo).toHaveTextContent('31 Dec 2026');
    expect(screen.queryByTestId('referral-welcome')).toBeNull();
  });

  it('copies the link from the keyboard and announces it', async () => {
    const user = userEvent.setup();
    renderReferral();
    const button = screen.getByRole('button', { name: en['referral.link.copy'] });
    for (let k = 0; k < 15 && document.activeElement !== button; k += 1) await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(await within(screen.getByTestId('invite-copy-status')).findByText(en['referral.link.copied']!)).toBeInTheDocument();
    expect(screen.getByTestId('invite-copy-status')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe('https://invest.example/register?ref=AB12CD34');
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    renderReferral();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: en['referral.link.copy'] }));
    expect(await screen.findByText(en['referral.link.copy_failed']!)).toBeInTheDocument();
  });

  it('builds the link to the register page in the page language', () => {
    expect(inviteUrlOf('http://localhost:3000', 'lt', 'AB12CD34')).toBe('http://localhost:3000/lt/registracija?ref=AB12CD34');
    expect(inviteUrlOf('https://invest.example', 'bg', 'X')).toBe('https://invest.example/bg/registratsia?ref=X');
  });

  it('empty states: no friends, no bonuses, no promo codes', () => {
    renderReferral({
      overview: ok({ ...OVERVIEW, friends: [], totals: { invited: 0, verified: 0, rewarded: 0, earned: '0.00' } }),
      rewards: ok({ items: [], total: '0.00' }),
      promoCodes: ok([]),
    });
    expect(screen.getByTestId('friends-empty')).toHaveTextContent(en['referral.friends.empty']!);
    expect(screen.getByTestId('rewards-empty')).toHaveTextContent(en['referral.rewards.empty']!);
    expect(screen.getByTestId('promo-empty')).toHaveTextContent(en['referral.promo.empty']!);
    expect(screen.queryByTestId('friends-table')).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('error states: each part that failed says so with a retry, the rest stays', () => {
    renderReferral({ overview: { kind: 'error' }, inviteUrl: null, rewards: { kind: 'error' } });
    const error = screen.getByTestId('referral-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(en['referral.load_error']!);
    expect(within(error).getByRole('link', { name: en['referral.retry'] })).toHaveAttribute('href', '/referral');
    expect(screen.getByTestId('rewards-error')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-link')).toBeNull();
    // The promo codes loaded: the form and the list are there.
    expect(screen.getByTestId('promo-form')).toBeInTheDocument();
    expect(screen.getByTestId('promo-row')).toHaveTextContent('SPRING25');
  });

  it('says when the programme is paused', () => {
    renderReferral({ overview: ok({ ...OVERVIEW, programme: { ...PROGRAMME, enabled: false } }) });
    expect(screen.getByTestId('referral-paused')).toHaveTextContent(en['referral.terms.paused']!);
    expect(screen.queryByTestId('referral-terms')).toBeNull();
  });

  it('shows an invited user their welcome bonus: waiting with the deadline, then paid', () => {
    const view = renderReferral({
      overview: ok({ ...OVERVIEW, invitedBy: { status: 'pending', reason: null, bonus: null, deadline: '2027-01-19T10:00:00.000Z' } }),
    });
    expect(screen.getByTestId('referral-welcome')).toHaveTextContent(
      'You registered with a friend’s invite. Verify your identity and invest at least €100.00 by 19 Jan 2027 to receive €10.00.',
    );
    view.unmount();
    renderReferral({
      overview: ok({ ...OVERVIEW, invitedBy: { status: 'expired', reason: 'window_passed', bonus: null, deadline: '2027-01-19T10:00:00.000Z' } }),
    });
    expect(screen.getByTestId('referral-welcome')).toHaveTextContent('Your welcome bonus was not paid: the time to meet the conditions has passed.');
  });

  it('renders in Lithuanian with the Lithuanian register link', () => {
    renderReferral({ inviteUrl: inviteUrlOf('https://invest.example', 'lt', 'AB12CD34') }, 'lt');
    expect(screen.getByRole('heading', { level: 1, name: TRANSLATIONS.lt['referral.title'] })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: TRANSLATIONS.lt['referral.link.label'] })).toHaveValue('https://invest.example/lt/registracija?ref=AB12CD34');
    expect(screen.getAllByTestId('friend-row')[0]).toHaveTextContent('Draugas 2');
  });
});

describe('promo code form', () => {
  function stubAnswer(status: number, body: unknown) {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    return calls;
  }

  it('checks the code in the browser first', async () => {
    const calls = stubAnswer(201, REDEMPTION);
    const user = userEvent.setup();
    renderReferral({ promoCodes: ok([]) });
    await user.click(screen.getByRole('button', { name: en['referral.promo.submit'] }));
    expect(screen.getByRole('textbox', { name: en['referral.promo.field'] })).toHaveAccessibleDescription(en['referral.promo.required']!);
    await user.type(screen.getByRole('textbox', { name: en['referral.promo.field'] }), 'a!');
    await user.click(screen.getByRole('button', { name: en['referral.promo.submit'] }));
    expect(screen.getByRole('textbox', { name: en['referral.promo.field'] })).toHaveAccessibleDescription(en['referral.promo.format']!);
    expect(calls).toEqual([]);
  });

  it.each([
    ['unknown', 'This code does not exist.'],
    ['not_started', 'This code is not valid yet.'],
    ['ended', 'This code has expired.'],
    ['used_up', 'This code is used up.'],
    ['already_used', 'You entered this code already.'],
  ])('shows the server refusal %s under the field, translated', async (reason, text) => {
    const calls = stubAnswer(422, { code: 'PROMO_CODE_INVALID', message: 'This promo code cannot be used', fieldErrors: { code: [reason] } });
    const user = userEvent.setup();
    renderReferral();
    const field = screen.getByRole('textbox', { name: en['referral.promo.field'] });
    await user.type(field, 'spring-25');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(text);
    expect(calls).toEqual([{ url: REFERRAL_ENDPOINTS.enterPromoCode.path, body: { code: 'spring-25' } }]);
  });

  it('in Lithuanian too', async () => {
    stubAnswer(422, { code: 'PROMO_CODE_INVALID', message: 'x', fieldErrors: { code: ['ended'] } });
    const user = userEvent.setup();
    renderReferral({}, 'lt');
    const field = screen.getByRole('textbox', { name: TRANSLATIONS.lt['referral.promo.field'] });
    await user.type(field, 'OLD1');
    await user.click(screen.getByRole('button', { name: TRANSLATIONS.lt['referral.promo.submit'] }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(TRANSLATIONS.lt['promo.ended']!));
  });

  it('adds a code and says what it gives; a read-only session is told why it cannot', async () => {
    stubAnswer(201, { ...REDEMPTION, code: 'WELCOME2', bonus: '2.00', minInvestment: '0.00' });
    const user = userEvent.setup();
    const view = renderReferral();
    await user.type(screen.getByRole('textbox', { name: en['referral.promo.field'] }), 'welcome2');
    await user.click(screen.getByRole('button', { name: en['referral.promo.submit'] }));
    expect(await screen.findByTestId('promo-added')).toHaveTextContent('Code WELCOME2 added: €2.00 once its condition is met.');
    expect(screen.getByRole('textbox', { name: en['referral.promo.field'] })).toHaveValue('');
    view.unmount();

    stubAnswer(403, { code: 'READ_ONLY', message: 'Read-only' });
    renderReferral();
    await user.type(screen.getByRole('textbox', { name: en['referral.promo.field'] }), 'welcome2');
    await user.click(screen.getByRole('button', { name: en['referral.promo.submit'] }));
    expect(await screen.findByTestId('promo-error')).toHaveTextContent(en['referral.promo.read_only']!);
  });
});
