import { IDEMPOTENCY_HEADER } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../components/ui/test-utils';
import { renderPage } from '../auth/test-router';
import { EMPTY_MARKET_FILTER } from './market-query';
import { MarketPage } from './market-page';
import { QUOTE_DEBOUNCE_MS, RecordPanel } from './record-dialog';
import { detail, list, record } from './test-fixtures';

const en = TRANSLATIONS.en;
const lt = TRANSLATIONS.lt;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  init: RequestInit | undefined;
  signal: AbortSignal | undefined;
  answer: (response: Response) => void;
}

/** A fetch whose answers the test hands out one by one, remembering each call. */
function controlledFetch() {
  const calls: Call[] = [];
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) => new Promise<Response>((resolve) => calls.push({ url, init, signal: init?.signal ?? undefined, answer: resolve })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const amountField = () => screen.getByLabelText(new RegExp(`^${en['market.dialog.amount']}`));
const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

async function openPanel(answer = detail(), locale: 'en' | 'lt' = 'en') {
  const fetched = controlledFetch();
  const rendered = renderPage(<RecordPanel recordId={7} locale={locale} />, { locale });
  expect(screen.getByTestId('market-record-loading')).toBeInTheDocument();
  expect(fetched.calls[0]!.url).toBe('/api/get/secondary-market/get-record/7');
  await act(async () => fetched.calls[0]!.answer(json(answer)));
  await screen.findByTestId('market-record');
  return { ...fetched, ...rendered };
}

afterEach(() => vi.unstubAllGlobals());

describe('the record dialog', () => {
  it('opens from ?record=ID in the address, asks for the record and closes back to the list', async () => {
    const { calls } = controlledFetch();
    const i18n = createTestI18n('en');
    const router = createMemoryRouter(
      [
        {
          path: '/secondary-market/:page?',
          element: <MarketPage locale="en" filter={EMPTY_MARKET_FILTER} invalid={false} list={list([record()])} page={1} countries={[]} />,
        },
      ],
      { initialEntries: ['/secondary-market?sort=discount&record=7'] },
    );
    render(
      <TestProviders i18n={i18n}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: fill(en['market.dialog.title'], { project: 'Solar park' }) });
    expect(calls[0]!.url).toBe('/api/get/secondary-market/get-record/7');
    await act(async () => calls[0]!.answer(json(detail())));
    await within(dialog).findByTestId('market-record');
    await userEvent.click(within(dialog).getByRole('button', { name: en['market.dialog.close'] }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=discount'));
  });

  it('shows the bounds, the price breakdown with the seller’s fee, the yield, the schedule and the ECSP notes', async () => {
    await openPanel();
    expect(screen.getByTestId('market-min')).toHaveTextContent('€10.00');
    expect(screen.getByTestId('market-max')).toHaveTextContent('€500.00');
    expect(screen.getByTestId('market-available')).toHaveTextContent('€2,000.00');
    expect(amountField()).toHaveValue('€500.00');
    const breakdown = screen.getByTestId('market-breakdown');
    expect(within(breakdown).getByText(en['market.dialog.discount'])).toBeInTheDocument();
    expect(screen.getByTestId('market-breakdown-premium')).toHaveTextContent('-€25.00');
    expect(screen.getByTestId('market-breakdown-price')).toHaveTextContent('€478.20');
    expect(screen.getByTestId('market-breakdown-fee')).toHaveTextContent('€5.00');
    expect(screen.getByText(en['market.dialog.fee_note'])).toBeInTheDocument();
    expect(screen.getByTestId('market-ytm')).toHaveTextContent('16.25%');
    expect(within(screen.getByTestId('market-schedule')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('market-final')).toHaveTextContent(en['market.dialog.final']);
    expect(screen.queryByTestId('market-large-warning')).toBeNull();
    expect(screen.getByRole('button', { name: fill(en['market.dialog.submit'], { price: '€478.20' }) })).toBeEnabled();
  });

  it('asks for a new quote when the amount changes (after a pause), aborting the one in flight', async () => {
    const { calls } = await openPanel();
    fireEvent.change(amountField(), { target: { value: '100' } });
    expect(screen.getByTestId('market-updating')).toHaveTextContent(en['market.dialog.updating']);
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: QUOTE_DEBOUNCE_MS * 4 });
    expect(calls[1]!.url).toBe('/api/get/secondary-market/get-record/7?amount=100.00');
    const first = calls[1]!;

    // Typing on before the answer: one request per pause, and the new one aborts the old.
    fireEvent.change(amountField(), { target: { value: '20' } });
    fireEvent.change(amountField(), { target: { value: '200' } });
    await waitFor(() => expect(calls).toHaveLength(3), { timeout: QUOTE_DEBOUNCE_MS * 4 });
    expect(first.signal?.aborted).toBe(true);
    expect(calls[2]!.url).toBe('/api/get/secondary-market/get-record/7?amount=200.00');
    expect(calls[2]!.signal?.aborted).toBe(false);

    // The aborted request's late answer is not shown.
    await act(async () => first.answer(json(detail({ amount: '100.00', principal: '100.00', price: '95.64' }))));
    await wait(0);
    expect(screen.getByTestId('market-breakdown-price')).toHaveTextContent('€478.20');
    await act(async () => calls[2]!.answer(json(detail({ amount: '200.00', principal: '200.00', premium: '-10.00', price: '191.28', fee: '2.00' }))));
    await waitFor(() => expect(screen.getByTestId('market-breakdown-price')).toHaveTextContent('€191.28'));
    expect(screen.queryByTestId('market-updating')).toBeNull();
    expect(screen.getByRole('button', { name: fill(en['market.dialog.submit'], { price: '€191.28' }) })).toBeEnabled();
  });

  it('checks the amount before asking: below the minimum or leaving too little', async () => {
    const { calls } = await openPanel();
    fireEvent.change(amountField(), { target: { value: '5' } });
    expect(screen.getByText(fill(en['market.amount.below_minimum'], { amount: '€10.00' }))).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '495' } });
    expect(screen.getByText(fill(en['market.amount.leaves_too_little'], { amount: '€10.00' }))).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '600' } });
    expect(screen.getByText(fill(en['market.amount.above_listed'], { amount: '€500.00' }))).toBeInTheDocument();
    await wait(QUOTE_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('buys with an Idempotency-Key and links to the new investment', async () => {
    const onBought = vi.fn();
    const { calls } = controlledFetch();
    renderPage(<RecordPanel recordId={7} locale="en" onBought={onBought} />);
    await act(async () => calls[0]!.answer(json(detail())));
    await userEvent.click(await screen.findByRole('button', { name: fill(en['market.dialog.submit'], { price: '€478.20' }) }));
    const buy = calls[1]!;
    expect(buy.url).toBe('/api/set/secondary-market/buy');
    expect(buy.init?.method).toBe('POST');
    expect(JSON.parse(String(buy.init?.body))).toEqual({ recordId: 7, amount: '500.00' });
    const key = new Headers(buy.init?.headers).get(IDEMPOTENCY_HEADER);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    await act(async () => buy.answer(json({ tradeId: 3, investmentId: 91, principal: '500.00', price: '478.20', accruedInterest: '3.20' }, 201)));
    const success = await screen.findByTestId('market-success');
    expect(success).toHaveTextContent(fill(en['market.dialog.success'], { amount: '€500.00', price: '€478.20' }));
    expect(within(success).getByRole('link', { name: en['market.dialog.view_investment'] })).toHaveAttribute('href', '/account/investments/91');
    expect(onBought).toHaveBeenCalledTimes(1);
    // The offer is asked for again (what is left of it).
    expect(calls[2]!.url).toBe('/api/get/secondary-market/get-record/7');
  });

  it('shows a refusal translated by its code, and the next attempt gets a new key', async () => {
    const { calls } = await openPanel(detail(), 'lt');
    const submit = screen.getByRole('button', {
      name: (name) => name.replace(/[\u00a0\u202f]/g, ' ') === fill(lt['market.dialog.submit'], { price: '478,20 €' }),
    });
    await userEvent.click(submit);
    await act(async () => calls[1]!.answer(json({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough money' }, 409)));
    expect(await screen.findByTestId('market-buy-error')).toHaveTextContent(lt['market.error.INSUFFICIENT_FUNDS']);
    await userEvent.click(submit);
    const keys = [calls[1]!, calls[2]!].map((c) => new Headers(c.init?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys[0]).not.toBe(keys[1]);
    await act(async () => calls[2]!.answer(json({ code: 'SOMETHING_NEW', message: '?' }, 400)));
    await waitFor(() => expect(screen.getByTestId('market-buy-error')).toHaveTextContent(lt['market.error.generic']));
  });

  it('asks for the large-amount acknowledgement before buying, and sends it', async () => {
    const { calls } = await openPanel(detail({ largeAmountWarning: true }));
    const warning = screen.getByTestId('market-large-warning');
    expect(warning).toHaveTextContent(en['market.dialog.large_warning']);
    await userEvent.click(screen.getByRole('button', { name: fill(en['market.dialog.submit'], { price: '€478.20' }) }));
    expect(screen.getByTestId('market-buy-error')).toHaveTextContent(en['market.dialog.large_required']);
    expect(calls).toHaveLength(1);
    await userEvent.click(within(warning).getByRole('checkbox', { name: en['market.dialog.large_ack'] }));
    await userEvent.click(screen.getByRole('button', { name: fill(en['market.dialog.submit'], { price: '€478.20' }) }));
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ recordId: 7, amount: '500.00', acknowledgeLargeAmount: true });
  });

  it('shows why the viewer cannot buy instead of the buy button', async () => {
    const cases = [
      { blockedBy: 'login', text: en['market.blocked.login'], link: [en['market.blocked.login_link'], '/login'] },
      { blockedBy: 'own', text: en['market.blocked.own'] },
      { blockedBy: 'closed', text: en['market.blocked.closed'] },
      {
        blockedBy: 'QUESTIONNAIRE_REQUIRED',
        text: en['market.blocked.QUESTIONNAIRE_REQUIRED'],
        link: [en['market.blocked.questionnaire_link'], '/questionnaire'],
      },
      { blockedBy: 'READ_ONLY', text: en['market.blocked.READ_ONLY'] },
      { blockedBy: 'something_else', text: en['market.blocked.generic'] },
    ] as const;
    for (const c of cases) {
      const { unmount } = await openPanel(detail({ blockedBy: c.blockedBy }));
      const blocked = screen.getByTestId('market-blocked');
      expect(blocked, c.blockedBy).toHaveTextContent(c.text);
      if ('link' in c) expect(within(blocked).getByRole('link', { name: c.link[0] })).toHaveAttribute('href', c.link[1]);
      expect(screen.queryByRole('button', { name: /Buy for/ }), c.blockedBy).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('translates a pause for a loan state and shows an operator’s reason as it is', async () => {
    const first = await openPanel(detail({ blockedBy: 'paused' }, { pausedReason: 'status:DELAYED', projectStatus: 'DELAYED' }));
    expect(screen.getByTestId('market-blocked')).toHaveTextContent(fill(en['market.blocked.paused'], { reason: en['market.paused.DELAYED'] }));
    first.unmount();
    vi.unstubAllGlobals();
    const news = await openPanel(detail({ blockedBy: 'paused' }, { pausedReason: 'event:DEBTOR_UPDATE' }));
    expect(screen.getByTestId('market-blocked')).toHaveTextContent(fill(en['market.blocked.paused'], { reason: en['market.paused.DEBTOR_UPDATE'] }));
    news.unmount();
    vi.unstubAllGlobals();
    await openPanel(detail({ blockedBy: 'paused' }, { pausedReason: 'Court hearing on 3 May' }));
    expect(screen.getByTestId('market-blocked')).toHaveTextContent(fill(en['market.blocked.paused'], { reason: 'Court hearing on 3 May' }));
  });

  it('says so when the offer could not be loaded, with a retry', async () => {
    const { calls } = controlledFetch();
    renderPage(<RecordPanel recordId={7} locale="en" />);
    await act(async () => calls[0]!.answer(json({ code: 'INTERNAL', message: 'x' }, 500)));
    const alert = await screen.findByTestId('market-record-error');
    expect(alert).toHaveTextContent(en['market.dialog.error']);
    await userEvent.click(within(alert).getByRole('button', { name: en['market.retry'] }));
    expect(calls).toHaveLength(2);
  });
});
