import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { EMPTY_MARKET_FILTER, readMarketFilter } from './market-query';
import { MarketPage, type MarketPageProps } from './market-page';
import { list, record } from './test-fixtures';

const en = TRANSLATIONS.en;
const lt = TRANSLATIONS.lt;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const plain = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const props = (over: Partial<MarketPageProps> = {}): MarketPageProps => ({
  locale: 'en',
  filter: EMPTY_MARKET_FILTER,
  invalid: false,
  list: list([
    record(),
    record({
      id: 8,
      projectTitle: 'Bakery',
      projectSlug: 'bakery',
      projectStatus: 'DELAYED',
      premiumPercent: '2.50',
      yieldToMaturity: null,
      nextPaymentDate: null,
    }),
  ]),
  page: 1,
  countries: [{ value: 'LT', label: 'Lithuania' }],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('MarketPage', () => {
  it('lists the offers in a table and as cards, with money, discount, yield and the loan state', () => {
    renderPage(<MarketPage {...props()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en['market.title']);
    expect(screen.getByTestId('market-count')).toHaveTextContent(fill(en['market.count'], { count: '2' }));
    const rows = within(screen.getByTestId('market-table')).getAllByTestId('market-row');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'Solar park' })).toHaveAttribute('href', '/project/solar-park');
    expect(within(first).getByTestId('market-principal')).toHaveTextContent('€500.00');
    expect(within(first).getByTestId('market-price')).toHaveTextContent('€478.20');
    expect(within(first).getByTestId('market-premium')).toHaveTextContent(fill(en['market.premium.discount'], { percent: '5.00%' }));
    expect(within(first).getByTestId('market-ytm')).toHaveTextContent('16.25%');
    expect(first).toHaveTextContent('€3.20');
    expect(first).toHaveTextContent(fill(en['market.months'], { months: '14' }));
    expect(first).toHaveTextContent('15 Apr 2026');
    expect(within(first).getByTestId('market-loan-status')).toHaveTextContent(en['market.status.ACTIVE']);
    const second = rows[1]!;
    expect(within(second).getByTestId('market-premium')).toHaveTextContent(fill(en['market.premium.premium'], { percent: '2.50%' }));
    expect(within(second).getByTestId('market-ytm')).toHaveTextContent(en['market.none']);
    const delayed = within(second).getByTestId('market-loan-status');
    expect(delayed).toHaveTextContent(en['market.status.DELAYED']);
    expect(delayed).toHaveAttribute('data-status', 'DELAYED');
    // The buy button opens the dialog through the URL, so the link can be shared.
    const open = within(first).getByTestId('market-open');
    expect(open).toHaveAttribute('href', '/?record=7');
    expect(open.textContent).toBe(`${en['market.buy']} – ${fill(en['market.open_label'], { id: '7', project: 'Solar park' })}`);
    expect(within(screen.getByTestId('market-cards')).getAllByTestId('market-card')).toHaveLength(2);
  });

  it('says so when there are no offers, and when no offer matches the filters', () => {
    const first = renderPage(<MarketPage {...props({ list: list([]) })} />);
    expect(screen.getByTestId('market-empty')).toHaveTextContent(en['market.empty']);
    expect(screen.queryByTestId('market-table')).toBeNull();
    first.unmount();
    renderPage(<MarketPage {...props({ list: list([]), filter: { ...EMPTY_MARKET_FILTER, loanStatus: 'DELAYED' } })} />);
    expect(screen.getByTestId('market-empty')).toHaveTextContent(en['market.empty_filtered']);
  });

  it('offers a retry when the list could not be loaded', () => {
    renderPage(<MarketPage {...props({ list: null, locale: 'lt', filter: { ...EMPTY_MARKET_FILTER, sort: 'interest' } })} />, { locale: 'lt' });
    const alert = screen.getByTestId('market-error');
    expect(alert).toHaveTextContent(lt['market.error']);
    expect(within(alert).getByRole('link', { name: lt['market.retry'] })).toHaveAttribute('href', '/lt/antrine-rinka?sort=interest');
  });

  it('paginates 25 to a page and keeps the filters on the page links', () => {
    const records = Array.from({ length: 25 }, (_, k) => record({ id: k + 1 }));
    renderPage(<MarketPage {...props({ list: list(records, { total: 60, page: 2 }), page: 2, filter: { ...EMPTY_MARKET_FILTER, sort: 'principal' } })} />);
    const nav = screen.getByRole('navigation', { name: en['pagination.label'] });
    expect(within(nav).getByRole('link', { name: fill(en['pagination.page']!, { page: '3' }) })).toHaveAttribute('href', '/secondary-market/3?sort=principal');
    expect(within(nav).getByRole('link', { name: fill(en['pagination.page']!, { page: '1' }) })).toHaveAttribute('href', '/secondary-market?sort=principal');
  });

  it('is a GET form without JavaScript, and with it goes to the canonical address of the filters', async () => {
    const { router } = renderPage(<MarketPage {...props()} />);
    const form = screen.getByTestId('market-filters');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/secondary-market');
    fireEvent.change(screen.getByLabelText(en['market.filter.loan_type']), { target: { value: 'greenLoan' } });
    fireEvent.change(screen.getByLabelText(en['market.filter.country']), { target: { value: 'LT' } });
    fireEvent.change(screen.getByLabelText(en['market.filter.loan_status']), { target: { value: 'DELAYED' } });
    fireEvent.change(screen.getByLabelText(en['market.filter.sort']), { target: { value: 'discount' } });
    await userEvent.type(screen.getByLabelText(en['market.filter.interest_min']), '9');
    await userEvent.type(screen.getByLabelText(en['market.filter.discount_min']), '-2');
    await userEvent.type(screen.getByLabelText(en['market.filter.remaining_max']), '24');
    await userEvent.click(screen.getByLabelText('B+'));
    await userEvent.click(screen.getByLabelText('A'));
    // Not valid: left out of the address.
    await userEvent.type(screen.getByLabelText(en['market.filter.interest_max']), 'lots');
    await userEvent.click(screen.getByRole('button', { name: en['market.filter.apply'] }));
    expect(router.state.location.pathname).toBe('/secondary-market');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      loanType: 'greenLoan',
      country: 'LT',
      riskGroups: 'A,B+',
      minInterest: '9',
      maxRemainingMonths: '24',
      minDiscount: '-2',
      loanStatus: 'DELAYED',
      sort: 'discount',
    });
    expect(readMarketFilter(search).invalid).toEqual([]);
  });

  it('shows the filters of the address and offers to clear them; says when some were ignored', () => {
    const filter = { ...EMPTY_MARKET_FILTER, minInterest: '8', riskGroups: ['C'] };
    renderPage(<MarketPage {...props({ filter, invalid: true })} />);
    expect(screen.getByLabelText(en['market.filter.interest_min'])).toHaveValue('8');
    expect(screen.getByLabelText('C')).toBeChecked();
    expect(screen.getByRole('link', { name: en['market.filter.reset'] })).toHaveAttribute('href', '/secondary-market');
    expect(screen.getByTestId('market-filter-ignored')).toHaveTextContent(en['market.filter.ignored']);
    // Every field has a label (axe: no unlabelled input).
    for (const input of screen.getByTestId('market-filters').querySelectorAll('input, select')) expect(input).toHaveAccessibleName();
  });

  it('marks the list busy while a navigation loads', () => {
    renderPage(<MarketPage {...props()} isLoading />);
    expect(screen.getByTestId('market-results')).toHaveAttribute('aria-busy', 'true');
    expect(plain(screen.getByTestId('market-results'))).toContain('€500.00');
  });
});
