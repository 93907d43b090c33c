import { AUTH_API } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptBackoff, knownDevices, passwordResetTokens, rateLimitHits, refreshTokens, sessions } from '../../db/schema';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeExpiredAuthData } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth housekeeping', () => {
  it('keeps live data and removes what is long over', async () => {
    const c = createSessionClient(t.app);
    await c.post(AUTH_API.register, { email: 'keep@example.com', password: 'Correct-horse-42', type: 'private', locale: 'en' });
    await createSessionClient(t.app).post(AUTH_API.forgotPassword, { email: 'keep@example.com' });
    await createSessionClient(t.app).post(AUTH_API.login, { email: 'keep@example.com', password: 'Wrong-horse-42' });
    const count = async () => ({
      sessions: (await t.database.db.select().from(sessions)).length,
      refresh: (await t.database.db.select().from(refreshTokens)).length,
      reset: (await t.database.db.select().from(passwordResetTokens)).length,
      windows: (await t.database.db.select().from(rateLimitHits)).length,
      delays: (await t.database.db.select().from(attemptBackoff)).length,
      devices: (await t.database.db.select().from(knownDevices)).length,
    });
    const before = await count();
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.windows).toBeGreaterThan(0);
    expect(before.delays).toBeGreaterThan(0);
    expect(before.devices).toBe(1);

    await purgeExpiredAuthData(t.database.db, new Date());
    expect(await count()).toEqual(before);

    // Forty days later everything above is over but the known device (kept 180 days).
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 40 * 24 * 3600 * 1000));
    expect(await count()).toEqual({ sessions: 0, refresh: 0, reset: 0, windows: 0, delays: 0, devices: 1 });
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 181 * 24 * 3600 * 1000));
    expect((await count()).devices).toBe(0);
  });
});
