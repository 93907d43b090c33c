/**
 * Transactions: the demo investor sees the seeded money lines with a running balance, filters
 * them through the URL, and downloads the list as CSV; on a phone the lines are cards.
 */
import { readFile } from 'node:fs/promises';
import { TRANSACTIONS_API, type TransactionsResponse } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

async function apiList(page: import('playwright-core').Page, query = ''): Promise<TransactionsResponse> {
  return page.evaluate(async (url) => (await (await fetch(url)).json()) as TransactionsResponse, `${TRANSACTIONS_API.list}${query}`);
}

describe('transactions', () => {
  it('the investor sees the seeded lines, filters them and downloads a CSV', async () => {
    const { page, problems, close } = await suite.open({ acceptDownloads: true });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/transactions');
    await waitForHydration(page, '[data-testid="transactions-filters"] button[type="submit"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'transactions.title'));

    // What the ledger says, through the API, is what the table shows.
    const truth = await apiList(page);
    expect(truth.totalCount).toBeGreaterThan(0);
    expect(truth.items.some((i) => i.type === 'deposit' && i.status === 'posted')).toBe(true);
    const rows = page.getByTestId('transactions-table').getByTestId('transaction-row');
    await poll(() => rows.count()).toBe(Math.min(truth.totalCount, 100));
    const newestBalance = truth.items[0].balance;
    const shown = (await rows.first().getByTestId('transaction-balance').textContent()) ?? '';
    expect(shown.replace(/[^\d.]/g, '')).toBe(newestBalance.replace('-', ''));
    expect(await rows.first().getAttribute('data-type')).toBe(truth.items[0].type);

    // Filter by type through the form: the URL carries it and only deposits remain.
    await page.getByLabel(t('en', 'transactions.filter.type')).selectOption('deposit');
    await page.getByTestId('transactions-apply').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'deposit');
    const deposits = (await apiList(page, '?type=deposit')).totalCount;
    await poll(() => rows.count()).toBe(Math.min(deposits, 100));
    for (const type of await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))) expect(type).toBe('deposit');

    // A filter nothing matches shows the empty state; a wrong one the field error.
    await page.goto('/account/transactions?dateFrom=2099-01-01');
    await poll(() => page.getByTestId('transactions-empty').isVisible()).toBe(true);
    await page.goto('/account/transactions?amountMin=lots');
    await poll(() => page.getByTestId('transactions-invalid').isVisible()).toBe(true);
    expect(await page.getByText(t('en', 'transactions.filter.error.amount')).isVisible()).toBe(true);

    // Download: all deposit lines as CSV.
    await page.goto('/account/transactions?type=deposit');
    await waitForHydration(page, '[data-testid="transactions-export-csv"]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('transactions-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Reference,Wallet,Amount,Status,Balance');
    expect(lines).toHaveLength(deposits + 1);
    expect(lines[1]).toContain(`,${t('en', 'transactions.type.deposit')},`);
    await poll(() => page.getByTestId('transactions-export-done').isVisible()).toBe(true);

    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('on a phone the lines are cards and the page does not scroll sideways', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await logIn(page, 'investor@demo.invest');
    await page.goto('/account/transactions');
    await waitForHydration(page, '[data-testid="transactions-filters"] button[type="submit"]');
    await poll(() => page.getByTestId('transaction-card').first().isVisible()).toBe(true);
    expect(await page.getByTestId('transactions-table').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
