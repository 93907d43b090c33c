/**
 * Issue 15, "done means": an investor with activity (backer1: demo loans repaying) sells part of a
 * holding on the market; the sale's fee comes back as a numbered invoice on /account/invoices,
 * whose PDF reads back with the same code and total as the fee in the transactions. On
 * /account/reports the annual income report is made by a job (progress, then a download) and its
 * figures match the transactions (interest) and the sale (the fee); the statement downloads as
 * PDF, CSV and XLSX and its closing is the wallet's. Every page visited is scanned by axe.
 */
import {
  calendarDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  type Statement,
  type TaxReport,
  type TransactionsResponse,
  type UserInvestmentsResponse,
  type UserInvoices,
} from '@platform/contract';
import { urlOf } from '@platform/contract/endpoint';
import {
  INVESTING_ENDPOINTS,
  INVOICES_ENDPOINTS,
  MARKET_ENDPOINTS,
  PAYMENTS_ENDPOINTS,
  REPORTS_ENDPOINTS,
  TRANSACTIONS_ENDPOINTS,
} from '@platform/contract/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../apps/server/src/modules/documents/pdf-text';
import { MOBILE, waitForHydration } from './support/browser';
import { t } from './support/demo';
import { logIn } from './support/session';
import { poll, useSuite } from './support/suite';

const suite = useSuite();
const SELLER = 'backer1@demo.invest';
const BUYER = 'investor2@demo.invest';
const euros = (wire: string) => formatMoney(fromWire(wire), LOCALE_ISO.en);

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (target) => {
    const res = await fetch(target);
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
    return (await res.json()) as T;
  }, url);
}

async function apiPost<T>(page: Page, url: string, body: unknown, key?: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, body, key }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key;
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as T };
    },
    { url, body, key },
  );
}

async function download(page: Page, url: string): Promise<{ status: number; bytes: Buffer; text: string }> {
  const file = await page.evaluate(async (target) => {
    const res = await fetch(target);
    return { status: res.status, bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, url);
  const bytes = Buffer.from(file.bytes);
  return { status: file.status, bytes, text: bytes.toString('utf8') };
}

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('documents, reports and invoices', () => {
  it('a sale’s fee becomes an invoice; the income report and the statement match the transactions', async () => {
    // The sale: 100.00 of a running holding at par, bought in full by another investor.
    const buyer = await suite.open();
    await logIn(buyer.page, BUYER);
    const { page } = await suite.open({ viewport: MOBILE });
    await logIn(page, SELLER);
    const holdings = await apiGet<UserInvestmentsResponse>(page, urlOf(INVESTING_ENDPOINTS.userInvestments, {}));
    const holding = holdings.investments.find((i) => i.status === 'active' && i.projectStatus === 'ACTIVE' && fromWire(i.outstanding) >= 50_000)!;
    expect(holding).toBeDefined();
    const sold = await apiPost<{ recordId: number }>(page, MARKET_ENDPOINTS.sell.path, { investmentId: holding.id, amount: '100.00', premiumPercent: 0 });
    expect(sold.status).toBe(201);
    const bought = await apiPost<{ tradeId: number; price: string }>(
      buyer.page,
      MARKET_ENDPOINTS.buy.path,
      { recordId: sold.body.recordId, amount: '100.00' },
      `e2e-buy-${Date.now()}`,
    );
    expect(bought.status).toBe(201);

    const today = calendarDate(new Date());
    const from = `${today.slice(0, 4)}-01-01`;
    const fees = await apiGet<TransactionsResponse>(page, urlOf(TRANSACTIONS_ENDPOINTS.list, { query: { type: 'fee', dateFrom: today, dateTo: today } }));
    expect(fees.items).toHaveLength(1);
    const fee = fees.items[0]!.amount.replace(/^-/, '');
    expect(fee).toBe('1.00');

    // The invoice, on the seller's invoices page at 375 px (cards), issued right after the trade.
    await page.goto('/account/invoices');
    await waitForHydration(page, '[data-testid="invoices-cards"], [data-testid="invoices-empty"]');
    await poll(async () => {
      await page.reload();
      await waitForHydration(page);
      return page.getByTestId('invoice-card').count();
    }).toBe(1);
    const invoices = await apiGet<UserInvoices>(page, urlOf(INVOICES_ENDPOINTS.list, {}));
    const invoice = invoices.invoices[0]!;
    expect(invoice).toMatchObject({ kind: 'invoice', total: fee, status: 'issued' });
    expect(await page.getByTestId('invoice-card').textContent()).toContain(invoice.code);
    const pdfLink = page.getByRole('link', { name: t('en', 'invoices.download_pdf_label').replace('{{code}}', invoice.code) }).first();
    const pdf = await download(page, (await pdfLink.getAttribute('href'))!);
    expect(pdf.status).toBe(200);
    const pdfText = (await pdfPages(pdf.bytes)).flat().join('\n');
    expect(pdfText).toContain(invoice.code);
    expect(pdfText).toContain(euros(fee));

    // The annual income report through a job: progress, then a file whose figures are the transactions'.
    await page.goto('/account/reports');
    await waitForHydration(page, '[data-testid="tax-generator"]');
    const generator = page.getByTestId('tax-generator');
    await generator.getByText('CSV', { exact: true }).click();
    await page.getByTestId('tax-generate').click();
    await poll(() => page.getByTestId('tax-download').isVisible()).toBe(true);
    const taxCsv = await download(page, (await page.getByTestId('tax-download').getAttribute('href'))!);
    expect(taxCsv.status).toBe(200);
    const total = csvRows(taxCsv.text).at(-1)!.split(',');
    const year = Number(today.slice(0, 4));
    const tax = await apiGet<TaxReport>(page, urlOf(REPORTS_ENDPOINTS.tax, { query: { year: String(year) } }));
    // Columns: country, interest, late interest, interest in sales, interest income, bonuses, gains, losses, write-offs, fees.
    expect(total.slice(1)).toEqual([
      tax.total.interest,
      tax.total.lateInterest,
      tax.total.interestInSales,
      tax.total.interestIncome,
      tax.total.bonuses,
      tax.total.marketGains,
      tax.total.marketLosses,
      tax.total.writeOffs,
      tax.total.fees,
    ]);
    const interest = await apiGet<TransactionsResponse>(
      page,
      urlOf(TRANSACTIONS_ENDPOINTS.list, { query: { type: 'interest', dateFrom: from, dateTo: today, pageSize: 500 } }),
    );
    expect(interest.items.reduce((sum, item) => sum + fromWire(item.amount), 0)).toBe(fromWire(tax.total.interest));
    expect(fromWire(tax.total.interest)).toBeGreaterThan(0);
    // The sale at par: no gain, and its fee is the sale's loss, the same cents as the invoice.
    expect(fromWire(tax.reconciliation.saleFees)).toBeGreaterThanOrEqual(fromWire(fee));
    expect(tax.reconciliation.sales).toBeGreaterThanOrEqual(1);

    // The statement of the year: PDF, CSV and XLSX; its closing is the wallet's posted balance.
    await page.goto(`/account/reports?from=${from}&to=${today}`);
    await waitForHydration(page, '[data-testid="statement-summary"]');
    const statement = await apiGet<Statement>(page, urlOf(REPORTS_ENDPOINTS.statement, { query: { from, to: today } }));
    const wallet = await apiGet<{ balance: string }>(page, urlOf(PAYMENTS_ENDPOINTS.wallet, {}));
    expect(fromWire(statement.closing)).toBe(fromWire(wallet.balance));
    expect(statement.lines.some((line) => line.type === 'fee' && line.amount === `-${fee}`)).toBe(true);
    for (const format of ['pdf', 'csv', 'xlsx'] as const) {
      const file = await download(page, (await page.getByTestId(`statement-download-${format}`).getAttribute('href'))!);
      expect(file.status).toBe(200);
      if (format === 'pdf') expect((await pdfPages(file.bytes)).flat().join('\n')).toContain(euros(statement.closing));
      if (format === 'csv') expect(csvRows(file.text).at(-1)!.endsWith(`,${statement.closing}`)).toBe(true);
      if (format === 'xlsx') expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
