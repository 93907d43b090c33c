import type { AuditExportRecord } from '@platform/contract/audit';
import { ADMIN_AUDIT_ENDPOINTS as E } from '@platform/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit.service';

/** Decision 0051: the operator's audit log export, NDJSON and CSV, filtered by Vilnius days, action and actor. */

let t: TestApp;
let investor: TestUser;
let operator: TestUser;

const ndjson = (body: string) =>
  body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as AuditExportRecord);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  const fx = loanFixtures(t, { projectNumbersFrom: 152_000, ipBlock: 152, slugPrefix: 'audit' });
  investor = await fx.makeInvestor('audit-investor');
  operator = await fx.login('operator@demo.invest');
  const db = t.database.db;
  // Entries on known Vilnius days: 2026-03-10 23:30 UTC is already 2026-03-11 in Vilnius (UTC+2).
  for (const [action, at, details] of [
    ['test.alpha', '2026-03-09T12:00:00Z', { n: 1 }],
    ['test.beta', '2026-03-10T21:59:59Z', { n: 2, formula: '=HYPERLINK("x")' }],
    ['test.alpha', '2026-03-10T22:00:00Z', { n: 3 }],
    ['test_other', '2026-03-12T09:00:00Z', { n: 4 }],
  ] as const) {
    await recordAudit(db, { actorUserId: investor.id, subjectUserId: investor.id, action, details, ip: '198.51.152.1' });
    await db
      .update(auditLog)
      .set({ createdAt: new Date(at) })
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, investor.id), eq(auditLog.details, details)));
  }
});
afterAll(() => t?.close());

describe('audit log export', () => {
  it('is for operators only: a guest 401, an investor 403', async () => {
    for (const endpoint of [E.exportNdjson, E.exportCsv]) {
      const guest = createSessionClient(t.app);
      expect((await guest.get(endpoint.path)).statusCode).toBe(401);
      const refused = await investor.c.get(endpoint.path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await operator.c.get(endpoint.path)).statusCode).toBe(200);
    }
  });

  it('answers NDJSON filtered by Vilnius days and an action prefix, oldest first, with e-mails', async () => {
    const response = await operator.c.get(`${E.exportNdjson.path}?dateFrom=2026-03-09&dateTo=2026-03-10&action=test.`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const records = ndjson(response.body);
    // 2026-03-10T22:00Z is 2026-03-11 00:00 in Vilnius: outside; test_other is not under "test.".
    expect(records.map((r) => [r.action, r.details.n, r.at])).toEqual([
      ['test.alpha', 1, '2026-03-09T12:00:00.000Z'],
      ['test.beta', 2, '2026-03-10T21:59:59.000Z'],
    ]);
    expect(records[0]).toMatchObject({
      actorUserId: investor.id,
      actorEmail: investor.email,
      subjectUserId: investor.id,
      subjectEmail: investor.email,
      ip: '198.51.152.1',
    });
  });

  it('filters by exact action and by actor', async () => {
    const exact = ndjson((await operator.c.get(`${E.exportNdjson.path}?action=test.alpha`)).body);
    expect(exact.map((r) => r.details.n)).toEqual([1, 3]);
    const byOperator = ndjson((await operator.c.get(`${E.exportNdjson.path}?actorUserId=${operator.id}&action=user.login`)).body);
    expect(byOperator.length).toBeGreaterThanOrEqual(1);
    expect(byOperator.every((r) => r.actorUserId === operator.id && r.action === 'user.login')).toBe(true);
    // LIKE's wildcards in a prefix are literal: "tes_." would match "test.alpha" as a pattern.
    const none = await operator.c.get(`${E.exportNdjson.path}?action=tes_.`);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
  });

  it('answers CSV with the same rows, instants in Vilnius time, details as JSON text', async () => {
    const response = await operator.c.get(`${E.exportCsv.path}?dateFrom=2026-03-09&dateTo=2026-03-10&action=test.`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('id,at,action,actor_user_id,actor_email,subject_user_id,subject_email,ip,details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,2026-03-09T14:00:00+02:00,test.alpha,${investor.id},${investor.email},`);
    expect(lines[2]).toContain('"{""n"":2,""formula"":""=HYPERLINK(\\""x\\"")""}"');
  });

  it('refuses bad filters with 400 and field errors', async () => {
    for (const query of ['dateFrom=2026-02-30', 'dateFrom=2026-03-10&dateTo=2026-03-09', 'action=DROP%20TABLE', 'actorUserId=-1', 'actorUserId=abc']) {
      const response = await operator.c.get(`${E.exportCsv.path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('records who exported the trail, with the filters', async () => {
    await operator.c.get(`${E.exportCsv.path}?action=test.beta`);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.audit_exported'), eq(auditLog.actorUserId, operator.id)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry?.details).toMatchObject({ format: 'csv', action: 'test.beta', rows: 1, truncated: false });
  });
});
