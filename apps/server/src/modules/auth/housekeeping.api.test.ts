import { AUTH_API } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, rateLimitHits, refreshTokens, sessions } from '../../db/schema';
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
    const count = async () => ({
      sessions: (await t.database.db.select().from(sessions)).length,
      refresh: (await t.database.db.select().from(refreshTokens)).length,
      reset: (await t.database.db.select().from(passwordResetTokens)).length,
      windows: (await t.database.db.select().from(rateLimitHits)).length,
    });
    const before = await count();
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.windows).toBeGreaterThan(0);

    await purgeExpiredAuthData(t.database.db, new Date());
    expect(await count()).toEqual(before);

    // Forty days later everything above is over.
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 40 * 24 * 3600 * 1000));
    expect(await count()).toEqual({ sessions: 0, refresh: 0, reset: 0, windows: 0 });
  });
});
