import { calendarDate, cents, formatMoney, fromWire, LOCALE_ISO, LOCALES, type Statement } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { INVESTING_ENDPOINTS as I, REPORTS_ENDPOINTS as R } from '@platform/contract/endpoints';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { addDays, idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfPages } from '../documents/pdf-text';
import { walletBalance } from '../ledger/ledger.service';

/**
 * Issue 15, decision 0036: the account statement through its HTTP calls, on PGlite and (in the
 * DATABASE_URL pass) PostgreSQL. A deposits 2,000.00, invests 300.00 (held in its reflection
 * period) and 200.00 more; B deposits 50.00. The ledger rows are all of today (they cannot be
 * back-dated: transfers are immutable), so other days are checked by the rules' property tests.
 */

let t: TestApp;
let db: Db;
let a: TestUser;
let b: TestUser;
const today = calendarDate(new Date());
const query = (from: string, to: string, extra = '') => `?from=${from}&to=${to}${extra}`;
const euros = (amount: number) => formatMoney(cents(amount), LOCALE_ISO.en);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const fx = loanFixtures(t, { projectNumbersFrom: 96_000, ipBlock: 115, slugPrefix: 'reports' });
  a = await fx.makeInvestor('reports-a');
  b = await fx.makeInvestor('reports-b');
  await fx.deposit(a.id, 200_000);
  await fx.deposit(b.id, 5_000);
  const projectId = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1000, termMonths: 12, target: 1_000_000 });
  for (const amount of ['300.00', '200.00']) {
    const invested = await a.c.post(I.invest.path, { projectId, amount }, idempotencyKey());
    expect(invested.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('account statement', () => {
  it('reconciles to the ledger to the cent: opening + movements = closing = the posted balance; held money is shown apart', async () => {
    const res = await a.c.get(`${R.statement.path}${query(addDays(today, -30), today)}`);
    expect(res.statusCode).toBe(200);
    const s = res.json() as Statement;
    const wallet = await walletBalance(db, a.id);
    expect(fromWire(s.closing)).toBe(wallet.balance);
    expect(fromWire(s.heldAtClose)).toBe(wallet.reserved);
    expect(s).toMatchObject({ opening: '0.00', totalIn: '2000.00', totalOut: '0.00', closing: '2000.00', heldAtClose: '500.00' });
    const sum = s.lines.reduce((total, l) => total + fromWire(l.amount), 0);
    expect(fromWire(s.opening) + sum).toBe(fromWire(s.closing));
    expect(s.lines.map((l) => [l.type, l.amount, l.balance])).toEqual([['deposit', '2000.00', '2000.00']]);

    // A period that ended yesterday holds nothing of today; one that starts tomorrow opens with all of it.
    expect((await a.c.get(`${R.statement.path}${query(addDays(today, -30), addDays(today, -1))}`)).json()).toMatchObject({
      opening: '0.00',
      closing: '0.00',
      lines: [],
    });
    expect((await a.c.get(`${R.statement.path}${query(addDays(today, 1), addDays(today, 2))}`)).json()).toMatchObject({
      opening: '2000.00',
      closing: '2000.00',
      lines: [],
    });
  });

  it("is always the caller's own: B never sees A's money, a guest gets 401", async () => {
    const s = (await b.c.get(`${R.statement.path}${query(today, today)}`)).json() as Statement;
    expect(s).toMatchObject({ closing: '50.00', heldAtClose: '0.00' });
    expect(s.lines).toHaveLength(1);
    const guest = createSessionClient(t.app, { ip: '198.51.115.200' });
    for (const path of [R.statement.path, R.statementPdf.path, R.statementCsv.path, R.statementXlsx.path]) {
      expect((await guest.get(`${path}${query(today, today)}`)).statusCode).toBe(401);
    }
  });

  it('refuses bad periods with field errors', async () => {
    const backwards = await a.c.get(`${R.statement.path}${query(today, addDays(today, -1))}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { to: ['to_before_from'] } });
    const long = await a.c.get(`${R.statement.path}${query('2000-01-01', today)}`);
    expect(long.json().fieldErrors.from).toEqual(['period_too_long']);
    expect((await a.c.get(`${R.statementCsv.path}${query('2026-02-30', today)}`)).statusCode).toBe(400);
    expect((await a.c.get(`${R.statementPdf.path}?from=${today}`)).statusCode).toBe(400);
  });

  it('gives the same figures as CSV, XLSX and PDF', async () => {
    const period = query(addDays(today, -7), today, '&locale=en');
    const csv = await a.c.get(`${R.statementCsv.path}${period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`statement-${addDays(today, -7)}-${today}.csv`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[1]!.endsWith(',0.00')).toBe(true);
    expect(rows.at(-1)!.endsWith(',2000.00')).toBe(true);
    expect(rows).toHaveLength(4);

    const xlsx = await a.c.get(`${R.statementXlsx.path}${period}`);
    expect(xlsx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(xlsx.rawPayload);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<v>2000.00</v>');

    const pdf = await a.c.get(`${R.statementPdf.path}${period}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(euros(200_000));
    expect(text).toContain(euros(50_000));
  });

  it('renders the PDF in all six locales and reads its text back: title, figures in the locale, page numbers', async () => {
    for (const locale of LOCALES) {
      const pdf = await a.c.get(`${R.statementPdf.path}${query(today, today, `&locale=${locale}`)}`);
      expect(pdf.statusCode).toBe(200);
      const pages = await pdfPages(pdf.rawPayload);
      // Thousands separators are no-break spaces in some locales; the text read back has plain ones.
      const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
      const text = plain(pages.join('\n'));
      const texts = TRANSLATIONS[locale];
      expect(text).toContain(texts['reports.pdf.title']!);
      expect(text).toContain(texts['reports.pdf.closing']!);
      expect(text).toContain(plain(formatMoney(cents(200_000), LOCALE_ISO[locale])));
      expect(text).toContain(texts['reports.pdf.page']!.replace('{{page}}', '1').replace('{{pages}}', String(pages.length)));
      expect(text).not.toContain('reports.pdf.');
    }
  });
});
