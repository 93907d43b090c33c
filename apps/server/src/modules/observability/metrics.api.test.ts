import { toCents } from '@platform/contract';
import { HEALTH_ENDPOINTS } from '@platform/contract/endpoints';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loanFixtures } from '../../test/loan-fixtures';
import { enqueueEmail } from '../email/outbox';
import { clearingAccount, transfer, walletAccount } from '../ledger/ledger.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { METRICS_PATH, registerMetrics } from './metrics';

/** Decision 0051: /metrics in Prometheus' text format, for this machine or the bearer of METRICS_TOKEN only. */

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return null;
}

describe('metrics from this machine (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1' });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('answers Prometheus text with the route histogram by pattern, never the raw URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.health.path })).statusCode).toBe(200);
    const before =
      sample((await scrape()).body, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/get/project/:id', status_class: '4xx' }) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/get/project/999999999' });
    await t.app.inject({ method: 'GET', url: '/api/get/project/999999998' });
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status_class: '2xx', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/get/project/:id', status_class: '4xx' })).toBe(before + 2);
    expect(text).not.toMatch(/route="[^"]*99999999/);
    // Node's default metrics, the queues and the ledger are there too.
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'email_outbox_pending',
      'email_outbox_given_up',
      'jobs_runs_unfinished',
    ]) {
      expect(sample(text, name), name).not.toBeNull();
    }
    expect(text).toContain('# TYPE jobs_queue_depth gauge');
  });

  it('counts the committed ledger transfers, not a rolled-back one', async () => {
    const fx = loanFixtures(t, { projectNumbersFrom: 151_000, ipBlock: 151, slugPrefix: 'metrics' });
    const investor = await fx.makeInvestor('metrics');
    const before = await scrape();
    const transfers = sample(before.body, 'ledger_transfers', { phase: 'posted' }) ?? 0;
    await fx.deposit(investor.id, 5_000);
    await fx.deposit(investor.id, 7_000);
    const after = (await scrape()).body;
    expect(sample(after, 'ledger_transfers', { phase: 'posted' })).toBe(transfers + 2);
    // A rolled-back transfer is not counted.
    await fx.db
      .transaction(async (tx) => {
        const wallet = await walletAccount(tx, investor.id);
        const clearing = await clearingAccount(tx, 'connectPay');
        await transfer(tx, {
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          amount: toCents(1),
          code: 'deposit',
          idempotencyKey: 'metrics-rolled-back',
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(sample((await scrape()).body, 'ledger_transfers', { phase: 'posted' })).toBe(transfers + 2);
  });

  it('counts the emails waiting in the outbox', async () => {
    const pending = sample((await scrape()).body, 'email_outbox_pending') ?? -1;
    expect(pending).toBeGreaterThanOrEqual(0);
    await enqueueEmail(t.database.db, { to: 'metrics@example.com', template: 'welcome', locale: 'en', params: { appUrl: 'http://localhost:3000' } });
    expect(sample((await scrape()).body, 'email_outbox_pending')).toBe(pending + 1);
  });

  it('refuses a request from another machine, or one a proxy forwarded', async () => {
    const remote = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(remote.body).not.toContain('http_request_duration_seconds');
    const forwarded = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('is never rate limited', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 4; i++) expect((await limited.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/get/check-maintenance', remoteAddress: '127.0.0.1' })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  it('answers the bearer of the token from anywhere, and no one else (not even this machine)', async () => {
    const withToken = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('# TYPE http_request_duration_seconds histogram');
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: token }, { authorization: `Bearer ${token}x` }]) {
      const refused = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1', headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('metrics while the database is down', () => {
  it('still answers, the process metrics among them, and counts the failed reads', async () => {
    const app = Fastify({ logger: false });
    const broken = { kind: 'pglite', db: { execute: async () => Promise.reject(new Error('database down')) } } as unknown as Database;
    registerMetrics(app, { database: broken });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(200);
      expect(sample(response.body, 'process_cpu_user_seconds_total')).not.toBeNull();
      // The counter is rendered while the gauges read: a failure shows from the next scrape on.
      const next = (await app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: '127.0.0.1' })).body;
      expect(sample(next, 'metrics_database_read_errors_total', { gauge: 'ledger_transfers' })).toBeGreaterThanOrEqual(1);
      expect(sample(next, 'metrics_database_read_errors_total', { gauge: 'email_outbox_pending' })).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });
});
