import { toWire, addCents, toCents, AUTH_API, calendarDate, TRANSACTIONS_API, transactionsResponseSchema, type TransactionItem } from '@platform/contract';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { clearingAccount, feeIncomeAccount, post, reserve, transfer, voidPending, walletAccount, walletBalance } from '../ledger/ledger.service';

// Runs on PGlite, and on PostgreSQL in the DATABASE_URL pass.
let t: TestApp;
let db: Db;
let alice: SessionClient;
let bob: SessionClient;
let aliceId = 0;
const password = 'Correct-horse-42';

async function register(email: string, ip: string): Promise<[SessionClient, number]> {
  const client = createSessionClient(t.app, { ip });
  expect((await client.post(AUTH_API.register, { email, password, type: 'private', locale: 'en' })).statusCode).toBe(201);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return [client, row.id];
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  let bobId: number;
  [alice, aliceId] = await register('tx-alice@example.com', '198.51.100.1');
  [bob, bobId] = await register('tx-bob@example.com', '198.51.100.2');
  // Accounts first: on PGlite a `db` query inside a transaction would wait forever.
  const clearing = await clearingAccount(db, 'connectPay');
  const lwClearing = await clearingAccount(db, 'lemonway');
  const fees = await feeIncomeAccount(db);
  const wallet = await walletAccount(db, aliceId, 'connectPay');
  const lemonway = await walletAccount(db, aliceId, 'lemonway');
  const bobWallet = await walletAccount(db, bobId, 'connectPay');
  const move = (debitAccountId: number, creditAccountId: number, amount: number, code: 'deposit' | 'fee' | 'migration', key: string, description?: string) =>
    db.transaction((tx) => transfer(tx, { debitAccountId, creditAccountId, amount: toCents(amount), code, idempotencyKey: key, description }));
  const hold = (amount: number, key: string) =>
    db.transaction(
      async (tx) =>
        (await reserve(tx, { debitAccountId: wallet.id, creditAccountId: clearing.id, amount: toCents(amount), code: 'withdrawal', idempotencyKey: key }))
          .transfers[0].id,
    );

  await move(clearing.id, wallet.id, 100_000, 'deposit', 'tx-t:dep1', 'Bank transfer');
  const posted = await hold(20_000, 'tx-t:w1');
  await db.transaction((tx) => post(tx, posted, 'tx-t:w1:post'));
  const voided = await hold(5_000, 'tx-t:w2');
  await db.transaction((tx) => voidPending(tx, voided, 'tx-t:w2:void'));
  await hold(3_000, 'tx-t:w3');
  await move(wallet.id, fees.id, 125, 'fee', 'tx-t:fee', '=HYPERLINK("evil"), "quoted"');
  await move(lwClearing.id, lemonway.id, 1_000, 'deposit', 'tx-t:lw');
  await move(lemonway.id, wallet.id, 1_000, 'migration', 'tx-t:mig');
  await move(clearing.id, bobWallet.id, 77_777, 'deposit', 'tx-t:bob');
});
afterAll(() => t.close());

async function list(client: SessionClient, query = '') {
  const res = await client.get(`${TRANSACTIONS_API.list}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transactionsResponseSchema.parse(res.json());
}

/** RFC 4180 reader for the test (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('GET /api/get/transactions', () => {
  it('lists every line of the caller’s wallets, newest first, one line per two-phase transfer', async () => {
    const body = await list(alice);
    expect(body.totalCount).toBe(8);
    const summary = body.items.map((i: TransactionItem) => [i.type, i.wallet, i.amount, i.status, i.balance]);
    expect(summary).toEqual([
      ['migration', 'connectPay', '10.00', 'posted', '808.75'],
      ['migration', 'lemonway', '-10.00', 'posted', '798.75'],
      ['deposit', 'lemonway', '10.00', 'posted', '808.75'],
      ['fee', 'connectPay', '-1.25', 'posted', '798.75'],
      ['withdrawal', 'connectPay', '-30.00', 'pending', '800.00'],
      ['withdrawal', 'connectPay', '-50.00', 'voided', '800.00'],
      ['withdrawal', 'connectPay', '-200.00', 'posted', '800.00'],
      ['deposit', 'connectPay', '1000.00', 'posted', '1000.00'],
    ]);
    // The newest balance is what the ledger says is posted in the caller's wallets.
    const posted = addCents((await walletBalance(db, aliceId, 'connectPay')).balance, (await walletBalance(db, aliceId, 'lemonway')).balance);
    expect(body.items[0].balance).toBe(toWire(posted));
    expect(body.items.find((i) => i.status === 'posted' && i.type === 'withdrawal')?.resolvedAt).not.toBeNull();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('translates the descriptions the platform writes by the locale, and shows any other one as stored (decision 0043)', async () => {
    const descriptions = (body: { items: TransactionItem[] }) => body.items.filter((i) => i.type === 'deposit' || i.type === 'fee').map((i) => i.description);
    expect(descriptions(await list(alice))).toEqual([null, '=HYPERLINK("evil"), "quoted"', 'Bank transfer']);
    expect(descriptions(await list(alice, '?locale=lt'))).toEqual([null, '=HYPERLINK("evil"), "quoted"', 'Banko pervedimas']);
    const viaHeader = await alice.get(TRANSACTIONS_API.list, { 'x-locale': 'bg' });
    expect(transactionsResponseSchema.parse(viaHeader.json()).items.at(-1)?.description).toBe('Банков превод');
    const csv = parseCsv((await alice.get(`${TRANSACTIONS_API.exportCsv}?type=deposit&locale=pl`)).body.replace(/^\uFEFF/, ''));
    expect(csv.slice(1).map((r) => r[2])).toEqual(['', 'Przelew bankowy']);
  });

  it('never shows another user’s transfers', async () => {
    const aliceLines = await list(alice);
    expect(aliceLines.items.some((i) => i.amount === '777.77')).toBe(false);
    const bobLines = await list(bob);
    expect(bobLines.items.map((i) => i.amount)).toEqual(['777.77']);
  });

  it('filters by type, date and amount, and pages', async () => {
    expect((await list(alice, '?type=withdrawal')).items.map((i) => i.amount)).toEqual(['-30.00', '-50.00', '-200.00']);
    expect((await list(alice, '?amountMin=100')).items.map((i) => i.amount)).toEqual(['-200.00', '1000.00']);
    expect((await list(alice, '?amountMin=1.25&amountMax=10')).totalCount).toBe(4);
    // Days are Vilnius days, as the list shows them.
    const today = calendarDate(new Date());
    expect((await list(alice, `?dateFrom=${today}&dateTo=${today}`)).totalCount).toBe(8);
    expect((await list(alice, '?dateFrom=2099-01-01')).totalCount).toBe(0);
    expect((await list(alice, '?dateTo=2000-01-01')).items).toEqual([]);
    const second = await list(alice, '?pageSize=3&page=2');
    expect(second).toMatchObject({ totalCount: 8, page: 2, pageSize: 3 });
    expect(second.items.map((i) => i.amount)).toEqual(['-1.25', '-30.00', '-50.00']);
    expect((await list(alice, '?pageSize=3&page=9')).items).toEqual([]);
    expect((await list(alice)).pageSize).toBe(100);
  });

  it('answers 400 with field errors for a bad query', async () => {
    for (const query of [
      '?type=bogus',
      '?dateFrom=2026-13-01',
      '?dateFrom=2026-02-30',
      '?dateTo=yesterday',
      '?amountMin=abc',
      '?amountMin=-5',
      '?amountMin=1.234',
      '?dateFrom=2026-03-02&dateTo=2026-03-01',
      '?amountMin=10&amountMax=5',
      '?page=0',
      '?pageSize=100000',
    ]) {
      const res = await alice.get(`${TRANSACTIONS_API.list}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const order = await alice.get(`${TRANSACTIONS_API.list}?amountMin=10&amountMax=5`);
    expect(Object.keys(order.json().fieldErrors ?? {})).toContain('amountMax');
  });

  it('is for logged-in users only', async () => {
    const guest = createSessionClient(t.app, { ip: '198.51.100.9' });
    for (const url of [TRANSACTIONS_API.list, TRANSACTIONS_API.exportCsv, TRANSACTIONS_API.exportXlsx]) expect((await guest.get(url)).statusCode).toBe(401);
  });
});

describe('exports', () => {
  it('CSV: UTF-8 BOM, RFC 4180 quoting, plain decimal amounts, every matching row', async () => {
    const res = await alice.get(`${TRANSACTIONS_API.exportCsv}?locale=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Reference', 'Wallet', 'Amount', 'Status', 'Balance']);
    expect(rows).toHaveLength(9);
    const fee = rows.find((r) => r[1] === 'Fee')!;
    expect(fee[2]).toBe(`'=HYPERLINK("evil"), "quoted"`);
    expect(fee[5]).toBe('-1.25');
    expect(fee[7]).toBe('798.75');
    expect(res.body).toContain(`"'=HYPERLINK(""evil""), ""quoted"""`);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['10.00', '-10.00', '10.00', '-1.25', '-30.00', '-50.00', '-200.00', '1000.00']);
    // ISO 8601 with Vilnius' offset: the wall time of the screen, still unambiguous for programs.
    expect(rows[1][0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/);
  });

  it('CSV follows the filters and the language', async () => {
    const res = await alice.get(`${TRANSACTIONS_API.exportCsv}?type=withdrawal&locale=lt`);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0][0]).toBe('Data');
    expect(rows.slice(1).map((r) => [r[1], r[5], r[6]])).toEqual([
      ['Išėmimas', '-30.00', 'Laukiama'],
      ['Išėmimas', '-50.00', 'Atšaukta'],
      ['Išėmimas', '-200.00', 'Įvykdyta'],
    ]);
    expect((await alice.get(`${TRANSACTIONS_API.exportCsv}?dateFrom=nope`)).statusCode).toBe(400);
  });

  it('XLSX: a real workbook with date cells, numeric amounts and every matching row', async () => {
    const res = await alice.get(`${TRANSACTIONS_API.exportXlsx}?locale=en&amountMin=100`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const workbook = await zip.file('xl/workbook.xml')!.async('string');
    expect(workbook).toContain('<sheet name="Transactions"');
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const cells = Object.fromEntries(
      [...sheet.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(?:<is><t[^>]*>([^<]*)<\/t><\/is>|<v>([^<]*)<\/v>)<\/c>/g)].map((m) => [m[1], m[2] ?? m[3]]),
    );
    expect([cells.A1, cells.B1, cells.F1, cells.H1]).toEqual(['Date', 'Type', 'Amount', 'Balance']);
    expect([cells.B2, cells.F2, cells.G2, cells.H2]).toEqual(['Withdrawal', '-200.00', 'Completed', '800.00']);
    expect([cells.B3, cells.F3, cells.H3]).toEqual(['Deposit', '1000.00', '1000.00']);
    expect(cells.A4).toBeUndefined();
    // A date cell: an Excel serial day of today in Vilnius, the zone in its number format.
    const serial = Number(cells.A2);
    expect(Math.floor(serial)).toBe(Date.parse(`${calendarDate(new Date())}T00:00:00Z`) / 86_400_000 + 25_569);
    expect(await zip.file('xl/styles.xml')!.async('string')).toContain('formatCode="yyyy-mm-dd hh:mm &quot;EET&quot;"');
  });
});
