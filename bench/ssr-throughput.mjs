// Throughput of server-side rendering vs. a static file vs. a JSON API call, all served by the
// same real server process (see README.md). Prints req/s and ratios against the static baseline
// measured in this same run, and writes bench/results/ssr-throughput.json.
//
//   node bench/ssr-throughput.mjs            (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 by default)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { repoRoot, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = positive(process.env.BENCH_WARMUP_SECONDS, 2);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 20);
// Like a browser by default; BENCH_ACCEPT_ENCODING=identity isolates the cost of compression.
const HEADERS = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, br', 'accept-language': 'en' };

const TARGETS = [
  { id: 'ssr', label: 'SSR landing page', path: '/' },
  { id: 'static', label: 'static file (baseline)', path: '/favicon.svg' },
  { id: 'api', label: 'JSON API', path: '/api/get/projects/ALL/1' },
];

function positive(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function run(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
}

/** One plain request to record what the target actually answers (status, encoding, size). */
async function probe(url) {
  const response = await fetch(url, { headers: HEADERS });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentEncoding: response.headers.get('content-encoding') ?? 'identity',
    decodedBytes: body.byteLength,
  };
}

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

const loadBefore = os.loadavg()[0];
const server = await startServer();
const results = [];
try {
  console.log(`Server ${server.baseUrl} — ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per target\n`);
  for (const target of TARGETS) {
    const url = server.baseUrl + target.path;
    const response = await probe(url);
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}, expected 200`);
    process.stdout.write(`${target.label.padEnd(24)} ${target.path} … warm-up`);
    await run(url, WARMUP_SECONDS);
    process.stdout.write(' … measuring');
    const r = await run(url, SECONDS);
    const ok = r['2xx'];
    results.push({
      ...target,
      ...response,
      reqPerSec: r.requests.average,
      reqPerSecStddev: r.requests.stddev,
      okPerSec: ok / r.duration,
      latencyMs: { avg: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      wireBytesPerSec: r.throughput.average,
      // Bytes on the wire (headers + compressed body) per response.
      wireBytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
      requests: r.requests.total,
      ok,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      durationSeconds: r.duration,
    });
    process.stdout.write(` ${Math.round(r.requests.average)} req/s\n`);
    if (r.non2xx || r.errors || r.timeouts) {
      console.warn(`  ! ${target.path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts — the number above is not clean`);
    }
  }
} finally {
  await server.stop();
}

const byId = Object.fromEntries(results.map((r) => [r.id, r]));
const ratios = {
  ssrToStatic: byId.ssr.reqPerSec / byId.static.reqPerSec,
  apiToStatic: byId.api.reqPerSec / byId.static.reqPerSec,
};

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log('');
console.table(
  Object.fromEntries(
    results.map((r) => [
      r.label,
      {
        path: r.path,
        'req/s': fmt(r.reqPerSec),
        '±': fmt(r.reqPerSecStddev),
        'p50 ms': r.latencyMs.p50,
        'p99 ms': r.latencyMs.p99,
        encoding: r.contentEncoding,
        'wire B/resp': r.wireBytesPerResponse,
        'body B': r.decodedBytes,
        'vs static': `${fmt(r.reqPerSec / byId.static.reqPerSec, 3)}×`,
      },
    ]),
  ),
);
console.log(`SSR/static = ${fmt(ratios.ssrToStatic, 3)}   API/static = ${fmt(ratios.apiToStatic, 3)}`);
const cpuCount = os.cpus().length;
if (loadBefore > cpuCount * 0.75) {
  console.log(`Note: the machine was already busy (1-min load ${loadBefore.toFixed(1)} on ${cpuCount} CPUs) — the numbers are noisy; rerun when it is idle.`);
}

const report = {
  benchmark: 'ssr-throughput',
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  cpu: `${os.cpus()[0]?.model ?? 'unknown'} ×${os.cpus().length}`,
  loadAverageBefore: loadBefore,
  loadAverageAfter: os.loadavg()[0],
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  seconds: SECONDS,
  headers: HEADERS,
  baseline: 'static',
  results,
  ratios,
};
const outFile = path.join(here, 'results/ssr-throughput.json');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(repoRoot, outFile)}`);
