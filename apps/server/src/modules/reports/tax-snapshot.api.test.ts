import { randomUUID } from 'node:crypto';
import {
  addMonths,
  calendarDate,
  cents,
  formatMoney,
  fromWire,
  LIFECYCLE_API,
  LOCALE_ISO,
  LOCALES,
  type Snapshot,
  type TaxReport,
  toCents,
  toZonedIso,
  zonedInstant,
} from '@platform/contract';
import { INVESTING_ENDPOINTS as I, MARKET_ENDPOINTS as M, REPORTS_ENDPOINTS as R } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { addDays, idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfPages } from '../documents/pdf-text';
import { excelSerial } from '../exports/xlsx';
import { loanStatusChanges } from './reports.repo';
import { bonusExpenseAccount, transfer, walletAccount } from '../ledger/ledger.service';

/**
 * Issue 15, decision 0036: the annual tax report and the portfolio snapshot through their HTTP
 * calls, checked against the ledger itself. A holds LT (12 %, interest-only) and PL (written off)
 * loans, is paid one month's interest, sells two parts of the LT holding to B (one at a premium,
 * one at a discount), gets a bonus, and has one investment in its reflection period and one revoked.
 * The ledger stamps its own time, so every movement is of today (Vilnius).
 */

let t: TestApp;
let db: Db;
let a: TestUser;
let b: TestUser;
let operator: TestUser;
let lt = 0;
let pl = 0;
let gathering = 0;
let ltHolding = 0;
const today = calendarDate(new Date());
const year = Number(today.slice(0, 4));
const disbursedOn = addDays(today, -40);
const [dy, dm, dd] = disbursedOn.split('-').map(Number) as [number, number, number];
const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });

/** Posted legs of the user's wallets with a code in the Vilnius year: credits − debits. */
async function ledgerNet(userId: number, code: string): Promise<number> {
  const [row] = await queryRows<{ net: string | number }>(
    db,
    sql`
    WITH w AS (SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'wallet')
    SELECT coalesce(sum(CASE WHEN credit_account_id IN (SELECT id FROM w) THEN amount ELSE 0 END) - sum(CASE WHEN debit_account_id IN (SELECT id FROM w) THEN amount ELSE 0 END), 0) AS net
    FROM ledger_transfers
    WHERE code = ${code} AND phase IN ('posted', 'post_pending') AND (credit_account_id IN (SELECT id FROM w) OR debit_account_id IN (SELECT id FROM w))
      AND extract(year FROM created_at AT TIME ZONE 'Europe/Vilnius') = ${year}`,
  );
  return Number(row!.net);
}

/**
 * What the ledger says the user's principal is at the end of a Vilnius day: investment money out
 * (posted, or held and neither posted nor voided by then), parts bought (their principal), minus
 * principal credited, refunds and parts sold (their principal).
 */
async function ledgerPrincipal(userId: number, day: string): Promise<number> {
  const [row] = await queryRows<{ out: string | number; back: string | number; bought: string | number; sold: string | number }>(
    db,
    sql`
    WITH w AS (SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'wallet'),
    upto AS (SELECT * FROM ledger_transfers WHERE (created_at AT TIME ZONE 'Europe/Vilnius')::date <= ${day}::date)
    SELECT
      (SELECT coalesce(sum(amount), 0) FROM upto t WHERE code = 'investment' AND debit_account_id IN (SELECT id FROM w)
         AND (phase = 'posted' OR (phase = 'pending' AND NOT EXISTS (SELECT 1 FROM upto r WHERE r.pending_id = t.id AND r.phase = 'void_pending')))) AS out,
      (SELECT coalesce(sum(amount), 0) FROM upto WHERE code IN ('principal', 'refund') AND phase = 'posted' AND credit_account_id IN (SELECT id FROM w)) AS back,
      (SELECT coalesce(sum(principal_cents), 0) FROM market_trades WHERE buyer_user_id = ${userId} AND (created_at AT TIME ZONE 'Europe/Vilnius')::date <= ${day}::date) AS bought,
      (SELECT coalesce(sum(principal_cents), 0) FROM market_trades WHERE seller_user_id = ${userId} AND (created_at AT TIME ZONE 'Europe/Vilnius')::date <= ${day}::date) AS sold`,
  );
  return Number(row!.out) - Number(row!.back) + Number(row!.bought) - Number(row!.sold);
}

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const fx = loanFixtures(t, { projectNumbersFrom: 96_500, ipBlock: 116, slugPrefix: 'tax' });
  operator = await fx.login('operator@demo.invest');
  a = await fx.makeInvestor('tax-a');
  b = await fx.makeInvestor('tax-b');
  await fx.deposit(a.id, 500_000);
  await fx.deposit(b.id, 500_000);
  lt = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 6, target: 200_000 });
  pl = await fx.makeProject({ country: 'PL', green: false, risk: 'C', rateBps: 1200, termMonths: 6, target: 30_000 });
  gathering = await fx.makeProject({ country: 'LV', green: false, risk: 'A', rateBps: 1100, termMonths: 12, target: 1_000_000, minCents: 1_000 });
  ltHolding = await fx.investAt(lt, a.id, 100_000, D);
  await fx.investAt(lt, b.id, 100_000, D);
  await fx.investAt(pl, a.id, 30_000, D);
  await fx.disburseAt(lt, D);
  await fx.disburseAt(pl, D);
  // One month's interest on LT: 2,000.00 × 12 % / 12 = 20.00, A's half 10.00.
  const repaid = await operator.c.post(
    LIFECYCLE_API.repayments(lt),
    { amount: '20.00', receivedAt: `${addMonths(disbursedOn, 1)}T10:00:00Z` },
    idempotencyKey(),
  );
  expect(repaid.statusCode, repaid.body).toBe(201);
  for (const to of ['DELAYED', 'DEFAULTED', 'WRITTEN_OFF'])
    expect((await operator.c.post(LIFECYCLE_API.status(pl), { to, reason: 'tax report test' })).statusCode).toBe(200);
  // Two sales of parts of A's LT holding to B: +2.5 % (a gain: 2.50 − 1.00 fee) and −5 % (a loss: −2.50 − 0.50 fee).
  for (const [amount, premiumPercent, buy] of [
    ['100.00', 2.5, '100.00'],
    ['50.00', -5, '50.00'],
  ] as const) {
    const listed = await a.c.post(M.sell.path, { investmentId: ltHolding, amount, premiumPercent });
    expect(listed.statusCode, listed.body).toBe(201);
    const bought = await b.c.post(M.buy.path, { recordId: listed.json().recordId, amount: buy }, idempotencyKey());
    expect(bought.statusCode, bought.body).toBe(201);
  }
  await db.transaction(async (tx) => {
    await transfer(tx, {
      debitAccountId: (await bonusExpenseAccount(tx)).id,
      creditAccountId: (await walletAccount(tx, a.id)).id,
      amount: toCents(500),
      code: 'bonus',
      idempotencyKey: `test-bonus-${randomUUID()}`,
    });
  });
  // One investment held in its reflection period, one revoked.
  const kept = await a.c.post(I.invest.path, { projectId: gathering, amount: '40.00', acknowledgeLargeAmount: true }, idempotencyKey());
  expect(kept.statusCode, kept.body).toBe(201);
  const taken = await a.c.post(I.invest.path, { projectId: gathering, amount: '25.00', acknowledgeLargeAmount: true }, idempotencyKey());
  expect(taken.statusCode, taken.body).toBe(201);
  expect((await a.c.post(I.revoke.path.replace(':id', String(taken.json().investmentId)), {}, idempotencyKey())).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('annual tax report', () => {
  it('reconciles with the ledger to the cent: interest, late interest, bonuses, sales and fees', async () => {
    const res = await a.c.get(`${R.tax.path}?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as TaxReport;
    const sum = (key: keyof TaxReport['total']) => report.rows.reduce((s, r) => s + fromWire(r[key]), 0);

    expect(fromWire(report.total.interest)).toBe(await ledgerNet(a.id, 'interest'));
    expect(sum('interest')).toBe(await ledgerNet(a.id, 'interest'));
    expect(report.total.interest).toBe('10.00');
    expect(fromWire(report.total.lateInterest)).toBe(await ledgerNet(a.id, 'late_interest'));
    expect(fromWire(report.total.bonuses)).toBe(await ledgerNet(a.id, 'bonus'));
    expect(report.total.bonuses).toBe('5.00');
    expect(fromWire(report.reconciliation.salesReceived)).toBe(await ledgerNet(a.id, 'market_sale'));
    expect(fromWire(report.reconciliation.feesCharged)).toBe(-(await ledgerNet(a.id, 'fee')));

    // The sales as market_trades booked them: price = principal + premium + accrued interest.
    const trades = await queryRows<{ principal: number; premium: number; accrued: number; price: number; fee: number }>(
      db,
      sql`SELECT principal_cents AS principal, premium_cents AS premium, accrued_interest_cents AS accrued, price_cents AS price, fee_cents AS fee FROM market_trades WHERE seller_user_id = ${a.id} ORDER BY id`,
    );
    expect(trades.map((tr) => [Number(tr.premium), Number(tr.fee)])).toEqual([
      [250, 100],
      [-250, 50],
    ]);
    const accrued = trades.reduce((s, tr) => s + Number(tr.accrued), 0);
    expect(report.reconciliation).toMatchObject({ principalSold: '150.00', premiums: '0.00', saleFees: '1.50', sales: 2 });
    expect(fromWire(report.reconciliation.salesReceived)).toBe(15_000 + accrued);
    expect(report.total).toMatchObject({ marketGains: '1.50', marketLosses: '3.00', fees: '0.00', writeOffs: '300.00' });
    expect(fromWire(report.total.interestInSales)).toBe(accrued);
    expect(fromWire(report.total.interestIncome)).toBe(1_000 + accrued);
    expect(report.taxWithheld).toBe('0.00');

    // By borrower country: LT the interest and the sales, PL the write-off, the bonus tied to no loan.
    expect(report.rows.map((r) => r.country)).toEqual(['LT', 'PL', null]);
    expect(report.rows[0]).toMatchObject({ country: 'LT', interest: '10.00', marketGains: '1.50', marketLosses: '3.00', writeOffs: '0.00', bonuses: '0.00' });
    expect(report.rows[1]).toMatchObject({ country: 'PL', interest: '0.00', writeOffs: '300.00' });
    expect(report.rows[2]).toMatchObject({ country: null, bonuses: '5.00', interest: '0.00' });
    for (const key of Object.keys(report.total) as (keyof TaxReport['total'])[]) expect(sum(key), key).toBe(fromWire(report.total[key]));

    // Another year has nothing; B's report has none of A's money.
    expect((await a.c.get(`${R.tax.path}?year=${year - 1}`)).json()).toMatchObject({ rows: [], total: { interest: '0.00', bonuses: '0.00' } });
    const other = (await b.c.get(`${R.tax.path}?year=${year}`)).json() as TaxReport;
    expect(fromWire(other.total.interest)).toBe(await ledgerNet(b.id, 'interest'));
    expect(other.total).toMatchObject({ bonuses: '0.00', writeOffs: '0.00', marketGains: '0.00' });
  });

  it('gives the same figures as CSV and XLSX', async () => {
    const csv = await a.c.get(`${R.taxCsv.path}?year=${year}&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`income-report-${year}.csv`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Borrower country,Interest,Late interest,Interest received in sales,Interest income,Bonuses,Market gains,Market losses,Written off,Fees',
    );
    expect(rows[1]).toMatch(/^Lithuania,10\.00,0\.00,/);
    expect(rows.at(-2)).toMatch(/^Not tied to a loan,0\.00,0\.00,0\.00,0\.00,5\.00,/);
    expect(rows.at(-1)).toMatch(/^Total,10\.00,0\.00,/);
    expect(rows.at(-1)).toContain(',1.50,3.00,300.00,0.00');

    const xlsx = await a.c.get(`${R.taxXlsx.path}?year=${year}&locale=lt`);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await (await JSZip.loadAsync(xlsx.rawPayload)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<v>300.00</v>');
    expect(sheet).toContain('<v>5.00</v>');
  });

  it('renders the PDF in all six locales and reads it back: title, totals, notes for each residence, tax withheld 0', async () => {
    for (const locale of LOCALES) {
      const pdf = await a.c.get(`${R.taxPdf.path}?year=${year}&locale=${locale}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const pages = await pdfPages(pdf.rawPayload);
      const text = plain(pages.join('\n')).replace(/\s+/g, ' ');
      const texts = TRANSLATIONS[locale];
      const money = (c: number) => plain(formatMoney(cents(c), LOCALE_ISO[locale]));
      expect(text).toContain(texts['reports.pdf.tax.title']!.replace('{{year}}', String(year)));
      expect(text).toContain(texts['reports.pdf.tax.withheld']!);
      expect(text).toContain(money(30_000));
      expect(text).toContain(money(500));
      expect(text).toContain(money(1_000));
      for (const residence of ['LT', 'LV', 'PL', 'BG', 'PT']) expect(text).toContain(texts[`reports.pdf.tax.notes.${residence}`]!.slice(0, 30));
      expect(text).not.toContain('reports.pdf.');
    }
  });

  it('refuses a bad year with field errors; a guest gets 401', async () => {
    for (const bad of ['abc', '1999', '20255', '']) {
      const res = await a.c.get(`${R.tax.path}?year=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().fieldErrors.year, bad).toBeDefined();
    }
    expect((await a.c.get(`${R.taxPdf.path}?year=x`)).statusCode).toBe(400);
    const guest = createSessionClient(t.app, { ip: '198.51.116.200' });
    for (const p of [R.tax.path, R.taxPdf.path, R.taxCsv.path, R.taxXlsx.path]) expect((await guest.get(`${p}?year=${year}`)).statusCode).toBe(401);
  });
});

describe('portfolio snapshot', () => {
  it('lists what was held at the end of a day; its outstanding total is the ledger principal at two dates', async () => {
    const yesterday = (await a.c.get(`${R.snapshot.path}?date=${addDays(today, -1)}`)).json() as Snapshot;
    expect(yesterday.rows).toEqual([]);
    expect(fromWire(yesterday.totals.outstanding)).toBe(await ledgerPrincipal(a.id, addDays(today, -1)));

    const res = await a.c.get(`${R.snapshot.path}?date=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const snap = res.json() as Snapshot;
    expect(fromWire(snap.totals.outstanding)).toBe(await ledgerPrincipal(a.id, today));
    expect(snap.rows.map((r) => [r.country, r.invested, r.outstanding, r.holding, r.loanStatus, r.interestRate])).toEqual([
      ['LT', '1000.00', '850.00', 'active', 'ACTIVE', '12.00'],
      ['PL', '300.00', '300.00', 'active', 'WRITTEN_OFF', '12.00'],
      ['LV', '40.00', '40.00', 'reflection', 'GATHERING', '11.00'],
    ]);
    expect(snap.totals).toMatchObject({ holdings: 3, projects: 3, invested: '1340.00', outstanding: '1190.00' });

    // B's parts bought from A are B's, at their principal.
    const bSnap = (await b.c.get(`${R.snapshot.path}?date=${today}`)).json() as Snapshot;
    expect(fromWire(bSnap.totals.outstanding)).toBe(await ledgerPrincipal(b.id, today));
    expect(bSnap.totals).toMatchObject({ holdings: 3, outstanding: '1150.00' });
  });

  it('as CSV, XLSX and PDF in every locale', async () => {
    const csv = await a.c.get(`${R.snapshotCsv.path}?date=${today}&locale=en`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Project,Title,Country,Interest rate,Held since,Invested,Outstanding principal,Investment,Loan status');
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)).toBe('Total,,,,,1340.00,1190.00,,');
    const xlsx = await a.c.get(`${R.snapshotXlsx.path}?date=${today}`);
    const sheet = await (await JSZip.loadAsync(xlsx.rawPayload)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<v>1190.00</v>');
    // One table, two writers: the project number is a text cell (never the amount "12.00"), and
    // "held since" is the same instant in both (ISO with the offset in CSV, a date cell in XLSX).
    const first = ((await a.c.get(`${R.snapshot.path}?date=${today}`)).json() as Snapshot).rows[0]!;
    expect(rows[1]!.startsWith(`${first.projectNumber},`)).toBe(true);
    expect(rows[1]).toContain(`,${toZonedIso(new Date(first.since))},`);
    expect(sheet).toContain(`<c r="A2" t="inlineStr"><is><t xml:space="preserve">${first.projectNumber}</t></is></c>`);
    expect(sheet).toMatch(new RegExp(`<c r="E2" s="[34]"><v>${excelSerial(new Date(first.since))}</v></c>`));
    for (const locale of LOCALES) {
      const pdf = await a.c.get(`${R.snapshotPdf.path}?date=${today}&locale=${locale}`);
      expect(pdf.statusCode).toBe(200);
      const text = plain((await pdfPages(pdf.rawPayload)).join('\n'));
      const texts = TRANSLATIONS[locale];
      expect(text).toContain(texts['reports.pdf.snapshot.title']!);
      expect(text).toContain(plain(formatMoney(cents(119_000), LOCALE_ISO[locale])));
      expect(text).toContain(texts['project.status.WRITTEN_OFF']!);
      expect(text).not.toContain('reports.pdf.');
    }
  });

  it("reads each loan's audited status changes (what a past day's status is derived from)", async () => {
    const changes = await loanStatusChanges(db, [pl, lt, gathering]);
    expect(changes.filter((c) => c.projectId === pl).map((c) => c.from)).toEqual(['FUNDED', 'ACTIVE', 'DELAYED', 'DEFAULTED']);
    expect(changes.filter((c) => c.projectId === lt).map((c) => c.from)).toEqual(['FUNDED']);
    expect(changes.some((c) => c.projectId === gathering)).toBe(false);
    expect(await loanStatusChanges(db, [])).toEqual([]);
  });

  it('refuses a bad date', async () => {
    for (const bad of ['2026-02-30', 'today', '']) {
      const res = await a.c.get(`${R.snapshot.path}?date=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fieldErrors.date, bad).toBeDefined();
    }
  });
});
