import { AUTH_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createSessionClient, type SessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let fresh: SessionClient;
let freshId: number;

beforeAll(async () => {
  t = await createTestApp();
  fresh = createSessionClient(t.app, { ip: '192.0.2.61' });
  await fresh.post(AUTH_API.login, { email: 'new@demo.invest', password: DEMO_PASSWORD });
  freshId = (await fresh.get(AUTH_API.userDetails)).json().id as number;
});
afterAll(() => t.close());

const setUser = (values: Partial<typeof users.$inferInsert>) => t.database.db.update(users).set(values).where(eq(users.id, freshId));
const details = async () => (await fresh.get(AUTH_API.userDetails)).json();

describe('GET user details: identify step, identity verification and notification flags (decision 0040)', () => {
  it('follows the identity check: not started, running, in review, declined, approved', async () => {
    expect((await details()).registrationStep.identify).toBe('none');
    expect((await details()).verificationStep.identifyVerification).toBeNull();

    await setUser({ identifyStatus: 'pending' });
    expect(await details()).toMatchObject({ registrationStep: { identify: 'pending' }, verificationStep: { identifyVerification: 'pending' } });
    expect((await fresh.get(AUTH_API.registrationStep)).json().identify).toBe('pending');
    expect((await fresh.get(AUTH_API.verificationStep)).json().identifyVerification).toBe('pending');

    await setUser({ identifyStatus: 'review' });
    expect(await details()).toMatchObject({ registrationStep: { identify: 'review' }, verificationStep: { identifyVerification: 'pending' } });

    await setUser({ identifyStatus: 'declined' });
    expect(await details()).toMatchObject({ registrationStep: { identify: 'declined' }, verificationStep: { identifyVerification: null } });

    await setUser({ identifyStatus: 'approved' });
    expect(await details()).toMatchObject({ registrationStep: { identify: 'completed' }, verificationStep: { identifyVerification: 'completed' } });
    await setUser({ identifyStatus: 'none' });
  });

  it('notifies declined documents while they are not replaced, never a read-only account; no tag manager', async () => {
    expect((await details()).notifications).toEqual({ notifyDeclinedDocuments: false, gtm: false });
    await setUser({ hasDeclinedDocuments: true });
    expect((await details()).notifications).toEqual({ notifyDeclinedDocuments: true, gtm: false });
    await setUser({ readonly: true });
    expect((await details()).notifications.notifyDeclinedDocuments).toBe(false);
    await setUser({ readonly: false, hasDeclinedDocuments: false });
  });
});
