import { AUTH_API, LIFECYCLE_API, PAYMENT_SIGNATURE_HEADER, PAYMENTS_API, PROJECT_PAGE_API, QUESTIONNAIRE_API, WITHDRAWALS_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { SANDBOX_PATH_PREFIX } from '../modules/kyc/kyc.provider';
import { signPaymentPayload } from '../modules/payments/adapters';
import { sandboxWebhookKey } from '../modules/payments/payments.routes';
import { DEMO_PASSWORD } from '../seed/seed';
import { createSessionClient, type SessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 10, item 6: inputs that used to answer 500 (decision 0021). */
let t: TestApp;
let investor: SessionClient;
let operator: SessionClient;
let serial = 0;

async function login(email: string): Promise<SessionClient> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `192.0.2.${serial}` });
  expect((await client.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return client;
}

const projectIn = async (status: 'ACTIVE' | 'GATHERING') =>
  (await t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.status, status)).limit(1))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  investor = await login('investor@demo.invest');
  operator = await login('operator@demo.invest');
});
afterAll(() => t.close());

const refused = (field: string) => ({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: [expect.any(String)] } });

describe('control characters are refused with 400 naming the field', () => {
  it('in a path parameter (a NUL used to reach PostgreSQL)', async () => {
    for (const value of ['a%00b', '%00', '%1B', '%7F']) {
      const res = await t.app.inject(`/api/get/project/${value}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused('id'));
    }
  });

  it('in a query value of the back office lists', async () => {
    for (const url of [`${AUTH_API.adminUsers}?search=%00`, '/api/admin/projects?search=a%00b', '/api/admin/kyc-sessions?search=%0A']) {
      const res = await operator.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused('search'));
    }
  });

  it('in a body field and in a key, also nested; broken Unicode too', async () => {
    const nul = await investor.post(WITHDRAWALS_API.setBankAccount, { iban: 'LT121000011101001000', holderName: 'Rūta\u0000Žemaitė' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject(refused('holderName'));
    const surrogate = await investor.post(WITHDRAWALS_API.setBankAccount, { iban: 'LT121000011101001000', holderName: 'Rūta \ud800' });
    expect(surrogate.json()).toMatchObject(refused('holderName'));
    const nested = await investor.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: { experience: 'bad\u0007' } });
    expect(nested.json()).toMatchObject(refused('answers.experience'));
    const key = await investor.post(QUESTIONNAIRE_API.setUserQuestionnaire, { answers: { 'experience\u0000': 'none' } });
    expect(key.json()).toMatchObject(refused('answers'));
  });

  it('keeps multi-line text: tab, line feed and carriage return pass in bodies', async () => {
    const res = await investor.post(PROJECT_PAGE_API.postComment, {
      projectId: await projectIn('GATHERING'),
      body: 'Two questions:\r\n\t1. When?\n\t2. How much?',
    });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('in a page address outside the API (the KYC sandbox page answered 500)', async () => {
    const res = await t.app.inject(`${SANDBOX_PATH_PREFIX}a%00b`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refused('sessionId'));
  });

  it('answers addresses that are not percent-encoded UTF-8, or too long, with the error shape (not Fastify’s own)', async () => {
    for (const url of ['/api/get/project/%FF', '/api/get/project/%ED%A0%80', '/api/get/project/%zz', '/%C0%80']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    // Longer than the router's parameter limit: no route takes it.
    const long = await t.app.inject(`/api/get/project/${'x'.repeat(600)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('in a signed webhook, whose body the route keeps raw', async () => {
    const raw = JSON.stringify({
      eventId: 'evt-hygiene-1',
      type: 'incoming_transfer',
      occurredAt: new Date().toISOString(),
      transactionId: 'tx-hygiene-1',
      iban: 'LT601010012345678901',
      amount: '10.00',
      payerName: 'Payer\u0000',
    });
    const key = sandboxWebhookKey('test-secret-test-secret-test-secret-0123', 'connectPay');
    const res = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.webhook('connectPay'),
      headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signPaymentPayload(raw, key, Math.floor(Date.now() / 1000)) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refused('payerName'));
  });
});

describe('one money schema for every amount', () => {
  it('refuses an amount the money parser cannot read with 400, not 500', async () => {
    const id = await projectIn('ACTIVE');
    for (const amount of ['99999999999999.99', '100000000000.00', '1e5', '-1.00', '0.00', '10.001', ' 10.00']) {
      const res = await operator.post(LIFECYCLE_API.repaymentPreview(id), { amount });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json()).toMatchObject(refused('amount'));
    }
  });

  it('takes every form the parser reads and hands the handler the two-decimal one', async () => {
    const id = await projectIn('ACTIVE');
    for (const [amount, wire] of [
      ['10', '10.00'],
      ['10.5', '10.50'],
      ['99999999999.99', '99999999999.99'],
    ]) {
      const res = await operator.post(LIFECYCLE_API.repaymentPreview(id), { amount });
      // The largest amount is more than the loan takes: the lifecycle's own 422, not a crash.
      if (wire === '99999999999.99') expect(res.json()).toMatchObject({ code: 'REPAYMENT_TOO_LARGE' });
      else expect(res.json()).toMatchObject({ amount: wire });
    }
  });
});
