import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AgreementList,
  calendarDate,
  cents,
  euros,
  type DebtorDocuments,
  formatDate,
  formatDateTime,
  formatMoney,
  LIFECYCLE_API,
  LOCALE_HEADER,
  LOCALE_ISO,
  LOCALES,
  type Locale,
  PLATFORM_COMPANY,
  zonedInstant,
} from '@platform/contract';
import { AGREEMENTS_ENDPOINTS as A, buildUrl, INVESTING_ENDPOINTS as I, MARKET_ENDPOINTS as M } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { agreements, investments, investmentScheduleItems, users } from '../../db/schema';
import { addDays, idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfInfo, pdfPages } from '../documents/pdf-text';
import { createLocalDiskStorage } from '../files/storage';
import { agreementsJob } from './agreements.job';

/**
 * Issue 15, decision 0038: agreements issued once and served from storage with their hash checked; the debtor's
 * loan agreement, schedule and payment confirmations; the issuing job. On PGlite and (DATABASE_URL pass) PostgreSQL.
 */

let t: TestApp;
let db: Db;
let dataDir: string;
let fx: ReturnType<typeof loanFixtures>;
let a: TestUser; // invests through the API in an open project
let s: TestUser; // holds a disbursed loan and sells part of it
let b: TestUser; // buys that part
let o: TestUser; // anybody else
let debtor: TestUser;
let otherDebtor: TestUser;
let operator: TestUser;
let openProject = 0;
let loanProject = 0;
let aInvestment = 0;
let sHolding = 0;
let tradeId = 0;
let repaymentId = 0;

const today = calendarDate(new Date());
const disbursedOn = addDays(today, -20);
const [dy, dm, dd] = disbursedOn.split('-').map(Number) as [number, number, number];
const D = zonedInstant({ year: dy, month: dm, day: dd, hour: 12, minute: 0 });

const lang = (locale: Locale) => ({ [LOCALE_HEADER]: locale });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = (key: string, locale: Locale = 'en', params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), TRANSLATIONS[locale][`agreements.pdf.${key}`]!);
const money = (amount: number, locale: Locale = 'en') => formatMoney(euros(amount), LOCALE_ISO[locale]);
/** The PDF's text with its lines joined: paragraphs wrapped over several lines read as one. */
const textOf = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n').replace(/\s+/g, ' ');
const agreementRows = (kind: string, column: 'investmentId' | 'tradeId' | 'projectId', id: number) =>
  db
    .select()
    .from(agreements)
    .where(and(eq(agreements.kind, kind), eq(agreements[column], id)));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agreements-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  db = t.database.db;
  fx = loanFixtures(t, { projectNumbersFrom: 138_000, ipBlock: 138, slugPrefix: 'agreements' });
  operator = await fx.login('operator@demo.invest');
  debtor = await fx.login('debtor@demo.invest');
  a = await fx.makeInvestor('agreements-a');
  s = await fx.makeInvestor('agreements-s');
  b = await fx.makeInvestor('agreements-b');
  o = await fx.makeInvestor('agreements-o');
  otherDebtor = await fx.makeInvestor('agreements-debtor2');
  await db.update(users).set({ isDebtor: true }).where(eq(users.id, otherDebtor.id));
  await fx.deposit(a.id, 500_000);
  await fx.deposit(b.id, 500_000);
  await fx.deposit(s.id, 200_000);
  await fx.deposit(o.id, 100_000);

  openProject = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1150, termMonths: 6, method: 'ANNUITY', target: 5_000_000 });
  const invested = await a.c.post(I.invest.path, { projectId: openProject, amount: '300.00' }, idempotencyKey());
  expect(invested.statusCode, invested.body).toBe(201);
  aInvestment = invested.json().investmentId;

  loanProject = await fx.makeProject({ country: 'LT', green: false, risk: 'B', rateBps: 1200, termMonths: 6, method: 'ANNUITY', target: 300_000 });
  sHolding = await fx.investAt(loanProject, s.id, 200_000, D);
  await fx.investAt(loanProject, o.id, 100_000, D);
  await fx.disburseAt(loanProject, D);
  const listed = await s.c.post(M.sell.path, { investmentId: sHolding, amount: '500.00', premiumPercent: -2 });
  expect(listed.statusCode, listed.body).toBe(201);
  const bought = await b.c.post(M.buy.path, { recordId: listed.json().recordId, amount: '500.00' }, idempotencyKey());
  expect(bought.statusCode, bought.body).toBe(201);
  tradeId = bought.json().tradeId;
  const repaid = await operator.c.post(LIFECYCLE_API.repayments(loanProject), { amount: '120.00' }, idempotencyKey());
  expect(repaid.statusCode, repaid.body).toBe(201);
  repaymentId = Number((await queryRows<{ id: number }>(db, sql`SELECT max(id)::int AS id FROM repayments WHERE project_id = ${loanProject}`))[0]!.id);
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('investment agreement', () => {
  it('is issued once: two downloads give the same bytes, one row, and the stored SHA-256 is the bytes’ own', async () => {
    const url = buildUrl(A.investmentPdf, { id: aInvestment });
    const first = await a.c.get(url, lang('en'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const second = await a.c.get(url, lang('lt'));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const rows = await agreementRows('investment', 'investmentId', aInvestment);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 'investment/1', locale: 'en', sizeBytes: first.rawPayload.length, sha256: sha256(first.rawPayload) });
    expect(first.headers['x-agreement-sha256']).toBe(rows[0]!.sha256);
  });

  it('names the parties, amount, rate, term, schedule, risk warning, reflection period and the acceptance', async () => {
    const bytes = (await a.c.get(buildUrl(A.investmentPdf, { id: aInvestment }))).rawPayload;
    const text = await textOf(bytes);
    const [inv] = await db.select().from(investments).where(eq(investments.id, aInvestment));
    const en = TRANSLATIONS.en;
    for (const expected of [
      pdf('investment_title'),
      'agreements-a',
      'Debtor', // the borrower of the fixtures' projects
      pdf('platform_name', 'en', { name: PLATFORM_COMPANY.name, code: PLATFORM_COMPANY.companyCode }),
      money(300),
      '11.50%',
      pdf('term_months', 'en', { count: 6 }),
      en['project.repayment.ANNUITY']!,
      pdf('schedule_indicative', 'en', { date: formatDate(calendarDate(inv!.createdAt), 'en') }),
      en['projectPage.kiis.warning']!,
      pdf('reflection_until', 'en', { date: formatDateTime(inv!.reflectionEndsAt!, 'en'), days: 4 }),
      pdf('accepted', 'en', { date: formatDateTime(inv!.createdAt, 'en') }),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s/g, '')).toContain(a.email); // a long address may wrap at its hyphen
    // Six installments and the totals row that adds up to the amount invested.
    const pages = await pdfPages(bytes);
    const lines = pages.join('\n').split('\n');
    expect(lines.filter((line) => /^[1-6] \d{1,2} [A-Z][a-z]{2} \d{4} /.test(line))).toHaveLength(6);
    expect(lines.some((line) => line.startsWith(`${pdf('totals')} ${money(300)} `))).toBe(true);
    expect((await pdfInfo(bytes)).Title).toBe(pdf('investment_title'));
  });

  it('shows a disbursed holding’s own schedule as it was before part of it was sold', async () => {
    const res = await s.c.get(buildUrl(A.investmentPdf, { id: sHolding }));
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload);
    const items = await db
      .select()
      .from(investmentScheduleItems)
      .where(eq(investmentScheduleItems.investmentId, sHolding))
      .orderBy(asc(investmentScheduleItems.installment));
    expect(items).toHaveLength(6);
    for (const item of items) expect(text).toContain(`${item.installment} ${formatDate(item.dueDate, 'en')} `);
    // The seller holds 1,500.00 now; the agreement is for the 2,000.00 invested, installments included.
    expect(text).toContain(`${pdf('totals')} ${money(2000)} `);
    expect(text).not.toContain(pdf('schedule_indicative', 'en', { date: '' }).slice(0, 30));
  });

  it('is drawn in the requester’s locale, in each of the six, with that locale’s own words', async () => {
    for (const locale of LOCALES) {
      const made = await a.c.post(I.invest.path, { projectId: openProject, amount: '10.00' }, idempotencyKey());
      expect(made.statusCode, made.body).toBe(201);
      const res = await a.c.get(buildUrl(A.investmentPdf, { id: made.json().investmentId }), lang(locale));
      expect(res.statusCode).toBe(200);
      const text = await textOf(res.rawPayload);
      const words = TRANSLATIONS[locale];
      for (const expected of [
        pdf('investment_title', locale),
        pdf('parties', locale),
        pdf('reflection', locale),
        pdf('risk', locale),
        money(10, locale).replace(/\s/g, ' '),
        words['projectPage.kiis.warning']!,
        pdf('page', locale, { page: 1, pages: (await pdfPages(res.rawPayload)).length }),
      ]) {
        expect(text, `${locale}: ${expected}`).toContain(expected);
      }
      const [row] = await agreementRows('investment', 'investmentId', made.json().investmentId);
      expect(row!.locale).toBe(locale);
    }
  }, 60_000);

  it('concurrent first downloads make exactly one row and one stored file', async () => {
    const made = await a.c.post(I.invest.path, { projectId: openProject, amount: '20.00' }, idempotencyKey());
    const id = made.json().investmentId as number;
    const stored = () => readdir(path.join(dataDir, 'files')).catch(() => [] as string[]);
    const before = new Set(await stored());
    const answers = await Promise.all(Array.from({ length: 6 }, () => a.c.get(buildUrl(A.investmentPdf, { id }))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    for (const r of answers) expect(r.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    const rows = await agreementRows('investment', 'investmentId', id);
    expect(rows).toHaveLength(1);
    const added = (await stored()).filter((f) => !before.has(f));
    expect(added).toEqual([rows[0]!.storageKey]);
  });

  it('a stored file that was changed is detected: logged, answered as JSON, never redrawn', async () => {
    const made = await a.c.post(I.invest.path, { projectId: openProject, amount: '30.00' }, idempotencyKey());
    const id = made.json().investmentId as number;
    const url = buildUrl(A.investmentPdf, { id });
    const original = (await a.c.get(url)).rawPayload;
    const [row] = await agreementRows('investment', 'investmentId', id);
    const file = path.join(dataDir, 'files', row!.storageKey);
    await writeFile(file, Buffer.concat([original.subarray(0, original.length - 10), Buffer.from('tampered!!')]));
    const res = await a.c.get(url);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'AGREEMENT_UNAVAILABLE' });
    expect(await agreementRows('investment', 'investmentId', id)).toEqual([row]);
    await rm(file);
    expect((await a.c.get(url)).json()).toMatchObject({ code: 'AGREEMENT_UNAVAILABLE' });
    await writeFile(file, original);
    expect((await a.c.get(url)).rawPayload.equals(original)).toBe(true);
  });

  it('is only the investor’s (and an operator’s): anyone else gets a 404, bad ids a 400, a bought holding has none', async () => {
    const url = buildUrl(A.investmentPdf, { id: aInvestment });
    for (const user of [o, b, s, debtor]) {
      const res = await user.c.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await operator.c.get(url)).statusCode).toBe(200);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await a.c.get(A.investmentPdf.path.replace(':id', bad));
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await a.c.get(buildUrl(A.investmentPdf, { id: 2_000_000_000 }))).statusCode).toBe(404);
    const [boughtHolding] = await db
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.userId, b.id), eq(investments.projectId, loanProject)));
    expect((await b.c.get(buildUrl(A.investmentPdf, { id: boughtHolding!.id }))).statusCode).toBe(404);
  });
});

describe('assignment agreement', () => {
  it('both seller and buyer download the same agreement with the trade’s figures; nobody else can', async () => {
    const url = buildUrl(A.assignmentPdf, { id: tradeId });
    const buyer = await b.c.get(url, lang('en'));
    expect(buyer.statusCode, buyer.body).toBe(200);
    const seller = await s.c.get(url, lang('pl'));
    expect(seller.rawPayload.equals(buyer.rawPayload)).toBe(true);
    expect(await agreementRows('assignment', 'tradeId', tradeId)).toHaveLength(1);
    const [trade] = await queryRows<{ price_cents: number; fee_cents: number; accrued_interest_cents: number; premium_cents: number }>(
      db,
      sql`SELECT price_cents::int, fee_cents::int, accrued_interest_cents::int, premium_cents::int FROM market_trades WHERE id = ${tradeId}`,
    );
    const text = await textOf(buyer.rawPayload);
    for (const expected of [
      pdf('assignment_title'),
      `${pdf('seller')} agreements-s`,
      `${pdf('buyer')} agreements-b`,
      `${pdf('principal')} ${money(500)}`,
      `${pdf('premium')} ${formatMoney(cents(trade!.premium_cents), LOCALE_ISO.en)}`,
      `${pdf('accrued')} ${formatMoney(cents(trade!.accrued_interest_cents), LOCALE_ISO.en)}`,
      `${pdf('price')} ${formatMoney(cents(trade!.price_cents), LOCALE_ISO.en)}`,
      `${pdf('fee')} ${formatMoney(cents(trade!.fee_cents), LOCALE_ISO.en)}`,
      pdf('assignment_body'),
    ]) {
      expect(text).toContain(expected);
    }
    for (const user of [a, o, debtor]) expect((await user.c.get(url)).statusCode).toBe(404);
    expect((await b.c.get(buildUrl(A.assignmentPdf, { id: 2_000_000_000 }))).statusCode).toBe(404);
  });

  it('lists the caller’s agreements with their project, state and download path', async () => {
    const seller = (await s.c.get(A.list.path)).json() as AgreementList;
    expect(seller.agreements.map((x) => [x.kind, x.role, x.subjectId])).toEqual(
      expect.arrayContaining([
        ['investment', 'investor', sHolding],
        ['assignment', 'seller', tradeId],
      ]),
    );
    const buyer = (await b.c.get(A.list.path)).json() as AgreementList;
    const assignment = buyer.agreements.find((x) => x.kind === 'assignment')!;
    const [row] = await agreementRows('assignment', 'tradeId', tradeId);
    expect(assignment).toMatchObject({
      role: 'buyer',
      amount: '500.00',
      sha256: row!.sha256,
      path: buildUrl(A.assignmentPdf, { id: tradeId }),
      projectId: loanProject,
    });
    expect(buyer.agreements.some((x) => x.kind === 'investment')).toBe(false); // a bought holding's paper is the assignment
    const other = (await o.c.get(A.list.path)).json() as AgreementList;
    expect(other.agreements.every((x) => x.kind === 'investment' && x.projectId === loanProject)).toBe(true);
  });
});

describe('the debtor’s documents', () => {
  it('lists the loan agreement, the schedule and a confirmation per repayment of the debtor’s own projects', async () => {
    const docs = (await debtor.c.get(A.debtorDocuments.path)).json() as DebtorDocuments;
    const loan = docs.projects.find((p) => p.projectId === loanProject)!;
    expect(loan.loanAgreement?.path).toBe(buildUrl(A.debtorLoanPdf, { id: loanProject }));
    expect(loan.schedulePath).toBe(buildUrl(A.debtorSchedulePdf, { id: loanProject }));
    expect(loan.repayments.map((r) => [r.id, r.amount])).toEqual([[repaymentId, '120.00']]);
    expect(docs.projects.find((p) => p.projectId === openProject)).toMatchObject({ loanAgreement: null, schedulePath: null, repayments: [] });
    expect(((await otherDebtor.c.get(A.debtorDocuments.path)).json() as DebtorDocuments).projects).toEqual([]);
  });

  it('the loan agreement is issued once with the loan’s terms and schedule', async () => {
    const url = buildUrl(A.debtorLoanPdf, { id: loanProject });
    const first = await debtor.c.get(url, lang('lt'));
    expect(first.statusCode, first.body).toBe(200);
    expect((await debtor.c.get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    const rows = await agreementRows('loan', 'projectId', loanProject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'lt', version: 'loan/1', sha256: sha256(first.rawPayload) });
    const text = await textOf(first.rawPayload);
    for (const expected of [
      pdf('loan_title', 'lt'),
      `${pdf('loan_amount', 'lt')} ${money(3000, 'lt')}`,
      pdf('loan_body', 'lt'),
      `${pdf('totals', 'lt')} ${money(3000, 'lt')}`,
    ]) {
      expect(text.replace(/\s/g, ' ')).toContain(expected.replace(/\s/g, ' '));
    }
    expect((await debtor.c.get(buildUrl(A.debtorLoanPdf, { id: openProject }))).statusCode).toBe(404); // not disbursed
  });

  it('the schedule and the payment confirmation are drawn the same for the same data, in every locale', async () => {
    const scheduleUrl = buildUrl(A.debtorSchedulePdf, { id: loanProject });
    const confirmationUrl = buildUrl(A.debtorRepaymentConfirmation, { id: repaymentId });
    for (const locale of LOCALES) {
      const schedule = await debtor.c.get(scheduleUrl, lang(locale));
      expect(schedule.statusCode, schedule.body).toBe(200);
      expect((await debtor.c.get(scheduleUrl, lang(locale))).rawPayload.equals(schedule.rawPayload)).toBe(true);
      const scheduleText = await textOf(schedule.rawPayload);
      expect(scheduleText).toContain(pdf('schedule_title', locale));
      expect(scheduleText.replace(/\s/g, ' ')).toContain(money(120, locale).replace(/\s/g, ' ')); // what was paid of installment 1
      expect(scheduleText).toContain(pdf('status.partial', locale));
      expect(scheduleText).toContain(pdf('status.scheduled', locale));
      const confirmation = await debtor.c.get(confirmationUrl, lang(locale));
      expect(confirmation.statusCode).toBe(200);
      expect((await debtor.c.get(confirmationUrl, lang(locale))).rawPayload.equals(confirmation.rawPayload)).toBe(true);
      const text = (await textOf(confirmation.rawPayload)).replace(/\s/g, ' ');
      for (const expected of [pdf('confirmation_title', locale), `${pdf('amount_received', locale)} ${money(120, locale)}`, pdf('confirmation_body', locale)]) {
        expect(text, `${locale}: ${expected}`).toContain(expected.replace(/\s/g, ' '));
      }
    }
  }, 60_000);

  it('another debtor, an investor and a bad id get 4xx JSON, an operator gets the files', async () => {
    for (const url of [
      buildUrl(A.debtorLoanPdf, { id: loanProject }),
      buildUrl(A.debtorSchedulePdf, { id: loanProject }),
      buildUrl(A.debtorRepaymentConfirmation, { id: repaymentId }),
    ]) {
      for (const user of [otherDebtor, a, s]) {
        const res = await user.c.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await operator.c.get(url)).statusCode, url).toBe(200);
    }
    expect((await debtor.c.get(A.debtorRepaymentConfirmation.path.replace(':id', 'x'))).statusCode).toBe(400);
    expect((await debtor.c.get(buildUrl(A.debtorRepaymentConfirmation, { id: 2_000_000_000 }))).statusCode).toBe(404);
  });
});

describe('the issuing job', () => {
  it('issues the missing agreements in the owner’s locale; a second run issues none', async () => {
    await db.update(users).set({ locale: 'bg' }).where(eq(users.id, o.id));
    const job = agreementsJob(createLocalDiskStorage(path.join(dataDir, 'files')), { error: () => {}, warn: () => {} });
    const first = await job.run(db, new Date());
    expect(first.investment).toBeGreaterThan(0);
    let more = first;
    for (let run = 0; run < 20 && (more.investment > 0 || more.assignment > 0); run++) more = await job.run(db, new Date());
    expect(await job.run(db, new Date())).toEqual({ investment: 0, assignment: 0 });
    const missing = await db
      .select({ id: investments.id })
      .from(investments)
      .where(
        and(
          isNull(investments.parentInvestmentId),
          sql`NOT EXISTS (SELECT 1 FROM agreements x WHERE x.kind = 'investment' AND x.investment_id = ${investments.id})`,
        ),
      );
    expect(missing).toEqual([]);
    const [oHolding] = await db.select({ id: investments.id }).from(investments).where(eq(investments.userId, o.id));
    const [row] = await agreementRows('investment', 'investmentId', oHolding!.id);
    expect(row!.locale).toBe('bg');
    // What the job stored is what the investor downloads.
    const res = await o.c.get(buildUrl(A.investmentPdf, { id: oHolding!.id }), lang('en'));
    expect(sha256(res.rawPayload)).toBe(row!.sha256);
    expect(await textOf(res.rawPayload)).toContain(pdf('investment_title', 'bg'));
  }, 120_000);
});
