import { AUTH_API, TERMS_API, TERMS_VERSION } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { DEMO_TERMS_PENDING } from '../../seed/seed-terms';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ip = 1;
const client = () => createSessionClient(t.app, { ip: `198.51.100.${ip++}` });
const strong = 'Correct-horse-42';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)).limit(1))[0]!;
const acceptAudits = async (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, 'user.terms_accepted')));

async function loggedIn(email: string): Promise<SessionClient> {
  const c = client();
  expect((await c.post(AUTH_API.login, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  return c;
}

describe('terms and conditions acceptance (decision 0047)', () => {
  it('registration records the terms in force: nothing to accept afterwards', async () => {
    const c = client();
    expect((await c.post(AUTH_API.register, { email: 'terms-new@example.com', password: strong, type: 'private', locale: 'en' })).statusCode).toBe(201);
    const row = await userRow('terms-new@example.com');
    expect(row.termsAcceptedVersion).toBe(TERMS_VERSION);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(false);
  });

  it('the seeded demo accounts accepted the current terms; the terms demo account never did', async () => {
    expect((await userRow('investor@demo.invest')).termsAcceptedVersion).toBe(TERMS_VERSION);
    expect((await userRow(DEMO_TERMS_PENDING.email)).termsAcceptedVersion).toBeNull();
  });

  it('the details flag is on until the user accepts; accepting is audited once and is idempotent', async () => {
    const c = await loggedIn(DEMO_TERMS_PENDING.email);
    const { id } = await userRow(DEMO_TERMS_PENDING.email);
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(true);

    const first = await c.post(TERMS_API.accept);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ termsAcceptedVersion: TERMS_VERSION, changed: true });
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(false);
    const audits = await acceptAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: id, details: { version: TERMS_VERSION, previousVersion: null } });

    const again = await c.post(TERMS_API.accept);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ termsAcceptedVersion: TERMS_VERSION, termsAcceptedAt: first.json().termsAcceptedAt, changed: false });
    expect(await acceptAudits(id)).toHaveLength(1);
  });

  it('an accepted version below the current one turns the flag on again', async () => {
    const c = await loggedIn('investor2@demo.invest');
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(false);
    await t.database.db
      .update(users)
      .set({ termsAcceptedVersion: TERMS_VERSION - 1 })
      .where(eq(users.email, 'investor2@demo.invest'));
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(true);
    expect((await c.post(TERMS_API.accept)).json()).toMatchObject({ termsAcceptedVersion: TERMS_VERSION, changed: true });
    expect((await c.get(AUTH_API.userDetails)).json().connectPay.forceAcceptTermsAndConditionsPopup).toBe(false);
  });

  it('a guest gets 401', async () => {
    const res = await client().post(TERMS_API.accept);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('code');
  });

  it('a read-only account gets 403 and nothing is recorded', async () => {
    const c = await loggedIn('lemonway@demo.invest');
    await t.database.db.update(users).set({ readonly: true, termsAcceptedVersion: null }).where(eq(users.email, 'lemonway@demo.invest'));
    const res = await c.post(TERMS_API.accept);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('READ_ONLY');
    const row = await userRow('lemonway@demo.invest');
    expect(row.termsAcceptedVersion).toBeNull();
    expect(await acceptAudits(row.id)).toHaveLength(0);
    await t.database.db.update(users).set({ readonly: false, termsAcceptedVersion: TERMS_VERSION }).where(eq(users.id, row.id));
  });

  it("an operator logged in as the user gets 403: no acceptance on the user's behalf", async () => {
    const target = await userRow('new@demo.invest');
    await t.database.db.update(users).set({ termsAcceptedVersion: null }).where(eq(users.id, target.id));
    const operator = await loggedIn('operator@demo.invest');
    expect((await operator.post(AUTH_API.adminImpersonate(target.id))).statusCode).toBe(204);
    expect((await operator.get(AUTH_API.userDetails)).json()).toMatchObject({ id: target.id, connectPay: { forceAcceptTermsAndConditionsPopup: true } });
    const res = await operator.post(TERMS_API.accept);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('IMPERSONATION_READ_ONLY');
    expect((await userRow('new@demo.invest')).termsAcceptedVersion).toBeNull();
    expect(await acceptAudits(target.id)).toHaveLength(0);
  });
});
