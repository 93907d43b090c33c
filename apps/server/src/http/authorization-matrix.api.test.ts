import { AUTH_API } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/seed';
import type { RouteAccess } from '../modules/auth/session.plugin';
import { createSessionClient, type SessionClient } from '../test/session-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Walks every registered /api route as six personas and fails on any answer that the route's
 * declared access does not allow. A new route without `config.access` cannot even start (the
 * session plugin refuses it), so every endpoint is covered here automatically.
 */
type Persona = 'guest' | 'user' | 'otherUser' | 'readonlyUser' | 'impersonatingOperator' | 'operator';

let t: TestApp;
const clients = {} as Record<Persona, SessionClient>;
const strong = 'Correct-horse-42';

beforeAll(async () => {
  t = await createTestApp();
  let ip = 1;
  const make = () => createSessionClient(t.app, { ip: `203.0.113.${ip++}` });
  clients.guest = make();
  for (const [persona, email] of [
    ['user', 'matrix-user@example.com'],
    ['otherUser', 'matrix-other@example.com'],
    ['readonlyUser', 'matrix-readonly@example.com'],
  ] as const) {
    clients[persona] = make();
    const res = await clients[persona].post(AUTH_API.register, { email, password: strong, type: 'private', locale: 'en' });
    expect(res.statusCode).toBe(201);
  }
  await t.database.db.update(users).set({ readonly: true }).where(eq(users.email, 'matrix-readonly@example.com'));
  clients.operator = make();
  await clients.operator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  clients.impersonatingOperator = make();
  await clients.impersonatingOperator.post(AUTH_API.login, { email: 'operator@demo.invest', password: DEMO_PASSWORD });
  const [target] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'matrix-user@example.com'));
  expect((await clients.impersonatingOperator.post(AUTH_API.adminImpersonate(target.id))).statusCode).toBe(204);
});
afterAll(() => t.close());

function fillParams(url: string): string {
  return url
    .replace(':set', 'ALL')
    .replace(':page', '1')
    .replace(':id', '1')
    .replace(':slug', 'solar-park-utena')
    .replace(':jwt', 'not-a-jwt')
    .replace(':token', 'not-a-token');
}

/** What a persona may get past the access check with, per the route's declaration. */
function allowed(persona: Persona, route: { method: string; access: RouteAccess; allowReadonly: boolean; allowImpersonation: boolean }): boolean {
  const changes = route.method !== 'GET';
  if (route.access === 'pendingTwoStep') return false; // nobody here has a pending two-step login
  if (route.access === 'operator' && persona !== 'operator') return false;
  if (route.access === 'user' && persona === 'guest') return false;
  if (changes && persona === 'readonlyUser' && !route.allowReadonly && route.access !== 'public') return false;
  if (changes && persona === 'impersonatingOperator' && !route.allowImpersonation && route.access !== 'public') return false;
  return true;
}

// Calls that end or replace the session of the persona that makes them: checked last, separately.
const SESSION_ENDING = new Set([AUTH_API.logout, AUTH_API.returnToOperator, AUTH_API.refreshToken, AUTH_API.login, AUTH_API.register]);

describe('authorization matrix', () => {
  it('covers the routes of every capability', () => {
    const urls = t.app.apiRoutes.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining([AUTH_API.userDetails, AUTH_API.adminUsers, '/api/get/projects/:set/:page']));
    expect(t.app.apiRoutes.length).toBeGreaterThan(25);
  });

  it('no persona gets past a route it is not allowed on', async () => {
    const unexpected: string[] = [];
    for (const route of t.app.apiRoutes) {
      if (SESSION_ENDING.has(route.url as never)) continue;
      for (const persona of Object.keys(clients) as Persona[]) {
        const url = fillParams(route.url);
        const client = clients[persona];
        const res =
          route.method === 'GET'
            ? await client.get(url)
            : route.method === 'PUT'
              ? await client.put(url, {})
              : route.method === 'DELETE'
                ? await client.delete(url)
                : await client.post(url, {});
        const passed = res.statusCode !== 401 && res.statusCode !== 403;
        if (!allowed(persona, route)) {
          if (passed) unexpected.push(`${persona} ${route.method} ${route.url} -> ${res.statusCode}`);
        } else if (res.statusCode >= 500) {
          unexpected.push(`${persona} ${route.method} ${route.url} -> ${res.statusCode} (server error)`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('user data is always the caller’s own', async () => {
    expect((await clients.user.get(AUTH_API.userDetails)).json().email).toBe('matrix-user@example.com');
    expect((await clients.otherUser.get(AUTH_API.userDetails)).json().email).toBe('matrix-other@example.com');
  });
});
