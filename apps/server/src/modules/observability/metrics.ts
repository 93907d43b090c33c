import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../../db/client';
import { sendError } from '../../http/error-handler';
import { isLocalRequest } from '../../http/request-meta';
import { MAX_EMAIL_ATTEMPTS } from '../email/outbox-worker';

/**
 * Prometheus metrics (decision 0051): `GET /metrics` in the text format.
 *
 * - `http_request_duration_seconds{method,route,status_class}`: one histogram observation per
 *   answered request, labelled by the route's pattern (never the raw URL: bounded label values).
 *   Each route gets its own onResponse hook that knows its pattern, so the per-request cost is
 *   the histogram's observe on a cached child, nothing else.
 * - Read from the database on scrape (every instance sees the same totals: aggregate with max()):
 *   the email outbox's pending and given-up emails, the job runs not finished, pg-boss's queued
 *   jobs, and the ledger's committed transfers by phase.
 * - The PostgreSQL pool (total, idle, waiting clients) of this process.
 * - Node's default metrics (heap, event loop lag, GC, handles), prefixed `nodejs_`/`process_`.
 *
 * Not for the internet: with METRICS_TOKEN set, only `Authorization: Bearer <token>` reads it;
 * without it, only a request from this machine that no proxy forwarded. Never rate limited
 * (Prometheus scrapes on its own schedule) and never in the guests' cache.
 */

export const METRICS_PATH = '/metrics';
export const UNMATCHED_ROUTE = '(unmatched)';

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** 1 for 1xx … 5 for 5xx, 0 for anything else. */
function statusClassIndex(status: number): number {
  if (status >= 600 || status < 100) return 0;
  if (status >= 500) return 5;
  if (status >= 400) return 4;
  if (status >= 300) return 3;
  return status >= 200 ? 2 : 1;
}

/** Node's default metrics once per process: they describe the process, not one app instance (tests build many). */
let processRegistry: Registry | null = null;
function defaultMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

type Child = ReturnType<Histogram<'method' | 'route' | 'status_class'>['labels']>;

export interface MetricsOptions {
  database: Database;
  /** METRICS_TOKEN: when set, the bearer token a scrape must present (from anywhere); unset: loopback only. */
  token?: string;
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres' Pool behind drizzle (`db.$client`), or null on PGlite. */
function poolOf(database: Database): PoolLike | null {
  if (database.kind !== 'postgres') return null;
  const client = (database.db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
}

function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface AppMetrics {
  registry: Registry;
  /** The Prometheus text of this app and the process. */
  render(): Promise<string>;
}

/**
 * Registers the request histogram (an onRoute hook: call before the routes are registered) and the
 * `/metrics` route. Answers the metrics object for tests.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): AppMetrics {
  const registry = new Registry();
  const { database } = options;
  const expectedToken = options.token ? Buffer.from(options.token) : null;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // A gauge read from the database that fails (database down) keeps its last value and counts here (shown
  // from the next scrape on: the counter is rendered while the gauges read); the other metrics, the
  // process's among them, are still answered.
  const scrapeErrors = new Counter({
    name: 'metrics_database_read_errors_total',
    help: 'Gauges whose database read failed during a scrape, by gauge',
    labelNames: ['gauge'] as const,
    registers: [registry],
  });
  const safely = async (gauge: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      scrapeErrors.inc({ gauge });
      app.log.warn({ err: error, gauge }, 'metrics: database read failed');
    }
  };

  /** One hook per route: its pattern is known when the route is registered, the children are made once. */
  const recorderFor = (route: string): onResponseHookHandler => {
    const children = new Map<string, Child[]>();
    return function recordRequest(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      let byClass = children.get(request.method);
      if (!byClass) {
        byClass = [];
        children.set(request.method, byClass);
      }
      const klass = statusClassIndex(reply.statusCode);
      const child = (byClass[klass] ??= requests.labels(request.method, route, STATUS_CLASSES[klass]));
      child.observe(reply.elapsedTime / 1000);
      done();
    };
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === METRICS_PATH) return;
    const hook = recorderFor(route.url);
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  // Requests no route matched (the router's own 404) carry no route hook: counted under one label.
  const unmatched = recorderFor(UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) return unmatched.call(app, request, reply, done);
    done();
  });

  new Gauge({
    name: 'email_outbox_pending',
    help: 'Emails waiting in the outbox (not sent, attempts left)',
    registers: [registry],
    async collect() {
      await safely('email_outbox_pending', async () => {
        const [row] = await queryRows<{ n: string | number }>(
          database.db,
          sql`select count(*) as n from email_outbox where sent_at is null and attempts < ${MAX_EMAIL_ATTEMPTS}`,
        );
        this.set(Number(row?.n ?? 0));
      });
    },
  });
  new Gauge({
    name: 'email_outbox_given_up',
    help: 'Emails given up after every attempt failed (they stay in the outbox with their last error)',
    registers: [registry],
    async collect() {
      await safely('email_outbox_given_up', async () => {
        const [row] = await queryRows<{ n: string | number }>(
          database.db,
          sql`select count(*) as n from email_outbox where sent_at is null and attempts >= ${MAX_EMAIL_ATTEMPTS}`,
        );
        this.set(Number(row?.n ?? 0));
      });
    },
  });
  new Gauge({
    name: 'jobs_runs_unfinished',
    help: 'Scheduled job runs claimed but not finished (running now, or stopped by a crash)',
    registers: [registry],
    async collect() {
      await safely('jobs_runs_unfinished', async () => {
        const [row] = await queryRows<{ n: string | number }>(database.db, sql`select count(*) as n from job_runs where finished_at is null`);
        this.set(Number(row?.n ?? 0));
      });
    },
  });
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs waiting in the pg-boss queues (created or retry), by queue; empty on the embedded database (jobs run in-process)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      await safely('jobs_queue_depth', async () => {
        if (database.kind !== 'postgres') return;
        const rows = await queryRows<{ queue: string; n: string | number }>(
          database.db,
          sql`select name as queue, count(*) as n from pgboss.job where state in ('created', 'retry') group by name`,
        ).catch(() => []); // pg-boss has not created its schema yet
        this.reset();
        for (const row of rows) this.set({ queue: row.queue }, Number(row.n));
      });
    },
  });
  new Gauge({
    name: 'ledger_transfers',
    help: 'Ledger transfers committed, by phase (a count of rows: use rate() or increase() like a counter)',
    labelNames: ['phase'] as const,
    registers: [registry],
    async collect() {
      await safely('ledger_transfers', async () => {
        const rows = await queryRows<{ phase: string; n: string | number }>(database.db, sql`select phase, count(*) as n from ledger_transfers group by phase`);
        this.reset();
        for (const row of rows) this.set({ phase: row.phase }, Number(row.n));
      });
    },
  });
  const pool = poolOf(database);
  if (pool) {
    new Gauge({
      name: 'db_pool_clients',
      help: 'PostgreSQL pool clients of this process: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const render = async () => `${await registry.metrics()}\n${await defaultMetricsRegistry().metrics()}`;

  app.route({
    method: 'GET',
    url: METRICS_PATH,
    schema: { hide: true } as never,
    config: { access: 'public', rateLimit: false },
    handler: async (request, reply) => {
      if (expectedToken) {
        if (!tokenMatches(request.headers.authorization, expectedToken)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(reply, 401, { code: 'UNAUTHORIZED', message: 'A metrics token is required' });
        }
      } else if (!isLocalRequest(request)) {
        return sendError(reply, 404, { code: 'NOT_FOUND', message: 'Not found' });
      }
      const text = await render();
      reply.header('cache-control', 'no-store');
      reply.type(registry.contentType);
      return text;
    },
  });

  return { registry, render };
}
