import { randomUUID } from 'node:crypto';
import {
  type AdminInvoices,
  AGGREGATION_THRESHOLD,
  asCents,
  calendarDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  LOCALES,
  monthBounds,
  type ReissueResult,
  seriesOf,
  toCents,
  type UserInvoices,
  type VatStatement,
  vilniusMonth,
  zonedInstant,
} from '@platform/contract';
import { ADMIN_INVOICES_ENDPOINTS as A, INVOICES_ENDPOINTS as E, MARKET_ENDPOINTS as M } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { addDays, idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfPages } from '../documents/pdf-text';
import { feeIncomeAccount, transfer, walletAccount } from '../ledger/ledger.service';
import { createMarketService } from '../market/market.service';
import { issueDueInvoices } from './invoices.issue';

/**
 * Issue 15, decision 0037: invoices for the platform's fees. A sells eight parts of a loan to B on
 * the secondary market (eight fees of 0.10), B pays one other fee. The ledger stamps its own time,
 * so every fee is of this Vilnius month; the job is called with `now` and with the first minute of
 * next month (when the month's aggregated invoice is due).
 */

let t: TestApp;
let db: Db;
let a: TestUser;
let b: TestUser;
let operator: TestUser;
let fx: ReturnType<typeof loanFixtures>;
let disbursedAt: Date;
const TRADES = 8;
const now = new Date();
const month = vilniusMonth(now);
const nextMonth = new Date(monthBounds(month).end.getTime() + 60_000);
const squash = (value: string) => value.replace(/\s+/g, '');
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

const invoicesOf = async (user: TestUser) => {
  const res = await user.c.get(E.list.path);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as UserInvoices).invoices;
};

/** Posted fee legs debiting the user's wallets (cents). */
async function ledgerFees(userId: number): Promise<number> {
  const [row] = await queryRows<{ s: string | number }>(
    db,
    sql`SELECT coalesce(sum(lt.amount), 0) AS s FROM ledger_transfers lt JOIN ledger_accounts a ON a.id = lt.debit_account_id
        WHERE a.user_id = ${userId} AND a.kind = 'wallet' AND lt.code = 'fee' AND lt.phase = 'posted'`,
  );
  return Number(row!.s);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 97_300, ipBlock: 121, slugPrefix: 'invoices' });
  operator = await fx.login('operator@demo.invest');
  a = await fx.makeInvestor('inv-a');
  b = await fx.makeInvestor('inv-b');
  await fx.deposit(a.id, 500_000);
  await fx.deposit(b.id, 500_000);
  const disbursedOn = addDays(calendarDate(now), -40);
  const [dy, dm, dd] = disbursedOn.split('-').map(Number) as [number, number, number];
  const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });
  disbursedAt = D;
  const project = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 6, target: 100_000 });
  const holding = await fx.investAt(project, a.id, 100_000, D);
  await fx.disburseAt(project, D);
  const listed = await a.c.post(M.sell.path, { investmentId: holding, amount: '80.00', premiumPercent: 0 });
  expect(listed.statusCode, listed.body).toBe(201);
  // Through the market service, not its route: the route also invoices the fee at once (tested at the end),
  // and these tests are about the job's runs.
  const market = createMarketService({ db });
  const buyer = { id: b.id, role: 'investor' as const, isDebtor: false, readonly: false, impersonatorUserId: null };
  for (let k = 0; k < TRADES; k += 1) {
    const bought = await market.buy(buyer, { recordId: listed.json().recordId, amount: '10.00' }, idempotencyKey()['idempotency-key']!, {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
  }
  // Another fee than the market's: B's, a generic line.
  await db.transaction(async (tx) => {
    await transfer(tx, {
      debitAccountId: (await walletAccount(tx, b.id)).id,
      creditAccountId: (await feeIncomeAccount(tx)).id,
      amount: toCents(250),
      code: 'fee',
      idempotencyKey: `test-fee-${randomUUID()}`,
      description: 'Account fee',
    });
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('issuing', () => {
  it('bills the first five fees of the month one by one, gap-free under concurrent issuers, and a second run issues nothing', async () => {
    expect(await invoicesOf(a)).toEqual([]);
    const runs = await Promise.all([issueDueInvoices(db, now), issueDueInvoices(db, now), issueDueInvoices(db, now), issueDueInvoices(db, now)]);
    expect(runs.reduce((s, r) => s + r.invoices, 0)).toBe(AGGREGATION_THRESHOLD + 1);
    expect(await issueDueInvoices(db, now)).toEqual({ invoices: 0, aggregated: 0 });

    const numbers = await queryRows<{ number: number }>(db, sql`SELECT number FROM invoices WHERE series = ${seriesOf('invoice', now)} ORDER BY number`);
    expect(numbers.map((r) => r.number)).toEqual(Array.from({ length: AGGREGATION_THRESHOLD + 1 }, (_, k) => k + 1));
    const [series] = await queryRows<{ last_number: number }>(db, sql`SELECT last_number FROM invoice_series WHERE series = ${seriesOf('invoice', now)}`);
    expect(series!.last_number).toBe(AGGREGATION_THRESHOLD + 1);

    const mine = await invoicesOf(a);
    expect(mine).toHaveLength(AGGREGATION_THRESHOLD);
    for (const invoice of mine) {
      expect(invoice).toMatchObject({
        kind: 'invoice',
        aggregated: false,
        periodMonth: null,
        net: '0.10',
        vat: '0.00',
        total: '0.10',
        vatTreatment: 'exempt',
        status: 'issued',
        linesCount: 1,
      });
      expect(invoice.code).toMatch(new RegExp(`^${seriesOf('invoice', now)}-\\d{6}$`));
    }
    const theirs = await invoicesOf(b);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ total: '2.50', linesCount: 1 });
  });

  it('bills the rest of the month on one aggregated invoice once the month is over, once', async () => {
    const late = new Date(monthBounds(month).end.getTime() - 60_000);
    expect(await issueDueInvoices(db, late)).toEqual({ invoices: 0, aggregated: 0 });
    const runs = await Promise.all([issueDueInvoices(db, nextMonth), issueDueInvoices(db, nextMonth)]);
    expect(runs.reduce((s, r) => s + r.aggregated, 0)).toBe(1);
    expect(await issueDueInvoices(db, nextMonth)).toEqual({ invoices: 0, aggregated: 0 });
    const aggregated = (await invoicesOf(a)).filter((i) => i.aggregated);
    expect(aggregated).toHaveLength(1);
    expect(aggregated[0]).toMatchObject({ periodMonth: month, linesCount: TRADES - AGGREGATION_THRESHOLD, total: '0.30', status: 'issued' });
    expect(aggregated[0]!.code.startsWith(seriesOf('invoice', nextMonth))).toBe(true);
  });

  it('bills every fee exactly once, and the invoices add up to the fee transfers to the cent', async () => {
    for (const user of [a, b]) {
      const total = (await invoicesOf(user)).reduce((s, i) => s + fromWire(i.total), 0);
      expect(total).toBe(await ledgerFees(user.id));
    }
    const mismatched = await queryRows<{ id: number }>(
      db,
      sql`SELECT i.id FROM invoices i
          JOIN invoice_lines l ON l.invoice_id = i.id JOIN ledger_transfers lt ON lt.id = l.transfer_id
          GROUP BY i.id, i.total_cents HAVING i.total_cents <> sum(lt.amount)`,
    );
    expect(mismatched).toEqual([]);
    const [counts] = await queryRows<{ fees: string | number; billed: string | number }>(
      db,
      sql`SELECT (SELECT count(*) FROM ledger_transfers WHERE code = 'fee') AS fees, (SELECT count(*) FROM invoiced_fees) AS billed`,
    );
    expect(Number(counts!.billed)).toBe(Number(counts!.fees));
  });
});

describe('PDF', () => {
  it('renders in all six locales with the code, the buyer, the totals and the VAT exemption', async () => {
    const [aggregated] = (await invoicesOf(a)).filter((i) => i.aggregated);
    for (const locale of LOCALES) {
      const res = await a.c.get(`${E.pdf.path.replace(':id', String(aggregated!.id))}?locale=${locale}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${aggregated!.code}.pdf`);
      const text = plain((await pdfPages(res.rawPayload)).join('\n'));
      expect(text, locale).toContain(aggregated!.code);
      expect(text, locale).toContain('inv-a');
      expect(text, locale).toContain(a.email);
      expect(text, locale).toContain(plain(formatMoney(toCents(30), LOCALE_ISO[locale])));
      expect(text, locale).toContain(plain(formatMoney(toCents(10), LOCALE_ISO[locale])));
      // A long paragraph wraps (after "2006/112/" in some locales): compared without white space.
      expect(squash(text), locale).toContain(squash(TRANSLATIONS[locale]['invoices.pdf.exempt']!));
      expect(text, locale).toContain(`${plain(TRANSLATIONS[locale]['invoices.pdf.totals']!)} ${plain(formatMoney(toCents(30), LOCALE_ISO[locale]))}`);
      expect(text, locale).toContain(plain(TRANSLATIONS[locale]['invoices.pdf.title.aggregated']!));
      expect(text, locale).toContain('Greenvest UAB');
    }
  });

  it('describes each fee: the market fee by project and trade, another fee by its description', async () => {
    const [market] = (await invoicesOf(a)).filter((i) => !i.aggregated);
    const [trade] = await queryRows<{ id: number; number: number }>(
      db,
      sql`SELECT mt.id, p.number FROM invoice_lines l JOIN ledger_transfers lt ON lt.id = l.transfer_id
          JOIN market_trades mt ON lt.idempotency_key = 'market-trade:' || mt.id || ':fee'
          JOIN investments i ON i.id = mt.seller_investment_id JOIN projects p ON p.id = i.project_id WHERE l.invoice_id = ${market!.id}`,
    );
    const mine = plain((await pdfPages((await a.c.get(`${E.pdf.path.replace(':id', String(market!.id))}?locale=en`)).rawPayload)).join('\n'));
    expect(mine).toContain(`Secondary market fee (#${trade!.number} / ${trade!.id})`);
    expect(mine).toContain('Invoice No. ');
    const [other] = await invoicesOf(b);
    const theirs = plain((await pdfPages((await b.c.get(`${E.pdf.path.replace(':id', String(other!.id))}?locale=en`)).rawPayload)).join('\n'));
    expect(theirs).toContain('Platform fee (Account fee)');
    expect(theirs).toContain('€2.50');
  });

  it('answers another user’s invoice 404, a bad id 400 and a guest 401', async () => {
    const [mine] = await invoicesOf(a);
    const path = E.pdf.path.replace(':id', String(mine!.id));
    expect((await b.c.get(path)).statusCode).toBe(404);
    const bad = await a.c.get(E.pdf.path.replace(':id', 'abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await a.c.get(`${path}?locale=xx`)).statusCode).toBe(400);
    expect((await createSessionClient(t.app, { ip: '198.51.121.200' }).get(E.list.path)).statusCode).toBe(401);
    expect((await b.c.get(A.pdf.path.replace(':id', String(mine!.id)))).statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('lists the caller’s own invoices as CSV and XLSX', async () => {
    const mine = await invoicesOf(a);
    const csv = await a.c.get(`${E.listCsv.path}?locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const invoice of mine) expect(csv.body).toContain(invoice.code);
    const [theirs] = await invoicesOf(b);
    expect(csv.body).not.toContain(theirs!.code);
    expect(csv.body).toContain(TRANSLATIONS.en['invoices.file.code']);
    const xlsx = await a.c.get(`${E.listXlsx.path}?locale=lt`);
    expect(xlsx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(xlsx.rawPayload);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain(mine[0]!.code);
    expect((await a.c.get(`${E.listCsv.path}?locale=zz`)).statusCode).toBe(400);
  });
});

describe('re-issue', () => {
  it('issues a credit note and a new invoice, credits the original and moves the fee; a second re-issue is 409', async () => {
    const original = (await invoicesOf(a)).find((i) => !i.aggregated)!;
    const path = A.reissue.path.replace(':id', String(original.id));
    const res = await operator.c.post(path, { reason: 'Buyer asked for a corrected address' });
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, invoice } = res.json() as ReissueResult;
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      net: '-0.10',
      vat: '0.00',
      total: '-0.10',
      creditsCode: original.code,
      userId: a.id,
      reason: 'Buyer asked for a corrected address',
    });
    expect(creditNote.code).toBe(`${seriesOf('credit_note', new Date())}-000001`);
    expect(invoice).toMatchObject({ kind: 'invoice', total: '0.10', replacesCode: original.code, status: 'issued', linesCount: 1 });
    expect(invoice.code).not.toBe(original.code);

    const after = await invoicesOf(a);
    expect(after.find((i) => i.id === original.id)).toMatchObject({ status: 'credited', total: '0.10' });
    expect(after.map((i) => i.code)).toEqual(expect.arrayContaining([creditNote.code, invoice.code]));
    const pointers = await queryRows<{ invoice_id: number }>(
      db,
      sql`SELECT f.invoice_id FROM invoiced_fees f JOIN invoice_lines l ON l.transfer_id = f.transfer_id WHERE l.invoice_id = ${original.id}`,
    );
    expect(pointers).toEqual([{ invoice_id: invoice.id }]);

    const again = await operator.c.post(path, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_ALREADY_CREDITED' });
    expect((await operator.c.post(A.reissue.path.replace(':id', String(creditNote.id)), { reason: 'A credit note' })).statusCode).toBe(409);
    expect((await operator.c.post(A.reissue.path.replace(':id', '999999'), { reason: 'Missing' })).statusCode).toBe(404);

    // The credit note's PDF says what it cancels and why.
    const pdf = await a.c.get(`${E.pdf.path.replace(':id', String(creditNote.id))}?locale=en`);
    const text = plain((await pdfPages(pdf.rawPayload)).join('\n'));
    expect(text).toContain(creditNote.code);
    expect(text).toContain(`This credit note cancels invoice ${original.code}.`);
    expect(text).toContain('Buyer asked for a corrected address');
    expect(text).toContain('-€0.10');
  });

  it('lets only one of two concurrent re-issues of an invoice through', async () => {
    const original = (await invoicesOf(a)).find((i) => !i.aggregated && i.kind === 'invoice' && i.status === 'issued' && i.replacesCode === null)!;
    const path = A.reissue.path.replace(':id', String(original.id));
    const answers = await Promise.all([operator.c.post(path, { reason: 'Race one' }), operator.c.post(path, { reason: 'Race two' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const credits = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM invoices WHERE credits_invoice_id = ${original.id}`);
    expect(Number(credits[0]!.n)).toBe(1);
  });

  it('refuses a reason that is too short, and non-operators', async () => {
    const original = (await invoicesOf(a)).find((i) => i.status === 'issued' && i.kind === 'invoice')!;
    const path = A.reissue.path.replace(':id', String(original.id));
    const bad = await operator.c.post(path, { reason: ' x ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { reason: expect.any(Array) } });
    expect((await a.c.post(path, { reason: 'Not mine to do' })).statusCode).toBe(403);
    expect((await a.c.get(A.list.path)).statusCode).toBe(403);
    expect((await a.c.get(`${A.vatStatement.path}?year=2026`)).statusCode).toBe(403);
  });

  it('lists the caller’s invoices newest first (the spec call): a re-issue’s credit note and new invoice before the original', async () => {
    const original = (await invoicesOf(a)).find((i) => !i.aggregated && i.kind === 'invoice' && i.status === 'issued' && i.replacesCode === null)!;
    const res = await operator.c.post(A.reissue.path.replace(':id', String(original.id)), { reason: 'Ordering check' });
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, invoice } = res.json() as ReissueResult;

    const list = await invoicesOf(a);
    const at = (id: number) => list.findIndex((i) => i.id === id);
    expect(at(original.id)).toBeGreaterThanOrEqual(0);
    expect(at(creditNote.id)).toBeGreaterThanOrEqual(0);
    expect(at(invoice.id)).toBeGreaterThanOrEqual(0);
    expect(at(creditNote.id)).toBeLessThan(at(original.id));
    expect(at(invoice.id)).toBeLessThan(at(original.id));
    // Both were issued at the same instant: the later one (the new invoice) first.
    expect(at(invoice.id)).toBeLessThan(at(creditNote.id));
    // Newest first throughout: issue time descending, then id descending.
    for (let k = 1; k < list.length; k += 1) {
      const [newer, older] = [list[k - 1]!, list[k]!];
      const order = Date.parse(newer.issuedAt) - Date.parse(older.issuedAt) || newer.id - older.id;
      expect(order, `${newer.code} before ${older.code}`).toBeGreaterThan(0);
    }
  });
});

describe('operator', () => {
  it('lists invoices filtered by user, code and month, paginated', async () => {
    const byUser = await operator.c.get(`${A.list.path}?user=${a.id}`);
    expect(byUser.statusCode, byUser.body).toBe(200);
    const list = byUser.json() as AdminInvoices;
    expect(list.total).toBe((await invoicesOf(a)).length);
    expect(list.items.every((i) => i.userId === a.id && i.buyerEmail === a.email)).toBe(true);
    const code = list.items[0]!.code;
    const byCode = (await operator.c.get(`${A.list.path}?code=${code.toLowerCase()}`)).json() as AdminInvoices;
    expect(byCode.items.map((i) => i.code)).toEqual([code]);
    const byMonth = (await operator.c.get(`${A.list.path}?month=${vilniusMonth(nextMonth)}`)).json() as AdminInvoices;
    expect(byMonth.items.every((i) => i.aggregated)).toBe(true);
    for (const query of ['month=2026-13', 'user=abc', 'page=0', 'code=%3D1%2B1']) {
      const res = await operator.c.get(`${A.list.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const csv = await operator.c.get(`${A.listCsv.path}?user=${a.id}&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(code);
  });

  it('sums each month for VAT: invoices minus credit notes, as JSON and CSV', async () => {
    const year = Number(vilniusMonth(now).slice(0, 4));
    const res = await operator.c.get(`${A.vatStatement.path}?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json() as VatStatement;
    expect(statement.months).toHaveLength(12);
    const [row] = await queryRows<{ invoices: string | number; credits: string | number; total: string | number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE kind = 'invoice') AS invoices, count(*) FILTER (WHERE kind = 'credit_note') AS credits, sum(total_cents) AS total
          FROM invoices WHERE extract(year FROM issued_at AT TIME ZONE 'Europe/Vilnius') = ${year}`,
    );
    expect(statement.total.invoices).toBe(Number(row!.invoices));
    expect(statement.total.creditNotes).toBe(Number(row!.credits));
    expect(statement.total.creditNotes).toBeGreaterThanOrEqual(1);
    expect(fromWire(statement.total.total)).toBe(asCents(row!.total));
    expect(statement.total.vat).toBe('0.00');
    const csv = await operator.c.get(`${A.vatStatementCsv.path}?year=${year}&locale=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${year}-01`);
    expect(csv.body).toContain(statement.total.total);
    expect((await operator.c.get(`${A.vatStatement.path}?year=20x6`)).statusCode).toBe(400);
  });
});

describe('after a sale', () => {
  it('invoices the seller’s fee as soon as the trade commits, without waiting for the job', async () => {
    const c = await fx.makeInvestor('inv-c');
    await fx.deposit(c.id, 100_000);
    const project = await fx.makeProject({ country: 'LV', green: false, risk: 'A', rateBps: 1100, termMonths: 6, target: 50_000 });
    const holding = await fx.investAt(project, c.id, 50_000, disbursedAt);
    await fx.disburseAt(project, disbursedAt);
    const listed = await c.c.post(M.sell.path, { investmentId: holding, amount: '20.00', premiumPercent: 0 });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(await invoicesOf(c)).toEqual([]);
    // Somebody else's fee, not billed yet: the sale's trigger bills the seller only and leaves it to the job.
    const otherKey = `test-fee-${randomUUID()}`;
    await db.transaction(async (tx) => {
      await transfer(tx, {
        debitAccountId: (await walletAccount(tx, b.id)).id,
        creditAccountId: (await feeIncomeAccount(tx)).id,
        amount: toCents(1),
        code: 'fee',
        idempotencyKey: otherKey,
        description: 'Other fee',
      });
    });
    const bought = await b.c.post(M.buy.path, { recordId: listed.json().recordId, amount: '20.00' }, idempotencyKey());
    expect(bought.statusCode, bought.body).toBe(201);
    // The answer is sent first; the invoice follows within moments.
    let invoices = await invoicesOf(c);
    for (let tries = 0; invoices.length === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      invoices = await invoicesOf(c);
    }
    expect(invoices).toHaveLength(1);
    expect(fromWire(invoices[0]!.total)).toBe(await ledgerFees(c.id));
    expect(await ledgerFees(c.id)).toBeGreaterThan(0);
    // The job finds nothing left of it.
    const [row] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM invoices WHERE user_id = ${c.id}`);
    expect(Number(row!.n)).toBe(1);
    const other = await queryRows<{ billed: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM invoiced_fees f WHERE f.transfer_id = lt.id) AS billed FROM ledger_transfers lt WHERE lt.idempotency_key = ${otherKey}`,
    );
    expect(other).toEqual([{ billed: false }]);
  });
});
