import { toCents, AUTH_API, KYC_API, KYC_SIGNATURE_HEADER } from '@platform/contract';
import { DOCS_ENDPOINTS } from '@platform/contract/endpoints';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycSessions, questionnaireAnswers, users, webhookEvents } from '../../db/schema';
import { deriveKey } from '../auth/crypto';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signKycPayload } from './kyc.signature';

const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';
const WEBHOOK_KEY = deriveKey(SESSION_SECRET, 'kyc-webhook');

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function freshUser(): Promise<{ client: SessionClient; id: number }> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `198.51.100.${serial}` });
  const res = await client.post(AUTH_API.register, { email: `kyc-${serial}@example.test`, password: 'Green-Journey-2026', type: 'private', locale: 'lt' });
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().id as number };
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function startIdentify(client: SessionClient): Promise<string> {
  const res = await client.post(KYC_API.identify);
  expect(res.statusCode).toBe(200);
  const url = res.json().identifyContinueUrl as string;
  expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/kyc\/sbx_/);
  return sessionIdOf(url);
}

/** What a browser on the sandbox page posts. */
async function decide(sessionId: string, decision: 'approve' | 'decline' | 'review', reason?: string) {
  const form = new URLSearchParams({ decision, ...(reason !== undefined ? { reason } : {}) });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/kyc/${sessionId}`,
    // A browser posting the sandbox page's form says where it comes from (every page post must).
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: form.toString(),
  });
}

function webhook(body: Record<string, unknown>, options: { secret?: Buffer | string; at?: number; header?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: KYC_API.webhook('sandbox'),
    headers: {
      'content-type': 'application/json',
      [KYC_SIGNATURE_HEADER]: options.header ?? signKycPayload(raw, options.secret ?? WEBHOOK_KEY, options.at ?? Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}

const event = (sessionId: string, status: string, extra: Record<string, unknown> = {}) => ({
  eventId: `evt-${Math.random().toString(36).slice(2)}`,
  sessionId,
  status,
  occurredAt: new Date().toISOString(),
  ...extra,
});

async function kycAuditCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), like(auditLog.action, 'kyc.decided')));
  return row.n;
}

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('identity verification (sandbox provider)', () => {
  it('guests get 401 on every user call', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.get(KYC_API.identifyStatus)).statusCode).toBe(401);
    expect((await guest.post(KYC_API.identify)).statusCode).toBe(401);
  });

  it('starts a session, shows the sandbox page, and an approval through it applies', async () => {
    const { client, id } = await freshUser();
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'none', reason: null });
    await t.database.db.insert(questionnaireAnswers).values({
      userId: id,
      version: 1,
      answers: {},
      knowledgePassed: true,
      netWorthCents: toCents(1_000_000),
      lossCapacityCents: toCents(100_000),
      reassessAt: new Date(Date.now() + 365 * 86_400_000),
    });

    const sessionId = await startIdentify(client);
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'pending', reason: null });
    const [row] = await t.database.db.select().from(kycSessions).where(eq(kycSessions.id, sessionId));
    expect(row).toMatchObject({ userId: id, provider: 'sandbox', status: 'pending' });

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SANDBOX — no real identity check');
    expect(page.body).toContain('name="reason"');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/kyc/nope<script>' })).body).not.toContain('<script>');

    const answer = await decide(sessionId, 'approve');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/lt/identifikacija');

    const details = (await client.get(AUTH_API.userDetails)).json();
    expect(details).toMatchObject({
      identifyStatus: 'approved',
      identityRejectedReason: null,
      shouldVerify: false,
      registrationStep: { current: 'documents' },
    });
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'approved', reason: null });
    expect(await kycAuditCount(id)).toBe(1);
    // Already verified: no new session.
    expect((await client.post(KYC_API.identify)).statusCode).toBe(409);
  });

  it('a decline carries its reason; a new attempt can then be approved', async () => {
    const { client } = await freshUser();
    const first = await startIdentify(client);
    expect((await decide(first, 'decline', 'Document <b>blurred</b>')).statusCode).toBe(303);
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'declined', reason: 'Document <b>blurred</b>' });
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({
      identifyStatus: 'declined',
      identityRejectedReason: 'Document <b>blurred</b>',
      shouldVerify: true,
    });

    const second = await startIdentify(client);
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'pending', reason: null });
    expect((await decide(second, 'review')).statusCode).toBe(303);
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'review', shouldVerify: false });
    expect((await decide(second, 'approve')).statusCode).toBe(303);
    expect((await client.get(KYC_API.identifyStatus)).json().identify_status).toBe('approved');
    // A late decision about the old session changes nothing.
    expect((await webhook(event(first, 'declined', { reason: 'late' }))).json()).toEqual({ status: 'ignored' });
    expect((await client.get(KYC_API.identifyStatus)).json().identify_status).toBe('approved');
  });

  it('refuses a bad signature, a stale timestamp and a malformed body; nothing changes', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    const now = Math.floor(Date.now() / 1000);
    const wrongSecret = await webhook(event(sessionId, 'approved'), { secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().code).toBe('UNAUTHORIZED');
    expect((await webhook(event(sessionId, 'approved'), { at: now - 301 })).statusCode).toBe(401);
    expect((await webhook(event(sessionId, 'approved'), { header: 'garbage' })).statusCode).toBe(401);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: KYC_API.webhook('sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event(sessionId, 'approved')),
    });
    expect(noHeader.statusCode).toBe(401);
    expect((await webhook(event(sessionId, 'hacked'))).statusCode).toBe(401);
    // The signature covers the exact bytes: the same JSON re-serialised differently fails.
    const body = event(sessionId, 'approved');
    const header = signKycPayload(JSON.stringify(body), WEBHOOK_KEY, now);
    const respaced = await t.app.inject({
      method: 'POST',
      url: KYC_API.webhook('sandbox'),
      headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: header },
      payload: JSON.stringify(body, null, 2),
    });
    expect(respaced.statusCode).toBe(401);
    expect((await webhook(event(sessionId, 'approved'), { at: now - 200 })).statusCode).toBe(200);
    expect((await userRow(id)).identifyStatus).toBe('approved');
  });

  it('applies a replayed event id only once', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    const review = event(sessionId, 'review');
    expect((await webhook(review)).json()).toEqual({ status: 'applied' });
    expect(await kycAuditCount(id)).toBe(1);
    await t.database.db.update(users).set({ identifyStatus: 'pending' }).where(eq(users.id, id));
    const replay = await webhook(review);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect((await userRow(id)).identifyStatus).toBe('pending');
    expect(await kycAuditCount(id)).toBe(1);
    const events = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, review.eventId));
    expect(events).toHaveLength(1);
  });

  it('answers 404 for an unknown session or provider and records nothing', async () => {
    const unknown = event('sbx_does-not-exist', 'approved');
    const res = await webhook(unknown);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, unknown.eventId))).toHaveLength(0);
    const otherProvider = await t.app.inject({ method: 'POST', url: KYC_API.webhook('acme'), headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(otherProvider.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/kyc/sbx_nope' })).statusCode).toBe(404);
    expect((await decide('sbx_nope', 'approve')).statusCode).toBe(404);
  });

  it("a user's calls only ever touch their own verification", async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const aliceSession = await startIdentify(alice.client);
    // Nothing user-facing takes a session id: Bob's calls start and read his own.
    const bobSession = await startIdentify(bob.client);
    expect(bobSession).not.toBe(aliceSession);
    expect((await bob.client.post(KYC_API.identify, { sessionId: aliceSession, status: 'approved' })).statusCode).toBe(200);
    expect((await userRow(alice.id)).identifyStatus).toBe('pending');
    // The webhook ignores session cookies: it needs the provider's signature.
    const forged = await bob.client.post(KYC_API.webhook('sandbox'), event(aliceSession, 'approved'));
    expect(forged.statusCode).toBe(401);
    expect((await userRow(alice.id)).identifyStatus).toBe('pending');
  });

  it('only operators can require a new identification', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    await decide(sessionId, 'approve');
    expect((await client.post(KYC_API.adminReidentify(id))).statusCode).toBe(403);
    expect((await createSessionClient(t.app).post(KYC_API.adminReidentify(id))).statusCode).toBe(401);

    const operator = createSessionClient(t.app, { ip: '192.0.2.50' });
    expect((await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await operator.post(KYC_API.adminReidentify(999_999))).statusCode).toBe(404);
    expect((await operator.post(KYC_API.adminReidentify(id))).statusCode).toBe(204);
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'none', shouldReidentify: true, shouldVerify: true });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, id), eq(auditLog.action, 'kyc.reidentify_required')));
    expect(audit).toBeTruthy();

    // Approving again clears the flag.
    await decide(await startIdentify(client), 'approve');
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'approved', shouldReidentify: false });
  });
});

describe('back office identity results', () => {
  it('guests get 401 and investors 403', async () => {
    const guest = createSessionClient(t.app);
    expect((await guest.get(KYC_API.adminSessions)).statusCode).toBe(401);
    const { client } = await freshUser();
    const res = await client.get(KYC_API.adminSessions);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('operators see the recent sessions with the user email, newest first, and can search by email', async () => {
    const first = await freshUser();
    const firstSession = await startIdentify(first.client);
    expect((await decide(firstSession, 'decline', 'Blurry photo')).statusCode).toBeLessThan(400);
    const second = await freshUser();
    const secondSession = await startIdentify(second.client);
    // Make the order certain whatever the clock resolution.
    await t.database.db
      .update(kycSessions)
      .set({ createdAt: sql`created_at + interval '1 minute'` })
      .where(eq(kycSessions.id, secondSession));

    const operator = createSessionClient(t.app, { ip: '198.51.100.250' });
    await operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
    const res = await operator.get(KYC_API.adminSessions);
    expect(res.statusCode, res.body).toBe(200);
    const sessions = res.json().sessions as Array<{
      id: string;
      email: string;
      status: string;
      reason: string | null;
      completedAt: string | null;
      provider: string;
    }>;
    expect(sessions.length).toBeLessThanOrEqual(100);
    const ids = sessions.map((s) => s.id);
    expect(ids.indexOf(secondSession)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(secondSession)).toBeLessThan(ids.indexOf(firstSession));
    const declined = sessions.find((s) => s.id === firstSession)!;
    const [firstUser] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, first.id));
    expect(declined).toMatchObject({ email: firstUser.email, provider: 'sandbox' });
    const [stored] = await t.database.db.select().from(kycSessions).where(eq(kycSessions.id, firstSession));
    expect(declined).toMatchObject({ status: stored.status, reason: stored.reason, completedAt: stored.completedAt?.toISOString() ?? null });

    const [secondUser] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, second.id));
    const searched = (await operator.get(`${KYC_API.adminSessions}?search=${encodeURIComponent(secondUser.email.toUpperCase())}`)).json().sessions as Array<{
      id: string;
      email: string;
    }>;
    expect(searched.map((s) => s.id)).toEqual([secondSession]);
    expect((await operator.get(`${KYC_API.adminSessions}?search=%25`)).json().sessions).toEqual([]);
  });
});

describe('page CSP without Veriff (sandbox provider)', () => {
  it('keeps form-action to the platform itself: no Veriff host is allowed unless KYC_PROVIDER=veriff', async () => {
    // A page's CSP (the API reference page is one; this app serves no web build).
    const page = await t.app.inject(DOCS_ENDPOINTS.page.path);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp.split(';').find((part) => part.startsWith('form-action '))).toBe("form-action 'self'");
    expect(csp).not.toContain('veriff');
  });
});
