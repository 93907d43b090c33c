/**
 * Issue 10 items 1 and 2 (decision 0020): the dev mailbox cannot hand a stranger someone else's
 * reset link, and without SANDBOX=true no sandbox page or call exists.
 */
import { AUTH_API, DEBTOR_API, KYC_API, KYC_SIGNATURE_HEADER, PAYMENTS_API } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../modules/auth/crypto';
import { HIDDEN_SECRET_TEXT } from '../modules/email/email.routes';
import { signKycPayload } from '../modules/kyc/kyc.signature';
import { DEMO_PASSWORD } from '../seed/seed';
import { createSessionClient, type SessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

const isPostgres = Boolean(process.env.DATABASE_URL);
let serial = 0;

async function logIn(t: TestApp, email: string, ip?: string): Promise<SessionClient> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: ip ?? `192.0.2.${serial}` });
  const res = await client.post(AUTH_API.login, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

type MailboxAnswer = { emails: { to: string; subject: string; text: string }[] };

// The mailbox exists only on the embedded database: the PostgreSQL pass checks that it is absent there.
if (!isPostgres)
  describe('dev mailbox on the embedded demo', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      const guest = createSessionClient(t.app, { ip: '198.51.100.20' });
      expect((await guest.post(AUTH_API.forgotPassword, { email: 'operator@demo.invest' })).statusCode).toBe(204);
    });
    afterAll(() => t.close());

    const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string>; page?: boolean } = {}) =>
      t.app.inject({
        method: 'GET',
        url: `${options.page ? '/dev/mailbox' : '/api/dev/mailbox'}?to=operator@demo.invest`,
        remoteAddress: options.remoteAddress ?? '127.0.0.1',
        headers: options.headers,
      });

    it('never shows a guest the reset link of someone else (no operator takeover)', async () => {
      const res = await mailbox();
      expect(res.statusCode).toBe(200);
      const { emails } = res.json() as MailboxAnswer;
      const reset = emails.find((mail) => mail.subject.includes('Reset'));
      expect(reset, JSON.stringify(emails)).toBeDefined();
      expect(reset!.text).toBe(HIDDEN_SECRET_TEXT);
      expect(JSON.stringify(emails)).not.toMatch(/reset-password\//);
      const page = await mailbox({ page: true });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/reset-password\//);
    });

    it('hides it from a logged-in investor too, and shows it to an operator', async () => {
      const investor = await logIn(t, 'investor@demo.invest', '127.0.0.1');
      const asInvestor = (await investor.get('/api/dev/mailbox?to=operator@demo.invest')).json() as MailboxAnswer;
      expect(JSON.stringify(asInvestor)).not.toMatch(/reset-password\//);
      const operator = await logIn(t, 'operator@demo.invest', '127.0.0.1');
      const asOperator = (await operator.get('/api/dev/mailbox?to=operator@demo.invest')).json() as MailboxAnswer;
      expect(asOperator.emails.some((mail) => /\/reset-password\/[\w-]{20,}/.test(mail.text))).toBe(true);
    });

    it('answers only requests from this machine', async () => {
      for (const page of [false, true]) {
        expect((await mailbox({ page, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
        expect((await mailbox({ page, remoteAddress: '::1' })).statusCode).toBe(200);
        // A proxy on this machine forwarding a stranger's request is not a local request.
        expect((await mailbox({ page, headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
        expect((await mailbox({ page, headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(404);
      }
    });
  });

if (isPostgres)
  describe('dev mailbox with DATABASE_URL', () => {
    it('does not exist, even with SANDBOX=true', async () => {
      const t = await createTestApp({ seed: false });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    });
  });

describe('without SANDBOX=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ production: true });
  });
  afterAll(() => t.close());

  it('has no dev mailbox', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('mints no money: the sandbox deposit and repayment calls answer 404 to everyone', async () => {
    const investor = await logIn(t, 'investor@demo.invest');
    const debtor = await logIn(t, 'debtor@demo.invest');
    const guest = createSessionClient(t.app, { ip: '198.51.100.30' });
    for (const [client, url, body] of [
      [investor, PAYMENTS_API.sandboxIncomingTransfer, { amount: '1000000.00' }],
      [guest, PAYMENTS_API.sandboxIncomingTransfer, { amount: '1000000.00' }],
      [debtor, DEBTOR_API.sandboxRepayment, { projectId: 1, amount: '100.00' }],
    ] as const) {
      const res = await client.post(url, body, { 'idempotency-key': `k-${url}-${serial}` });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('approves no identity: no sandbox KYC page, and the sandbox webhook is not a provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/kyc/sbx_anything' })).statusCode).toBe(404);
    const form = await t.app.inject({
      method: 'POST',
      url: '/sandbox/kyc/sbx_anything',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'decision=approve',
    });
    expect(form.statusCode).toBe(404);
    // A webhook signed with the key the sandbox would use (derived from SESSION_SECRET) is refused.
    const raw = JSON.stringify({ eventId: 'evt-1', sessionId: 'sbx_anything', status: 'approved', occurredAt: new Date().toISOString() });
    const sandboxKey = deriveKey('test-secret-test-secret-test-secret-0123', 'kyc-webhook');
    const webhook = await t.app.inject({
      method: 'POST',
      url: KYC_API.webhook('sandbox'),
      headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: signKycPayload(raw, sandboxKey, Math.floor(Date.now() / 1000)) },
      payload: raw,
    });
    expect(webhook.statusCode).toBe(404);
  });
});
