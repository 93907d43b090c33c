/**
 * Account home and portfolio (issue 12): a demo backer (the seeded demo loans' investments are
 * theirs; investor@demo.invest holds none) opens /account, goes on to the portfolio, switches loan type and country (kept in the URL), picks a custom profit period and
 * sees the profit, and sees the charts; a localized path renders; a phone does not scroll sideways;
 * the selection is server-rendered, so it works without JavaScript; an investor without
 * investments is invited to browse projects.
 */
import { formatMoney, fromWire, LOCALE_ISO, type PortfolioResponse, type ProfitResponse } from '@platform/contract';
import { PORTFOLIO_ENDPOINTS } from '@platform/contract/endpoints';
import { urlOf } from '@platform/contract/endpoint';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profitRange } from '../apps/web/app/features/portfolio/profit-range';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

/** Holds investments in the seeded demo loans, some repaid (apps/server/src/seed/seed-demo-loans.ts). */
const BACKER = 'backer1@demo.invest';

const euros = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (target) => (await (await fetch(target)).json()) as T, url);
}

const portfolioOf = (page: Page, country: string, loanType: 'all' | 'default' | 'greenLoan') =>
  apiGet<PortfolioResponse>(page, urlOf(PORTFOLIO_ENDPOINTS.portfolio, { params: { country }, query: { loanType } }));

describe('account home and portfolio', () => {
  it('an investor sees the dashboard, then filters the portfolio, picks a custom profit period and sees the charts', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, BACKER);

    // The account home: balance, the portfolio's figures, next payments, notifications.
    await page.goto('/account');
    await waitForHydration(page, '[data-testid="home-portfolio-link"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'portfolio.home.title'));
    const all = await portfolioOf(page, 'all', 'all');
    expect(all.counts.investments).toBeGreaterThan(0);
    expect(await page.getByTestId('home-invested-value').textContent()).toBe(euros(all.totals.invested));
    expect(await page.getByTestId('home-outstanding-value').textContent()).toBe(euros(all.totals.outstandingPrincipal));
    expect(await page.getByTestId('home-balance-amount').isVisible()).toBe(true);
    expect(await page.getByTestId('next-payment').count()).toBe(all.nextPayments.length);
    expect(await page.getByTestId('home-notifications').isVisible()).toBe(true);
    expect(await page.getByTestId('home-onboarding-complete').isVisible()).toBe(true);

    // On to the portfolio through the dashboard's link (a client navigation).
    await page.getByTestId('home-portfolio-link').click();
    await page.waitForURL((url) => url.pathname === '/account/portfolio');
    await waitForHydration(page, '[data-testid="loan-type-greenLoan"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'portfolio.title'));
    expect(await page.getByTestId('total-invested-value').textContent()).toBe(euros(all.totals.invested));
    expect(await page.getByTestId('total-received-principal-value').textContent()).toBe(euros(all.totals.receivedPrincipal));

    // The charts: recharts' SVGs once mounted, each inside a named image.
    await poll(() => page.locator('[data-testid="buckets-chart"] svg.recharts-surface').count()).toBeGreaterThan(0);
    await poll(() => page.locator('[data-testid="ratings-chart"] svg.recharts-surface').count()).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: t('en', 'portfolio.buckets.chart') }).isVisible()).toBe(true);
    expect(await page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(4);

    // Loan type: a link, the URL keeps it, the figures follow.
    await page.getByTestId('loan-type-greenLoan').click();
    await page.waitForURL((url) => url.searchParams.get('loanType') === 'greenLoan');
    await poll(() => page.getByTestId('loan-type-greenLoan').getAttribute('aria-current')).toBe('true');
    const green = await portfolioOf(page, 'all', 'greenLoan');
    if (green.counts.investments > 0) await poll(() => page.getByTestId('total-invested-value').textContent()).toBe(euros(green.totals.invested));
    else await poll(() => page.getByTestId('portfolio-empty').isVisible()).toBe(true);

    // Country: the select of the reference countries, applied through the form; the loan type stays.
    const country = all.countries[0]!.country;
    await page.getByTestId('loan-type-all').click();
    await page.waitForURL((url) => !url.searchParams.has('loanType'));
    await waitForHydration(page, '[data-testid="country-apply"]');
    await page.getByLabel(t('en', 'portfolio.filter.country'), { exact: true }).selectOption(country);
    await page.getByTestId('country-apply').click();
    await page.waitForURL((url) => url.searchParams.get('country') === country);
    const inCountry = await portfolioOf(page, country, 'all');
    await poll(() => page.getByTestId('total-invested-value').textContent()).toBe(euros(inCountry.totals.invested));

    // Profit of a custom period: asked for only once both dates are set, then shown.
    const profitCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/get/user-profit-info/')) profitCalls.push(request.url());
    });
    await page.getByTestId('profit-period').getByText(t('en', 'portfolio.profit.period.custom'), { exact: true }).click();
    expect(await page.getByRole('radio', { name: t('en', 'portfolio.profit.period.custom') }).isChecked()).toBe(true);
    await poll(() => page.getByTestId('profit-pick-dates').isVisible()).toBe(true);
    await page.getByTestId('profit-panel').getByLabel(t('en', 'portfolio.profit.from'), { exact: true }).fill('2024-01-01');
    expect(profitCalls).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByTestId('profit-panel').getByLabel(t('en', 'portfolio.profit.to'), { exact: true }).fill(today);
    await poll(() => page.locator('[data-testid="profit-result"][data-period="custom"]').count()).toBe(1);
    expect(profitCalls).toHaveLength(1);
    const range = profitRange('2024-01-01', today);
    if (range.kind !== 'ok') throw new Error(`not a range: ${range.kind}`);
    const { fromTimestamp, toTimestamp } = range;
    expect(profitCalls[0]).toContain(`fromTimestamp=${fromTimestamp}&toTimestamp=${toTimestamp}`);
    const custom = await apiGet<ProfitResponse>(
      page,
      urlOf(PORTFOLIO_ENDPOINTS.profit, { params: { period: 'custom' }, query: { loanType: 'all', fromTimestamp, toTimestamp } }),
    );
    expect(await page.getByTestId('profit-net-value').textContent()).toBe(euros(custom.netProfit));

    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('renders the localized paths, and on a phone the portfolio does not scroll sideways', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, BACKER);
    await page.goto('/lt/paskyra/portfelis');
    await waitForHydration(page, '[data-testid="loan-type-greenLoan"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('lt', 'portfolio.title'));
    expect(await page.getByTestId('loan-type-greenLoan').textContent()).toBe(t('lt', 'portfolio.loan_type.greenLoan'));
    await poll(() => page.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto('/lt/paskyra');
    await waitForHydration(page, '[data-testid="home-portfolio-link"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('lt', 'portfolio.home.title'));
    expect(await page.getByTestId('home-portfolio-link').getAttribute('href')).toBe('/lt/paskyra/portfelis');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('renders the selection on the server: without JavaScript the loan type and country come from the URL', async () => {
    const signedIn = await suite.open();
    await logIn(signedIn.page, BACKER);
    const storageState = await signedIn.context.storageState();
    const all = await portfolioOf(signedIn.page, 'all', 'all');
    await signedIn.close();

    const country = all.countries[0]!.country;
    const { page, close } = await suite.open({ javaScriptEnabled: false, storageState });
    await page.goto(`/account/portfolio?loanType=default&country=${country}`);
    expect(await page.getByTestId('loan-type-default').getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('country-select').inputValue()).toBe(country);
    expect(await page.locator('[data-chart-ready="false"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('invites an investor without investments to browse projects', async () => {
    const { page, problems, close } = await suite.open();
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account');
    await waitForHydration(page, '[data-testid="home-browse-projects"]');
    expect(await page.getByTestId('home-balance-amount').isVisible()).toBe(true);
    await page.getByTestId('home-browse-projects').click();
    await page.waitForURL((url) => url.pathname === '/projects/1');
    await page.goto('/account/portfolio');
    await poll(() => page.getByTestId('portfolio-empty').isVisible()).toBe(true);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('shows a debtor the loans and an operator the back-office links on the account home', async () => {
    const debtor = await suite.open();
    await logIn(debtor.page, 'debtor@demo.invest');
    await debtor.page.goto('/account');
    await waitForHydration(debtor.page, '[data-testid="home-loans"] a');
    await poll(() => debtor.page.getByTestId('home-loan').count()).toBeGreaterThan(0);
    expect(await debtor.page.getByTestId('home-investments').count()).toBe(0);
    expect(problemsExcept(debtor.problems)).toEqual([]);
    await debtor.close();

    const operator = await suite.open();
    await logIn(operator.page, 'operator@demo.invest');
    await operator.page.goto('/account');
    await waitForHydration(operator.page, '[data-testid="home-back-office"] a');
    expect(await operator.page.getByTestId('home-back-office').getByRole('link').first().getAttribute('href')).toBe('/admin/users');
    expect(problemsExcept(operator.problems)).toEqual([]);
    await operator.close();
  });
});
