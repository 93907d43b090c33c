import type { AdminWithdrawal, UserInvestment } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import {
  ADMIN_ENDPOINTS as A,
  ADMIN_PROJECTS_ENDPOINTS as P,
  INVESTING_ENDPOINTS as I,
  NOTIFICATIONS_ENDPOINTS as N,
  WITHDRAWALS_ENDPOINTS as W,
} from '@platform/contract/endpoints';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0039: the lists without a download of their own now have one, from the shared export
 * module — the investor's investments and notifications, the operator's users and withdrawals.
 * Each file holds exactly the rows of its list (and only the caller's), in the asked language.
 */

let t: TestApp;
let a: TestUser;
let b: TestUser;
let operator: TestUser;

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

async function sheetRows(payload: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(payload);
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  return [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  const fx = loanFixtures(t, { projectNumbersFrom: 131_000, ipBlock: 131, slugPrefix: 'exports' });
  a = await fx.makeInvestor('exports-a');
  b = await fx.makeInvestor('exports-b');
  operator = await fx.login('operator@demo.invest');
  await fx.deposit(a.id, 100_000);
  await fx.deposit(b.id, 100_000);
  const projectId = await fx.makeProject({ country: 'LT', green: false, risk: 'A', rateBps: 1000, termMonths: 12, target: 1_000_000 });
  for (const [user, amount] of [
    [a, '150.00'],
    [a, '275.50'],
    [b, '90.00'],
  ] as const) {
    expect((await user.c.post(I.invest.path, { projectId, amount }, idempotencyKey())).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('list exports', () => {
  it('investments: the caller’s own, as in the list, in the asked language, CSV and XLSX', async () => {
    const list = (await a.c.get(I.userInvestments.path)).json().investments as UserInvestment[];
    expect(list).toHaveLength(2);
    const csv = await a.c.get(`${I.userInvestmentsCsv.path}?locale=lt`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="investments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csvLines(csv.body);
    const lt = TRANSLATIONS.lt;
    expect(lines[0]).toBe(
      ['date', 'investment', 'project', 'status', 'amount', 'outstanding', 'reflection_ends'].map((c) => lt[`exports.investments.column.${c}`]).join(','),
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(list.map((i) => String(i.id)));
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['275.50', '150.00']);
    expect(lines.slice(1).every((l) => l.split(',')[3] === lt[`investing.status.${list[0]!.status}`])).toBe(true);
    // B's investment is not in A's file.
    expect(csv.body).not.toContain('90.00');

    const xlsx = await a.c.get(`${I.userInvestmentsXlsx.path}?locale=en`);
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('<v>275.50</v>');
    expect(rows[0]).toContain('Outstanding principal');
  });

  it('notifications: every one of the asked kind, the caller’s own', async () => {
    const list = (await a.c.get(`${N.list.path}?type=investment`)).json();
    expect(list.totalCount).toBeGreaterThan(0);
    const csv = await a.c.get(`${N.listCsv.path}?type=investment&locale=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('notifications-investment-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Date,Notification,Project,Amount,Read');
    expect(lines).toHaveLength(list.totalCount + 1);
    expect(lines.slice(1).every((l) => l.includes(TRANSLATIONS.en['notifications.event.invested.title']!))).toBe(true);
    const xlsx = await a.c.get(`${N.listXlsx.path}?type=investment`);
    expect(await sheetRows(xlsx.rawPayload)).toHaveLength(list.totalCount + 1);
    expect((await a.c.get(`${N.listCsv.path}?type=nope`)).statusCode).toBe(400);
  });

  it('operator lists: users matching the search, withdrawals of a status', async () => {
    const search = encodeURIComponent('exports-');
    const users = (await operator.c.get(`${A.users.path}?search=${search}`)).json();
    const csv = await operator.c.get(`${A.usersCsv.path}?search=${search}&locale=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csvLines(csv.body);
    expect(lines).toHaveLength(users.total + 1);
    expect(users.total).toBe(2);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual([a.email, b.email].sort());

    const withdrawals = (await operator.c.get(W.adminList.path)).json().withdrawals as AdminWithdrawal[];
    const xlsx = await operator.c.get(`${W.adminListXlsx.path}?locale=pl`);
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows).toHaveLength(withdrawals.length + 1);
    expect(rows[0]).toContain(TRANSLATIONS.pl['exports.withdrawals.column.holder']);
    expect((await operator.c.get(`${W.adminListCsv.path}?status=nope`)).statusCode).toBe(400);

    // Projects: all matching rows, not one page of them.
    const gathering = (await operator.c.get(`${P.list.path}?status=GATHERING`)).json();
    const projects = await operator.c.get(`${P.listCsv.path}?status=GATHERING&locale=en`);
    expect(projects.statusCode, projects.body).toBe(200);
    const projectLines = csvLines(projects.body);
    expect(projectLines).toHaveLength(gathering.total + 1);
    // (titles may hold commas, so the status is looked for between separators)
    expect(projectLines.slice(1).every((l) => l.includes(`,${TRANSLATIONS.en['adminProjects.status.GATHERING']},`))).toBe(true);
    expect(projectLines.some((l) => l.startsWith('131001,'))).toBe(true);
  });

  it('who may download: investors their own lists only, operators the back office’s, guests nothing', async () => {
    expect((await a.c.get(A.usersCsv.path)).statusCode).toBe(403);
    expect((await a.c.get(W.adminListXlsx.path)).statusCode).toBe(403);
    expect((await a.c.get(P.listXlsx.path)).statusCode).toBe(403);
    const guest = createSessionClient(t.app, { ip: '198.51.131.250' });
    for (const path of [I.userInvestmentsCsv.path, N.listXlsx.path, A.usersCsv.path]) {
      const res = await guest.get(path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await a.c.get(`${I.userInvestmentsCsv.path}?locale=xx`)).statusCode).toBe(400);
  });
});
