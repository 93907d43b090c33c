/**
 * Reports (issue 15, first slice): investor2 (demo activity) opens /account/reports for this year,
 * sees the statement reconcile (opening + in − out = closing = the wallet's posted balance), and
 * downloads it as PDF, CSV and XLSX from the page; the CSV's closing row carries the same amount.
 * Every page visited is scanned by axe (support/suite).
 */
import { calendarDate, formatMoney, fromWire, LOCALE_ISO, type Statement } from '@platform/contract';
import { PAYMENTS_ENDPOINTS, REPORTS_ENDPOINTS } from '@platform/contract/endpoints';
import { urlOf } from '@platform/contract/endpoint';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from './support/browser';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (target) => {
    const res = await fetch(target);
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
    return (await res.json()) as T;
  }, url);
}

async function download(page: Page, url: string): Promise<{ status: number; type: string | null; head: string; text: string }> {
  return page.evaluate(async (target) => {
    const res = await fetch(target);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 4)),
      text: new TextDecoder().decode(bytes),
    };
  }, url);
}

describe('reports', () => {
  it('the statement of this year reconciles to the wallet and downloads as PDF, CSV and XLSX', async () => {
    const { page } = await suite.open();
    await logIn(page, 'investor2@demo.invest');
    const today = calendarDate(new Date());
    const from = `${today.slice(0, 4)}-01-01`;
    await page.goto(`/account/reports?from=${from}&to=${today}`);
    await waitForHydration(page, '[data-testid="statement-summary"]');

    const statement = await apiGet<Statement>(page, urlOf(REPORTS_ENDPOINTS.statement, { query: { from, to: today } }));
    const wallet = await apiGet<{ balance: string }>(page, urlOf(PAYMENTS_ENDPOINTS.wallet, {}));
    expect(fromWire(statement.closing)).toBe(fromWire(wallet.balance));
    expect(fromWire(statement.opening) + fromWire(statement.totalIn) - fromWire(statement.totalOut)).toBe(fromWire(statement.closing));
    const money = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);
    expect(await page.getByTestId('statement-closing-value').textContent()).toBe(money(statement.closing));
    expect(await page.getByTestId('statement-check').isVisible()).toBe(true);

    for (const format of ['pdf', 'csv', 'xlsx'] as const) {
      const href = await page.getByTestId(`statement-download-${format}`).getAttribute('href');
      expect(href).toContain(`from=${from}`);
      const file = await download(page, href!);
      expect(file.status).toBe(200);
      if (format === 'pdf') expect(file.head).toBe('%PDF');
      if (format === 'xlsx') expect(file.head.slice(0, 2)).toBe('PK');
      if (format === 'csv') expect(file.text.trim().split('\r\n').at(-1)!.endsWith(`,${statement.closing}`)).toBe(true);
    }
    // The page's own download: a busy state, then done.
    await page.getByTestId('statement-download-csv').click();
    await poll(() => page.getByTestId('statement-download-done').isVisible()).toBe(true);
  });
});
