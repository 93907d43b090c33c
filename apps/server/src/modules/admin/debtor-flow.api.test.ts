import { AUTH_API, MANUAL_KYC_API, QUESTIONNAIRE_API } from '@platform/contract';
import { ADMIN_ENDPOINTS, buildUrl } from '@platform/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: SessionClient;
let investor: SessionClient;
let debtor: SessionClient;
let debtorId: number;
let investorId: number;

const extendedUrl = (id: number) => buildUrl(ADMIN_ENDPOINTS.setExtendedDebtorFlow, { id });
const stepUrl = (id: number) => buildUrl(ADMIN_ENDPOINTS.overrideDebtorStep, { id });
const restoreUrl = (id: number) => buildUrl(ADMIN_ENDPOINTS.restoreDebtorStep, { id });

beforeAll(async () => {
  t = await createTestApp();
  operator = createSessionClient(t.app, { ip: '192.0.2.70' });
  await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  investor = createSessionClient(t.app, { ip: '192.0.2.71' });
  await investor.post(AUTH_API.login, { email: 'investor@demo.invest', password: DEMO_PASSWORD });
  debtor = createSessionClient(t.app, { ip: '192.0.2.72' });
  await debtor.post(AUTH_API.login, { email: 'debtor@demo.invest', password: DEMO_PASSWORD });
  debtorId = (await debtor.get(AUTH_API.userDetails)).json().id as number;
  investorId = (await investor.get(AUTH_API.userDetails)).json().id as number;
});
afterAll(() => t.close());

const debtorDetails = async () => (await debtor.get(AUTH_API.userDetails)).json().debtor;
const stored = async () =>
  (
    await t.database.db
      .select({ step: users.debtorIdentityStep, previous: users.debtorPreviousIdentityStep, extended: users.extendedDebtorFlow })
      .from(users)
      .where(eq(users.id, debtorId))
  )[0]!;
const auditOf = async (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, debtorId), eq(auditLog.action, action)));

describe('debtor flow settings (decision 0046)', () => {
  it('the seeded debtor is in the extended flow at the first step not done (its own questionnaire); investors are not debtors', async () => {
    expect(await debtorDetails()).toEqual({ extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null });
    expect((await investor.get(AUTH_API.userDetails)).json().debtor).toEqual({ extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null });
    const list = (await operator.get(buildUrl(ADMIN_ENDPOINTS.users, {}, { search: 'demo.invest', page: 1 }))).json().users as Array<{
      id: number;
      debtor: unknown;
    }>;
    expect(list.find((u) => u.id === debtorId)?.debtor).toEqual({ extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null });
    expect(list.find((u) => u.id === investorId)?.debtor).toBeNull();
  });

  it('is operator-only: guests 401, investors and the debtor 403, nothing changes', async () => {
    const guest = createSessionClient(t.app, { ip: '192.0.2.73' });
    expect((await guest.post(stepUrl(debtorId), { step: 'documents' })).statusCode).toBe(401);
    for (const client of [investor, debtor]) {
      expect((await client.post(extendedUrl(debtorId), { extendedDebtorFlow: false })).statusCode).toBe(403);
      expect((await client.post(stepUrl(debtorId), { step: 'documents' })).statusCode).toBe(403);
      expect((await client.post(restoreUrl(debtorId))).statusCode).toBe(403);
    }
    expect(await stored()).toEqual({ step: null, previous: null, extended: true });
  });

  it('refuses a bad step with fieldErrors, the step already shown, manual KYC without a request, non-debtors and unknown users', async () => {
    for (const body of [{ step: 'vacation' }, {}, { step: 3 }]) {
      const res = await operator.post(stepUrl(debtorId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fieldErrors ?? {})).toContain('step');
    }
    const same = await operator.post(stepUrl(debtorId), { step: 'questionnaire' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ step: ['same_step'] });
    const noRequest = await operator.post(stepUrl(debtorId), { step: 'manual_kyc' });
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().fieldErrors).toEqual({ step: ['no_manual_kyc_request'] });
    expect((await operator.post(stepUrl(investorId), { step: 'documents' })).statusCode).toBe(409);
    expect((await operator.post(extendedUrl(investorId), { extendedDebtorFlow: true })).statusCode).toBe(409);
    expect((await operator.post(stepUrl(999_999), { step: 'documents' })).statusCode).toBe(404);
    expect((await operator.post(extendedUrl(debtorId), { extendedDebtorFlow: 'yes' })).statusCode).toBe(400);
    expect((await operator.post(restoreUrl(debtorId))).statusCode).toBe(409);
    expect(await stored()).toEqual({ step: null, previous: null, extended: true });
  });

  it('override then restore: the user details follow, both audited, and the step follows the facts again', async () => {
    const overridden = await operator.post(stepUrl(debtorId), { step: 'documents' });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json()).toEqual({ extendedDebtorFlow: true, identityStep: 'documents', previousIdentityStep: 'questionnaire' });
    expect(await debtorDetails()).toEqual({ extendedDebtorFlow: true, identityStep: 'documents', previousIdentityStep: 'questionnaire' });
    expect(await stored()).toEqual({ step: 'documents', previous: 'questionnaire', extended: true });
    expect((await auditOf('operator.debtor_step_overridden'))[0]?.details).toEqual({ from: 'questionnaire', to: 'documents' });

    const restored = await operator.post(restoreUrl(debtorId));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null });
    expect(await debtorDetails()).toEqual({ extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null });
    // The previous step was the derived one: no override stays behind.
    expect(await stored()).toEqual({ step: null, previous: null, extended: true });
    expect((await auditOf('operator.debtor_step_restored'))[0]?.details).toEqual({ from: 'documents', to: 'questionnaire' });
    expect((await operator.post(restoreUrl(debtorId))).statusCode).toBe(409);
  });

  it('an open manual KYC request may be made the step', async () => {
    const created = await operator.post(MANUAL_KYC_API.adminCreate(debtorId), { fields: ['occupation'], documents: [] });
    expect(created.statusCode).toBe(201);
    const res = await operator.post(stepUrl(debtorId), { step: 'manual_kyc' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await debtorDetails()).toMatchObject({ identityStep: 'manual_kyc', previousIdentityStep: 'questionnaire' });
  });

  it('a debtor with the extended flow switched off is not in it: no step, no extended questionnaire; switching drops the override; audited', async () => {
    expect((await debtor.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire)).statusCode).toBe(200);
    const off = await operator.post(extendedUrl(debtorId), { extendedDebtorFlow: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null });
    const details = (await debtor.get(AUTH_API.userDetails)).json();
    expect(details.isDebtor).toBe(true);
    expect(details.debtor).toEqual({ extendedDebtorFlow: false, identityStep: null, previousIdentityStep: null });
    expect(await stored()).toEqual({ step: null, previous: null, extended: false });
    expect((await debtor.get(QUESTIONNAIRE_API.debtorExtendedQuestionnaire)).statusCode).toBe(404);
    expect((await debtor.post(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire, { answers: {} })).statusCode).toBe(403);
    expect((await operator.post(stepUrl(debtorId), { step: 'identify' })).statusCode).toBe(409);
    expect((await auditOf('operator.debtor_flow_set'))[0]?.details).toEqual({ extendedDebtorFlow: false, from: true, overrideCleared: true });

    const on = await operator.post(extendedUrl(debtorId), { extendedDebtorFlow: true });
    expect(on.json()).toEqual({ extendedDebtorFlow: true, identityStep: 'questionnaire', previousIdentityStep: null });
    expect((await debtorDetails()).extendedDebtorFlow).toBe(true);
  });
});
