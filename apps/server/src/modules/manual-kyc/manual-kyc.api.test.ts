import { AUTH_API, MANUAL_KYC_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualKycRequests, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: SessionClient;
let investor: SessionClient;
let other: SessionClient;
let investorId: number;

beforeAll(async () => {
  t = await createTestApp();
  operator = createSessionClient(t.app, { ip: '192.0.2.10' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  investor = createSessionClient(t.app, { ip: '192.0.2.11' });
  await investor.post(AUTH_API.login, { email: 'new@demo.invest', password: DEMO_PASSWORD });
  other = createSessionClient(t.app, { ip: '192.0.2.12' });
  await other.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
  investorId = (await investor.get(AUTH_API.userDetails)).json().id;
});
afterAll(() => t.close());

describe('manual KYC', () => {
  it('has no request until the operator asks', async () => {
    expect((await investor.get(AUTH_API.userDetails)).json().activeManualKycId).toBeNull();
    expect((await investor.get(MANUAL_KYC_API.current)).statusCode).toBe(404);
  });

  it('refuses bad requests from the operator and any request from others', async () => {
    expect((await operator.post(MANUAL_KYC_API.adminCreate(investorId), { fields: [], documents: [] })).statusCode).toBe(400);
    expect((await operator.post(MANUAL_KYC_API.adminCreate(investorId), { fields: ['shoe_size'], documents: [] })).statusCode).toBe(400);
    expect((await operator.post(MANUAL_KYC_API.adminCreate(999999), { fields: ['occupation'], documents: [] })).statusCode).toBe(404);
    expect((await investor.post(MANUAL_KYC_API.adminCreate(investorId), { fields: ['occupation'], documents: [] })).statusCode).toBe(403);
  });

  it('the operator asks, the user sees it as activeManualKycId and answers; nobody else can', async () => {
    const created = await operator.post(MANUAL_KYC_API.adminCreate(investorId), {
      fields: ['occupation', 'source_of_funds'],
      documents: ['bank_statement'],
      note: 'Please tell us where the money comes from.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await operator.post(MANUAL_KYC_API.adminCreate(investorId), { fields: ['occupation'], documents: [] })).statusCode).toBe(409);
    expect((await investor.get(AUTH_API.userDetails)).json().activeManualKycId).toBe(id);
    expect((await investor.get(MANUAL_KYC_API.current)).json()).toMatchObject({ id, fields: ['occupation', 'source_of_funds'], documents: ['bank_statement'] });

    // Another user cannot see or answer it.
    expect((await other.get(MANUAL_KYC_API.current)).statusCode).toBe(404);
    expect((await other.post(MANUAL_KYC_API.answer, { id, answers: { occupation: 'x', source_of_funds: 'y' } })).statusCode).toBe(404);

    // Every requested field, and only those.
    const partial = await investor.post(MANUAL_KYC_API.answer, { id, answers: { occupation: 'Engineer' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fieldErrors).toHaveProperty(['answers.source_of_funds']);
    const extra = await investor.post(MANUAL_KYC_API.answer, { id, answers: { occupation: 'Engineer', source_of_funds: 'Salary', employer: 'X' } });
    expect(extra.statusCode).toBe(400);
    const ok = await investor.post(MANUAL_KYC_API.answer, { id, answers: { occupation: 'Engineer', source_of_funds: 'Salary' } });
    expect(ok.statusCode).toBe(204);
    expect((await investor.get(AUTH_API.userDetails)).json().activeManualKycId).toBeNull();
    expect((await investor.post(MANUAL_KYC_API.answer, { id, answers: { occupation: 'E', source_of_funds: 'S' } })).statusCode).toBe(409);

    const queue = (await operator.get(MANUAL_KYC_API.adminList)).json().requests as { id: number; status: string; answers: Record<string, string> }[];
    expect(queue.find((r) => r.id === id)).toMatchObject({ status: 'answered', answers: { occupation: 'Engineer', source_of_funds: 'Salary' } });
    expect((await operator.post(MANUAL_KYC_API.adminClose(id))).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(manualKycRequests).where(eq(manualKycRequests.id, id));
    expect(row.status).toBe('closed');
  });

  it('a read-only user cannot answer', async () => {
    const created = await operator.post(MANUAL_KYC_API.adminCreate(investorId), { fields: ['occupation'], documents: [] });
    await t.database.db.update(users).set({ readonly: true }).where(eq(users.id, investorId));
    try {
      const res = await investor.post(MANUAL_KYC_API.answer, { id: created.json().id, answers: { occupation: 'x' } });
      expect(res.json().code).toBe('READ_ONLY');
    } finally {
      await t.database.db.update(users).set({ readonly: false }).where(eq(users.id, investorId));
    }
  });
});
