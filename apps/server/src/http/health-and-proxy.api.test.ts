/**
 * Issue 10 item 10: health checks are for machines (never rate limited; /api/ready tells a load
 * balancer whether the database answers and every migration is applied), and behind a proxy
 * (TRUST_PROXY=true) the limits key on the client's address, not the proxy's.
 */
import { API } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

const LIMIT = 5;
const get = (t: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.2') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('are outside the rate limit, while an ordinary call is limited', async () => {
    for (let i = 0; i < LIMIT * 4; i++) {
      expect((await get(t, API.health)).statusCode).toBe(200);
      expect((await get(t, API.ready)).statusCode).toBe(200);
    }
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) answers.push((await get(t, API.countries)).statusCode);
    expect(answers.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(answers[LIMIT]).toBe(429);
    // Still answered once the caller is limited.
    expect((await get(t, API.health)).statusCode).toBe(200);
    expect((await get(t, API.ready)).json()).toEqual({ status: 'ready' });
  });

  it('say "not ready" while a migration is missing', async () => {
    const [latest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest.id}`);
    try {
      const res = await get(t, API.ready);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY' });
      expect((await get(t, API.health)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await get(t, API.ready)).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  const proxy = '10.0.0.1';

  it('with TRUST_PROXY=true, limits each client address, not the proxy', async () => {
    const t = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await get(t, API.countries, { 'x-forwarded-for': '203.0.113.1' }, proxy)).statusCode).toBe(200);
      expect((await get(t, API.countries, { 'x-forwarded-for': '203.0.113.1' }, proxy)).statusCode).toBe(429);
      // Another client behind the same proxy is not punished for the first one.
      expect((await get(t, API.countries, { 'x-forwarded-for': '203.0.113.2' }, proxy)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without it, ignores X-Forwarded-For (a client cannot pick a fresh address per request)', async () => {
    const t = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await get(t, API.countries, { 'x-forwarded-for': `203.0.113.${i}` }, proxy)).statusCode).toBe(200);
      expect((await get(t, API.countries, { 'x-forwarded-for': '203.0.113.99' }, proxy)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
