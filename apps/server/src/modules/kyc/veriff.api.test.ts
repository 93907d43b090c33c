import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_API, KYC_API } from '@platform/contract';
import { DOCS_ENDPOINTS } from '@platform/contract/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, kycSessions, users, webhookEvents } from '../../db/schema';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KycProviderError } from './kyc.provider';
import { createVeriffKycProvider, VERIFF_CSP, veriffSignature } from './veriff.provider';

/**
 * Veriff end to end (decision 0056): the app is configured with KYC_PROVIDER=veriff and talks to a
 * local stub that answers with the recorded fixtures; webhooks go through the real route.
 */
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = <T = Record<string, unknown>>(name: string): T => JSON.parse(readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8')) as T;

const API_KEY = '6f2d2a1e-4b5c-4f0e-9a51-3c9d6a7e8b10';
const SHARED_SECRET = 'veriff-shared-secret-for-tests-0001';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type StubMode = 'created' | '400' | '401' | '500' | 'no-session' | 'hang';

let stub: Server;
let stubUrl: string;
let mode: StubMode = 'created';
let recorded: Recorded[] = [];
let t: TestApp;
let serial = 0;

function startStub(): Promise<void> {
  stub = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (mode === 'hang') return; // never answers: the client's timeout must end it
      const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/v1/sessions') return send(404, { status: 'fail', message: 'Not found' });
      if (request.headers['x-auth-client'] !== API_KEY) return send(401, fixture('veriff-session-error-401').body);
      if (mode === '400' || mode === '401') {
        const answer = fixture<{ status: number; body: unknown }>(`veriff-session-error-${mode}`);
        return send(answer.status, answer.body);
      }
      if (mode === '500') return send(500, { status: 'fail', message: 'Internal error' });
      if (mode === 'no-session') return send(201, { status: 'success' });
      const created = fixture<{ status: number; body: { verification: Record<string, unknown> } }>('veriff-session-created');
      const id = randomUUID();
      const vendorData = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { verification: { vendorData: string } }).verification.vendorData;
      send(created.status, { ...created.body, verification: { ...created.body.verification, id, vendorData, url: `https://alchemy.veriff.com/v/${id}` } });
    });
  });
  return new Promise((resolve) => {
    stub.listen(0, '127.0.0.1', () => {
      stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

beforeAll(async () => {
  await startStub();
  t = await createTestApp({ env: { KYC_PROVIDER: 'veriff', KYC_API_URL: stubUrl, KYC_API_KEY: API_KEY, KYC_WEBHOOK_SECRET: SHARED_SECRET } });
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(() => {
  mode = 'created';
  recorded = [];
});

async function freshUser(): Promise<{ client: SessionClient; id: number }> {
  serial += 1;
  const client = createSessionClient(t.app, { ip: `198.51.100.${100 + serial}` });
  const res = await client.post(AUTH_API.register, { email: `veriff-${serial}@example.test`, password: 'Green-Journey-2026', type: 'private', locale: 'lt' });
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().id as number };
}

/** Starts a check through the real endpoint; returns Veriff's session id. */
async function startIdentify(client: SessionClient): Promise<string> {
  const res = await client.post(KYC_API.identify);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().identifyContinueUrl as string;
  expect(url).toMatch(/^https:\/\/alchemy\.veriff\.com\/v\//);
  return url.split('/').pop()!;
}

/** A recorded webhook body, about our session and user. */
function decisionFor(name: string, sessionId: string, userId: number): Record<string, unknown> {
  const body = fixture<{ verification: Record<string, unknown> }>(name);
  return { ...body, verification: { ...body.verification, id: sessionId, vendorData: String(userId) } };
}
function eventFor(name: string, sessionId: string, userId: number): Record<string, unknown> {
  return { ...fixture(name), id: sessionId, vendorData: String(userId) };
}

function webhook(
  body: Record<string, unknown> | string,
  options: { secret?: string; apiKey?: string | null; signature?: string | null; aliasSignature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey !== null) headers['x-auth-client'] = options.apiKey ?? API_KEY;
  if (options.signature !== null) headers['x-hmac-signature'] = options.signature ?? veriffSignature(raw, options.secret ?? SHARED_SECRET);
  if (options.aliasSignature !== undefined) headers['vrf-hmac-signature'] = options.aliasSignature;
  return t.app.inject({ method: 'POST', url: KYC_API.webhook('veriff'), headers, payload: raw });
}

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
async function decidedCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, 'kyc.decided')));
  return row.n;
}
async function eventRows(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEvents)
    .where(eq(webhookEvents.provider, 'veriff'));
  return row.n;
}

describe('Veriff session creation', () => {
  it('posts the recorded request shape with the API key and keeps the answered session', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    const expected = fixture<{ method: string; path: string; headers: Record<string, string>; body: { verification: Record<string, unknown> } }>(
      'veriff-session-request',
    );
    expect(request.method).toBe(expected.method);
    expect(request.url).toBe(expected.path);
    expect(request.headers['x-auth-client']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe(expected.headers['content-type']);
    const body = JSON.parse(request.body) as { verification: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(Object.keys(expected.body));
    expect(Object.keys(body.verification).sort()).toEqual(Object.keys(expected.body.verification).sort());
    expect(body.verification).toEqual({ callback: 'http://localhost:3000/lt/identifikacija', vendorData: String(id) });
    // Nothing personal leaves in vendorData: only the user id.
    expect(request.body).not.toContain('@example.test');

    const [row] = await t.database.db.select().from(kycSessions).where(eq(kycSessions.id, sessionId));
    expect(row).toMatchObject({ userId: id, provider: 'veriff', status: 'pending' });
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'pending', reason: null });
  });

  for (const failing of ['400', '401', '500', 'no-session'] as const) {
    it(`answers KYC_PROVIDER_UNAVAILABLE when Veriff answers ${failing}, and records nothing`, async () => {
      const { client, id } = await freshUser();
      mode = failing;
      const res = await client.post(KYC_API.identify);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'KYC_PROVIDER_UNAVAILABLE' });
      expect(recorded).toHaveLength(1);
      expect(await t.database.db.select().from(kycSessions).where(eq(kycSessions.userId, id))).toHaveLength(0);
      expect((await userRow(id)).identifyStatus).toBe('none');
    });
  }

  it('turns each failure into a domain error saying why (adapter alone)', async () => {
    const provider = createVeriffKycProvider({
      apiKey: API_KEY,
      sharedSecret: SHARED_SECRET,
      baseUrl: `${stubUrl}/`,
      publicUrl: 'https://invest.example.com',
      timeoutMs: 300,
    });
    const user = { id: 7, email: 'x@example.test', locale: 'en' };
    mode = '400';
    await expect(provider.startSession(user)).rejects.toMatchObject({
      name: 'KycProviderError',
      kind: 'refused',
      details: { status: 400, providerCode: '1102' },
    });
    mode = '401';
    await expect(provider.startSession(user)).rejects.toMatchObject({ kind: 'refused', details: { status: 401, providerCode: '1803' } });
    const wrongKey = createVeriffKycProvider({ apiKey: 'not-our-key', sharedSecret: SHARED_SECRET, baseUrl: stubUrl, publicUrl: 'https://invest.example.com' });
    mode = 'created';
    await expect(wrongKey.startSession(user)).rejects.toMatchObject({ kind: 'refused', details: { status: 401 } });
    mode = '500';
    await expect(provider.startSession(user)).rejects.toMatchObject({ kind: 'unavailable', details: { status: 500 } });
    mode = 'hang';
    const started = Date.now();
    const hung = await provider.startSession(user).catch((error: unknown) => error);
    expect(hung).toBeInstanceOf(KycProviderError);
    expect(hung).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/did not answer within 300 ms/) });
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = createVeriffKycProvider({
      apiKey: API_KEY,
      sharedSecret: SHARED_SECRET,
      baseUrl: 'http://127.0.0.1:9',
      publicUrl: 'https://invest.example.com',
    });
    await expect(closed.startSession(user)).rejects.toMatchObject({ kind: 'unavailable' });
    // Without an origin of its own, the person returns to PUBLIC_URL (English pages have no prefix).
    mode = 'created';
    recorded = [];
    await provider.startSession(user);
    expect(JSON.parse(recorded[0].body).verification.callback).toBe('https://invest.example.com/identify');
  });
});

describe('Veriff webhooks through the real route', () => {
  it('acknowledges started and submitted events without changing anything, then applies a signed approval once', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    for (const name of ['veriff-event-started', 'veriff-event-submitted']) {
      const res = await webhook(eventFor(name, sessionId, id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ignored' });
    }
    expect((await userRow(id)).identifyStatus).toBe('pending');
    expect(await decidedCount(id)).toBe(0);

    const approved = decisionFor('veriff-decision-approved', sessionId, id);
    const res = await webhook(approved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'applied' });
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'approved', identityRejectedReason: null, shouldVerify: false });
    const [session] = await t.database.db.select().from(kycSessions).where(eq(kycSessions.id, sessionId));
    expect(session).toMatchObject({ status: 'approved', reason: null });
    expect(session.completedAt).toBeInstanceOf(Date);

    // Veriff retries (or someone replays the captured request): the same bytes change nothing.
    await t.database.db.update(users).set({ identifyStatus: 'pending' }).where(eq(users.id, id));
    const replay = await webhook(approved);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect((await userRow(id)).identifyStatus).toBe('pending');
    expect(await decidedCount(id)).toBe(1);
  });

  it('refuses a wrong or missing signature, a wrong API key and re-serialised bytes; nothing changes', async () => {
    const { client, id } = await freshUser();
    const sessionId = await startIdentify(client);
    const approved = decisionFor('veriff-decision-approved', sessionId, id);
    const before = await eventRows();
    const raw = JSON.stringify(approved);
    const attempts = [
      webhook(approved, { secret: 'another-shared-secret-0000000000' }),
      webhook(approved, { signature: null }),
      webhook(approved, { signature: 'not-hex' }),
      webhook(approved, { signature: veriffSignature(raw, SHARED_SECRET).slice(0, 62) }),
      webhook(approved, { apiKey: '00000000-0000-4000-8000-000000000000' }),
      // Both documented signature headers sent: each must hold.
      webhook(approved, { aliasSignature: veriffSignature(raw, 'another-shared-secret-0000000000') }),
      webhook(approved, { signature: veriffSignature(raw, 'another-shared-secret-0000000000'), aliasSignature: veriffSignature(raw, SHARED_SECRET) }),
      webhook(approved, { signature: null, aliasSignature: 'not-hex' }),
      webhook(approved, { signature: null, aliasSignature: veriffSignature(raw, 'another-shared-secret-0000000000') }),
      webhook(JSON.stringify(approved, null, 2), { signature: veriffSignature(raw, SHARED_SECRET) }),
      webhook('not json', {}),
      webhook({ ...approved, verification: { ...(approved.verification as object), status: 'hacked' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    // The signature is checked whatever its letter case (hex).
    expect((await webhook(approved, { signature: veriffSignature(raw, SHARED_SECRET).toUpperCase() })).statusCode).toBe(200);
    expect(await eventRows()).toBe(before + 1);
    expect((await userRow(id)).identifyStatus).toBe('approved');
    // A webhook for another provider's path is not Veriff's to answer.
    expect(
      (await t.app.inject({ method: 'POST', url: KYC_API.webhook('sandbox'), headers: { 'content-type': 'application/json' }, payload: raw })).statusCode,
    ).toBe(404);
  });

  it('accepts the signature under its vrf- name too, and needs no API key header (the signature authenticates)', async () => {
    const first = await freshUser();
    const firstSession = await startIdentify(first.client);
    const approved = decisionFor('veriff-decision-approved', firstSession, first.id);
    const raw = JSON.stringify(approved);
    const alias = await webhook(approved, { signature: null, apiKey: null, aliasSignature: veriffSignature(raw, SHARED_SECRET) });
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json()).toEqual({ status: 'applied' });
    expect((await userRow(first.id)).identifyStatus).toBe('approved');

    const second = await freshUser();
    const secondSession = await startIdentify(second.client);
    const noKey = await webhook(decisionFor('veriff-decision-declined', secondSession, second.id), { apiKey: null });
    expect(noKey.statusCode, noKey.body).toBe(200);
    expect((await userRow(second.id)).identifyStatus).toBe('declined');
  });

  it('changes nothing for a session that is not ours, or a vendorData that is not the owner', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const aliceSession = await startIdentify(alice.client);
    const before = await eventRows();

    const unknown = await webhook(decisionFor('veriff-decision-approved', randomUUID(), alice.id));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await webhook(eventFor('veriff-event-started', randomUUID(), alice.id))).statusCode).toBe(404);

    // Alice's session id with Bob's reference (or none): not applied, not even recorded.
    const swapped = await webhook(decisionFor('veriff-decision-approved', aliceSession, bob.id));
    expect(swapped.json()).toEqual({ status: 'ignored' });
    const noReference = decisionFor('veriff-decision-approved', aliceSession, alice.id);
    (noReference.verification as Record<string, unknown>).vendorData = null;
    expect((await webhook(noReference)).json()).toEqual({ status: 'ignored' });

    expect(await eventRows()).toBe(before);
    expect((await userRow(alice.id)).identifyStatus).toBe('pending');
    expect((await userRow(bob.id)).identifyStatus).toBe('none');
  });

  it('maps declined with its reason, and a resubmission request to a decline the person can redo', async () => {
    const { client, id } = await freshUser();
    const first = await startIdentify(client);
    expect((await webhook(decisionFor('veriff-decision-declined', first, id))).json()).toEqual({ status: 'applied' });
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'declined', reason: 'Physical document not used' });
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'declined', shouldVerify: true });

    const second = await startIdentify(client);
    expect(second).not.toBe(first);
    expect((await webhook(decisionFor('veriff-decision-review', second, id))).json()).toEqual({ status: 'applied' });
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ identifyStatus: 'review', shouldVerify: false });
    expect((await webhook(decisionFor('veriff-decision-resubmission', second, id))).json()).toEqual({ status: 'applied' });
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({ identify_status: 'declined', reason: 'Poor image quality' });
    expect((await client.get(AUTH_API.userDetails)).json()).toMatchObject({ shouldVerify: true });

    const third = await startIdentify(client);
    const expired = await webhook(decisionFor('veriff-decision-expired', third, id));
    expect(expired.json()).toEqual({ status: 'applied' });
    expect((await client.get(KYC_API.identifyStatus)).json()).toEqual({
      identify_status: 'declined',
      reason: 'The identity check expired before it was finished.',
    });

    const fourth = await startIdentify(client);
    expect((await webhook(decisionFor('veriff-decision-approved', fourth, id))).json()).toEqual({ status: 'applied' });
    // A late decision about an older session is recorded but not applied.
    expect((await webhook(decisionFor('veriff-decision-approved', first, id))).json()).toEqual({ status: 'ignored' });
    expect((await userRow(id)).identifyStatus).toBe('approved');
    expect(await decidedCount(id)).toBe(5);
  });
});

describe('Veriff and the page CSP', () => {
  it("lets the identify form's redirect reach Veriff's documented hosts, and nothing else changes", async () => {
    // A page's CSP (the API reference page is one; this app serves no web build).
    const page = await t.app.inject(DOCS_ENDPOINTS.page.path);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    const formAction = csp.split(';').find((part) => part.startsWith('form-action '));
    expect(formAction).toBe(`form-action 'self' ${VERIFF_CSP.formAction.join(' ')}`);
    expect(formAction).toContain('https://*.veriff.com');
    // Only form-action names Veriff.
    expect(csp.split(';').filter((part) => part.includes('veriff'))).toHaveLength(1);
  });
});
