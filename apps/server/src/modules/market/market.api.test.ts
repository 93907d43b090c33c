import {
  addMonths,
  asCents,
  calendarDate,
  daysBetween,
  fromWire,
  LIFECYCLE_API,
  NOTIFICATIONS_API,
  TRANSACTIONS_API,
  toWire,
  zonedInstant,
} from '@platform/contract';
import { ADMIN_MARKET_ENDPOINTS as A, MARKET_ENDPOINTS as E } from '@platform/contract/endpoints';
import { asc, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { investments, investmentScheduleItems, marketListings } from '../../db/schema';
import { addDays, idempotencyKey as key, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations } from '../ledger/ledger.invariants';
import { feeIncomeAccount, walletBalance } from '../ledger/ledger.service';

/**
 * Issue 13, decision 0034: the secondary market through its HTTP calls, on PGlite and (in the
 * DATABASE_URL pass) PostgreSQL. One ANNUITY loan of EUR 3,000 at 12 % for 6 months, disbursed 20
 * Vilnius days ago: the seller S holds 2,000.00, H holds 1,000.00. Installment 1 is not due yet;
 * the seller's first installment carries 20.00 of interest (2,000 × 1 %).
 */

let t: TestApp;
let db: Db;
let fx: ReturnType<typeof loanFixtures>;
let s: TestUser;
let h: TestUser;
let b: TestUser;
let operator: TestUser;
let projectId = 0;
let sellerHolding = 0;
let otherHolding = 0;
const today = calendarDate(new Date());
const disbursedOn = addDays(today, -20);
const [dy, dm, dd] = disbursedOn.split('-').map(Number) as [number, number, number];
const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });

const wallet = async (userId: number) => (await walletBalance(db, userId)).available;
const items = (investmentId: number) =>
  db.select().from(investmentScheduleItems).where(eq(investmentScheduleItems.investmentId, investmentId)).orderBy(asc(investmentScheduleItems.installment));
const holding = async (id: number) => (await db.select().from(investments).where(eq(investments.id, id)))[0]!;
const recordUrl = (id: number, amount?: string) => `${E.record.path.replace(':id', String(id))}${amount ? `?amount=${amount}` : ''}`;

async function sell(user: TestUser, investmentId: number, amount: string, premiumPercent: number | string) {
  return user.c.post(E.sell.path, { investmentId, amount, premiumPercent });
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 98_000, ipBlock: 101 });
  operator = await fx.login('operator@demo.invest');
  s = await fx.makeInvestor('market-seller');
  h = await fx.makeInvestor('market-holder');
  b = await fx.makeInvestor('market-buyer');
  await fx.deposit(s.id, 300_000);
  await fx.deposit(h.id, 100_000);
  await fx.deposit(b.id, 500_000);
  projectId = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1200, termMonths: 6, method: 'ANNUITY', target: 300_000 });
  sellerHolding = await fx.investAt(projectId, s.id, 200_000, D);
  otherHolding = await fx.investAt(projectId, h.id, 100_000, D);
  await fx.disburseAt(projectId, D);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('selling', () => {
  it('lists part of a holding and shows it to everybody, with the price of the whole offer', async () => {
    const res = await sell(s, sellerHolding, '500.00', -5);
    expect(res.statusCode, res.body).toBe(201);
    const recordId = res.json().recordId as number;
    const guest = createSessionClient(t.app, { ip: '198.51.101.200' });
    const list = await guest.get(`${E.list.path}?loanType=default&country=lt`);
    expect(list.statusCode, list.body).toBe(200);
    // Spec section 10: the secondary market's page size is 25.
    expect(list.json()).toMatchObject({ page: 1, pageSize: 25 });
    expect((await guest.get(`${E.list.path}?page=2`)).json()).toMatchObject({ page: 2, pageSize: 25, records: [] });
    const record = list.json().records.find((r: { id: number }) => r.id === recordId);
    // Accrued: 20 days of the first period of the seller's 20.00 for 500/2,000 of the holding: 5.00 × 20 / period, floored.
    const period = daysBetween(disbursedOn, addMonths(disbursedOn, 1));
    const accrued = Math.floor((500 * 20) / period);
    expect(record).toMatchObject({
      principal: '500.00',
      premiumPercent: '-5.00',
      status: 'active',
      own: false,
      accruedInterest: toWire(asCents(accrued)),
      price: toWire(asCents(50_000 - 2_500 + accrued)),
      remainingMonths: 6,
      nextPaymentDate: addMonths(disbursedOn, 1),
      projectStatus: 'ACTIVE',
      loanType: 'default',
      country: 'LT',
      riskGroup: 'A',
      interestRate: '12.00',
      pausedReason: null,
    });
    // Bought at a 5 % discount, a 12 % loan yields more than 12 %.
    expect(Number(record.yieldToMaturity)).toBeGreaterThan(12.68);
    expect((await s.c.get(`${E.list.path}?loanType=greenLoan`)).json().records.some((r: { id: number }) => r.id === recordId)).toBe(false);
    expect((await s.c.get(recordUrl(recordId))).json()).toMatchObject({ own: true, buy: { blockedBy: 'own' } });
    expect((await guest.get(recordUrl(recordId))).json()).toMatchObject({ buy: { blockedBy: 'login', maxAmount: '500.00', minAmount: '10.00' } });
  });

  it('refuses bad input, other people’s holdings and principal already listed', async () => {
    const cases: [unknown, number, string][] = [
      [{ investmentId: sellerHolding, amount: '-5.00', premiumPercent: 0 }, 400, 'VALIDATION_FAILED'],
      [{ investmentId: sellerHolding, amount: '10.001', premiumPercent: 0 }, 400, 'VALIDATION_FAILED'],
      [{ investmentId: sellerHolding, amount: '100.00', premiumPercent: '1.234' }, 400, 'VALIDATION_FAILED'],
      [{ investmentId: sellerHolding, amount: '100.00' }, 400, 'VALIDATION_FAILED'],
      [{ investmentId: 'x', amount: '100.00', premiumPercent: 0 }, 400, 'VALIDATION_FAILED'],
      [{ investmentId: sellerHolding, amount: '100.00', premiumPercent: -20.01 }, 422, 'MARKET_PREMIUM_OUT_OF_RANGE'],
      [{ investmentId: sellerHolding, amount: '100.00', premiumPercent: 10.01 }, 422, 'MARKET_PREMIUM_OUT_OF_RANGE'],
      [{ investmentId: sellerHolding, amount: '9.99', premiumPercent: 0 }, 422, 'MARKET_AMOUNT_INVALID'],
      // 500.00 is listed already: 1,500.00 is what is left to list.
      [{ investmentId: sellerHolding, amount: '1500.01', premiumPercent: 0 }, 422, 'MARKET_AMOUNT_INVALID'],
      [{ investmentId: sellerHolding, amount: '2500.00', premiumPercent: 0 }, 422, 'MARKET_AMOUNT_INVALID'],
      [{ investmentId: otherHolding, amount: '100.00', premiumPercent: 0 }, 404, 'NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await s.c.post(E.sell.path, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const guest = createSessionClient(t.app, { ip: '198.51.101.201' });
    expect((await guest.post(E.sell.path, { investmentId: sellerHolding, amount: '100.00', premiumPercent: 0 })).statusCode).toBe(401);
  });
});

describe('buying', () => {
  it('splits the holding and its schedule exactly, moves price, fee and ownership in one go, once per key', async () => {
    const listed = (await sell(s, sellerHolding, '300.00', 2.5)).json().recordId as number;
    const before = { s: await wallet(s.id), b: await wallet(b.id), fees: (await feeIncomeAccount(db)).creditsPosted, items: await items(sellerHolding) };
    const quote = (await b.c.get(recordUrl(listed, '120.00'))).json();
    expect(quote.buy).toMatchObject({ amount: '120.00', principal: '120.00', premium: '3.00', fee: '1.20', blockedBy: null, largeAmountWarning: false });
    const headers = key();
    const res = await b.c.post(E.buy.path, { recordId: listed, amount: '120.00' }, headers);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ principal: '120.00', price: quote.buy.price, accruedInterest: quote.buy.accruedInterest });
    const replay = await b.c.post(E.buy.path, { recordId: listed, amount: '120.00' }, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(answer);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const priceCents = fromWire(answer.price);
    expect(priceCents).toBe(12_000 + 300 + fromWire(answer.accruedInterest));
    expect(await wallet(b.id)).toBe(before.b - priceCents);
    expect(await wallet(s.id)).toBe(before.s + priceCents - 120);
    expect((await feeIncomeAccount(db)).creditsPosted).toBe(before.fees + 120);

    // The holdings: the buyer's is new and owns 120.00; the seller's owes 120.00 less.
    const bought = await holding(answer.investmentId);
    expect(bought).toMatchObject({
      userId: b.id,
      projectId,
      amountCents: 12_000,
      outstandingPrincipalCents: 12_000,
      status: 'active',
      source: 'market',
      parentInvestmentId: sellerHolding,
    });
    expect((await holding(sellerHolding)).outstandingPrincipalCents).toBe(200_000 - 12_000);
    const after = await items(sellerHolding);
    const theirs = await items(answer.investmentId);
    expect(theirs).toHaveLength(before.items.length);
    expect(theirs.reduce((n, i) => n + i.principalCents, 0)).toBe(12_000);
    before.items.forEach((item, k) => {
      expect(after[k]!.principalCents + theirs[k]!.principalCents).toBe(item.principalCents);
      expect(after[k]!.interestCents + theirs[k]!.interestCents).toBe(item.interestCents);
      expect(theirs[k]!.dueDate).toBe(item.dueDate);
    });
    // The listing keeps the rest on offer.
    expect((await db.select().from(marketListings).where(eq(marketListings.id, listed)))[0]).toMatchObject({
      amountCents: 18_000,
      soldCents: 12_000,
      status: 'active',
    });
    expect(await ledgerViolations(db)).toEqual([]);

    // Both see it: transactions and a notification each.
    const types = async (u: TestUser) =>
      (await u.c.get(`${TRANSACTIONS_API.list}?pageSize=50`)).json().items.map((i: { type: string; amount: string }) => `${i.type} ${i.amount}`);
    expect(await types(b)).toContain(`market_purchase -${answer.price}`);
    expect(await types(s)).toEqual(expect.arrayContaining([`market_sale ${answer.price}`, 'fee -1.20']));
    const events = async (u: TestUser) => (await u.c.get(`${NOTIFICATIONS_API.list}?type=investment`)).json().items.map((n: { event: string }) => n.event);
    expect(await events(s)).toContain('market_sold');
    expect(await events(b)).toContain('market_bought');

    // The next repayment pays the buyer exactly its installment.
    const [due] = await queryRows<{ n: string }>(
      db,
      sql`SELECT principal_cents + interest_cents AS n FROM project_schedule_items WHERE project_id = ${projectId} AND installment = 1`,
    );
    const amount = toWire(asCents(due!.n));
    const paid = await operator.c.post(LIFECYCLE_API.repayments(projectId), { amount, receivedAt: `${addMonths(disbursedOn, 1)}T10:00:00Z` }, key());
    expect(paid.statusCode, paid.body).toBe(201);
    const [first] = await items(answer.investmentId);
    expect(first).toMatchObject({ paidPrincipalCents: first!.principalCents, paidInterestCents: first!.interestCents, status: 'paid' });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses the own listing, bad amounts, closed and paused listings, and callers who may not invest', async () => {
    const listed = (await sell(s, sellerHolding, '100.00', 0)).json().recordId as number;
    const buy = (u: TestUser, body: unknown, headers: Record<string, string> = key()) => u.c.post(E.buy.path, body, headers);
    const expectError = async (res: Awaited<ReturnType<typeof buy>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await expectError(await buy(s, { recordId: listed, amount: '50.00' }), 409, 'MARKET_OWN_LISTING');
    await expectError(await buy(b, { recordId: listed, amount: '-1.00' }), 400, 'VALIDATION_FAILED');
    await expectError(await buy(b, { recordId: listed, amount: '10.005' }), 400, 'VALIDATION_FAILED');
    await expectError(await buy(b, { recordId: listed, amount: '100.01' }), 422, 'MARKET_AMOUNT_INVALID');
    await expectError(await buy(b, { recordId: listed, amount: '9.99' }), 422, 'MARKET_AMOUNT_INVALID');
    await expectError(await buy(b, { recordId: listed, amount: '95.00' }), 422, 'MARKET_AMOUNT_INVALID');
    await expectError(await buy(b, { recordId: 999_999, amount: '10.00' }), 404, 'NOT_FOUND');
    await expectError(await b.c.post(E.buy.path, { recordId: listed, amount: '10.00' }), 400, 'IDEMPOTENCY_KEY_REQUIRED');

    // Paused by the operator: nobody buys until it is resumed, and the reason is shown.
    expect((await operator.c.post(A.pause.path, { projectId, reason: 'Debtor reported a material change' })).statusCode).toBe(200);
    await expectError(await buy(b, { recordId: listed, amount: '10.00' }), 409, 'MARKET_PAUSED');
    await expectError(await sell(s, sellerHolding, '10.00', 0), 409, 'MARKET_PAUSED');
    expect((await b.c.get(recordUrl(listed))).json()).toMatchObject({ pausedReason: 'Debtor reported a material change', buy: { blockedBy: 'paused' } });
    expect((await b.c.post(A.pause.path, { projectId, reason: 'not an operator' })).statusCode).toBe(403);
    expect((await operator.c.post(A.resume.path, { projectId })).statusCode).toBe(200);
    expect((await operator.c.post(A.resume.path, { projectId })).statusCode).toBe(404);
    expect((await buy(b, { recordId: listed, amount: '10.00' })).statusCode).toBe(201);

    // Cancelled by the seller: closed.
    expect((await s.c.post(E.cancel.path, { recordId: listed })).json()).toMatchObject({ status: 'cancelled' });
    await expectError(await buy(b, { recordId: listed, amount: '10.00' }), 409, 'MARKET_LISTING_CLOSED');
    await expectError(await s.c.post(E.cancel.path, { recordId: listed }), 409, 'MARKET_LISTING_CLOSED');

    // Another investor cannot edit or cancel it; a read-only account cannot buy.
    const again = (await sell(s, sellerHolding, '50.00', 0)).json().recordId as number;
    await expectError(await b.c.post(E.edit.path, { recordId: again, premiumPercent: 1 }), 404, 'NOT_FOUND');
    await expectError(await b.c.post(E.cancel.path, { recordId: again }), 404, 'NOT_FOUND');
    await db.execute(sql`UPDATE users SET readonly = true WHERE id = ${h.id}`);
    await expectError(await buy(h, { recordId: again, amount: '10.00' }), 403, 'READ_ONLY');
    await db.execute(sql`UPDATE users SET readonly = false WHERE id = ${h.id}`);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('never sells more than is listed when 100 buyers race for it', async () => {
    const buyers = [b, h, await fx.makeInvestor('market-racer-1'), await fx.makeInvestor('market-racer-2'), await fx.makeInvestor('market-racer-3')];
    for (const r of buyers.slice(2)) await fx.deposit(r.id, 100_000);
    const listed = (await sell(s, sellerHolding, '200.00', -1)).json().recordId as number;
    const before = (await holding(sellerHolding)).outstandingPrincipalCents;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => buyers[i % buyers.length]!.c.post(E.buy.path, { recordId: listed, amount: '10.00' }, key())),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(['MARKET_LISTING_CLOSED', 'MARKET_AMOUNT_INVALID']).toContain(r.json().code);
    expect(ok).toHaveLength(20);
    const [row] = await db.select().from(marketListings).where(eq(marketListings.id, listed));
    expect(row).toMatchObject({ amountCents: 0, soldCents: 20_000, status: 'sold' });
    expect((await holding(sellerHolding)).outstandingPrincipalCents).toBe(before - 20_000);
    const [sum] = await queryRows<{ n: string }>(db, sql`SELECT sum(principal_cents) AS n FROM market_trades WHERE listing_id = ${listed}`);
    expect(asCents(sum!.n)).toBe(20_000);
    // Every holding's installments still add up to the project's.
    const [mismatch] = await queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM project_schedule_items p
          WHERE p.project_id = ${projectId} AND p.principal_cents <> (
            SELECT sum(s.principal_cents) FROM investment_schedule_items s JOIN investments i ON i.id = s.investment_id
            WHERE i.project_id = ${projectId} AND s.installment = p.installment)`,
    );
    expect(Number(mismatch!.n)).toBe(0);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 120_000);
});

describe('edit, own records, project events and the back office', () => {
  it('edits and cancels own listings; the own records list every kind with totals', async () => {
    const listed = (await sell(s, sellerHolding, '40.00', 0)).json().recordId as number;
    const edited = await s.c.post(E.edit.path, { recordId: listed, amount: '60.00', premiumPercent: '-3.5' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ principal: '60.00', premiumPercent: '-3.50' });
    expect((await s.c.post(E.edit.path, { recordId: listed })).statusCode).toBe(400);
    expect((await s.c.post(E.edit.path, { recordId: listed, premiumPercent: 11 })).json().code).toBe('MARKET_PREMIUM_OUT_OF_RANGE');
    const mine = (await s.c.get(E.ownRecords.path)).json();
    const kinds = new Set(mine.records.map((r: { kind: string }) => r.kind));
    for (const kind of ['selling', 'sold', 'cancelled']) expect(kinds).toContain(kind);
    expect(mine.totals.selling).not.toBe('0.00');
    const theirs = (await b.c.get(`${E.ownRecords.path}?kind=bought`)).json();
    expect(theirs.records.length).toBeGreaterThan(0);
    expect(theirs.records.every((r: { kind: string }) => r.kind === 'bought')).toBe(true);
    // Nobody sees another user's records.
    expect(theirs.records.some((r: { investmentId: number }) => r.investmentId === sellerHolding)).toBe(false);
    expect((await s.c.get(`${E.ownRecords.path}?kind=nonsense`)).statusCode).toBe(400);
    // One holding's history: the seller's listings of it; nobody else's records of it.
    const history = (await s.c.get(`${E.ownRecords.path}?investmentId=${sellerHolding}`)).json();
    expect(history.total).toBeGreaterThan(3);
    expect(history.records.every((r: { investmentId: number }) => r.investmentId === sellerHolding)).toBe(true);
    expect((await b.c.get(`${E.ownRecords.path}?investmentId=${sellerHolding}`)).json().total).toBe(0);
    expect((await s.c.get(`${E.list.path}?minInterest=20&maxInterest=5`)).statusCode).toBe(400);
    expect((await s.c.get(`${E.list.path}?riskGroups=Z`)).statusCode).toBe(400);
  });

  it('exports the own records as CSV and XLSX, in the asked language, every record of the kind', async () => {
    const json = (await s.c.get(`${E.ownRecords.path}?kind=sold`)).json();
    const csv = await s.c.get(`${E.ownRecordsCsv.path}?kind=sold&locale=lt`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Data,Įrašas,Projektas,Investicija,Pagrindinė suma,Parduota pagrindinės sumos,"Antkainis arba nuolaida, %",Kaina,Mokestis');
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.slice(1).every((line: string) => line.split(',')[1] === 'Parduota')).toBe(true);
    const xlsx = await s.c.get(`${E.ownRecordsXlsx.path}?kind=all&locale=en`);
    expect(xlsx.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(xlsx.rawPayload);
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('<sheet name="Secondary market"');
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const all = (await s.c.get(`${E.ownRecords.path}?kind=all`)).json();
    expect([...sheet.matchAll(/<row /g)]).toHaveLength(all.total + 1);
    expect((await s.c.get(`${E.ownRecordsCsv.path}?kind=nope`)).statusCode).toBe(400);
    expect((await createSessionClient(t.app, { ip: '198.51.101.202' }).get(E.ownRecordsCsv.path)).statusCode).toBe(401);
  });

  it('pauses the listings when a debtor update is published, until the operator resumes them', async () => {
    const listed = (await sell(s, sellerHolding, '20.00', 0)).json().recordId as number;
    const news = await operator.c.post(`/api/admin/projects/${projectId}/updates`, {
      kind: 'debtor',
      title: { en: 'Revenue fell' },
      body: { en: 'The borrower reported lower revenue.' },
    });
    expect(news.statusCode, news.body).toBe(201);
    expect((await b.c.get(recordUrl(listed))).json()).toMatchObject({ pausedReason: 'event:DEBTOR_UPDATE', buy: { blockedBy: 'paused' } });
    expect((await b.c.post(E.buy.path, { recordId: listed, amount: '20.00' }, key())).json().code).toBe('MARKET_PAUSED');
    // A project update (not about the debtor) does not pause anything.
    expect((await operator.c.post(A.resume.path, { projectId })).statusCode).toBe(200);
    expect(
      (await operator.c.post(`/api/admin/projects/${projectId}/updates`, { kind: 'update', title: { en: 'Works started' }, body: { en: 'On schedule.' } }))
        .statusCode,
    ).toBe(201);
    expect((await b.c.get(recordUrl(listed))).json()).toMatchObject({ pausedReason: null, buy: { blockedBy: null } });
    expect((await s.c.post(E.cancel.path, { recordId: listed })).statusCode).toBe(200);
  });

  it('pauses the listings when the loan is late, until the operator resumes them; the overview shows it', async () => {
    const listed = (await sell(s, sellerHolding, '30.00', 0)).json().recordId as number;
    expect((await operator.c.post(LIFECYCLE_API.status(projectId), { to: 'DELAYED', reason: 'late' })).statusCode).toBe(200);
    const record = (await b.c.get(recordUrl(listed))).json();
    expect(record).toMatchObject({ pausedReason: 'status:DELAYED', projectStatus: 'DELAYED', buy: { blockedBy: 'paused' } });
    const overview = (await operator.c.get(A.overview.path)).json();
    expect(overview.pausedProjects).toEqual([expect.objectContaining({ projectId, reason: 'status:DELAYED' })]);
    expect(overview.trades).toBeGreaterThan(20);
    expect(
      (await operator.c.post(A.cancel.path, { recordId: listed, reason: 'Seller asked by phone' }))
        .json()
        .listings.find((l: { id: number }) => l.id === listed),
    ).toMatchObject({ status: 'cancelled' });
    expect((await b.c.get(A.overview.path)).statusCode).toBe(403);
    expect((await operator.c.post(A.resume.path, { projectId })).statusCode).toBe(200);
  });

  it('shows in the portfolio: the seller’s market gains, the buyer’s holdings at their principal', async () => {
    const [sold] = await queryRows<{ gain: string; n: string }>(
      db,
      sql`SELECT sum(price_cents - principal_cents) AS gain, count(*) AS n FROM market_trades WHERE seller_user_id = ${s.id}`,
    );
    expect(Number(sold!.n)).toBeGreaterThan(20);
    const profit = (await s.c.get('/api/get/user-profit-info/all')).json();
    expect(fromWire(profit.marketGains)).toBe(asCents(sold!.gain));
    const [held] = await queryRows<{ outstanding: string; n: string }>(
      db,
      sql`SELECT sum(outstanding_principal_cents) AS outstanding, count(*) AS n FROM investments WHERE user_id = ${b.id} AND status = 'active'`,
    );
    const portfolio = (await b.c.get('/api/get/user-portfolio-info/all')).json();
    expect(portfolio.counts.investments).toBe(Number(held!.n));
    expect(fromWire(portfolio.totals.outstandingPrincipal)).toBe(asCents(held!.outstanding));
    expect(portfolio.netAnnualReturn === null || typeof portfolio.netAnnualReturn === 'string').toBe(true);
  });
});
