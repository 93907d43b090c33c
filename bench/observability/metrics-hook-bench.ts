// The cost of the request histogram (decision 0051): the per-route onResponse hook alone, and a
// bare Fastify route answered through inject() with and without the metrics, rounds alternated,
// medians. `node --import tsx bench/observability/metrics-hook-bench.ts` (from the repo root).
import Fastify, { type FastifyInstance } from 'fastify';
import { registerMetrics } from '../../apps/server/src/modules/observability/metrics';
import type { Database } from '../../apps/server/src/db/client';

const fakeDatabase = { kind: 'pglite', db: { execute: async () => ({ rows: [] }) } } as unknown as Database;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function app(withMetrics: boolean): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  if (withMetrics) registerMetrics(instance, { database: fakeDatabase });
  instance.get('/api/thing/:id', async () => ({ ok: true }));
  await instance.ready();
  return instance;
}

async function perRequestMicros(instance: FastifyInstance, n: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await instance.inject({ method: 'GET', url: `/api/thing/${i}` });
  return Number(process.hrtime.bigint() - start) / 1000 / n;
}

const plain = await app(false);
const measured = await app(true);
await perRequestMicros(plain, 2000);
await perRequestMicros(measured, 2000);
const rounds = { plain: [] as number[], measured: [] as number[] };
for (let round = 0; round < 7; round++) {
  rounds.plain.push(await perRequestMicros(plain, 5000));
  rounds.measured.push(await perRequestMicros(measured, 5000));
}
const a = median(rounds.plain);
const b = median(rounds.measured);
console.log(
  `inject() per request, median of 7 rounds x 5000: without metrics ${a.toFixed(2)} µs, with ${b.toFixed(2)} µs (+${(b - a).toFixed(2)} µs, ${(((b - a) / a) * 100).toFixed(1)} %)`,
);

const text = (await measured.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
console.log(text.split('\n').find((line) => line.startsWith('http_request_duration_seconds_count') && line.includes('/api/thing/:id')));

// The observe alone (a cached child, as the hook uses it).
const { Histogram, Registry } = await import('prom-client');
const histogram = new Histogram({ name: 'h', help: 'h', labelNames: ['method', 'route', 'status_class'], registers: [new Registry()] });
const child = histogram.labels('GET', '/api/thing/:id', '2xx');
const n = 2_000_000;
for (let i = 0; i < 100_000; i++) child.observe(0.001);
const start = process.hrtime.bigint();
for (let i = 0; i < n; i++) child.observe((i % 100) / 1000);
console.log(`histogram child observe: ${(Number(process.hrtime.bigint() - start) / n).toFixed(0)} ns each`);
await plain.close();
await measured.close();
