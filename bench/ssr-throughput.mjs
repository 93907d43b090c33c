// Throughput of server-side rendering (landing, project list, project page), a static file and a
// JSON API call, all served by the same real server process, against baselines measured in the same
// run: the static file, a bare Fastify JSON route and a minimal React Router page of the same build
// (bench/lib/baseline-server.mjs). Each baseline is measured right before and right after the targets
// compared with it (the pages with the minimal page, the static file and the JSON API with the bare
// route), and ratios take the mean of the two. Then 100 connections for 60 s on the landing page. Prints req/s,
// the ratios issue 11 asks for with their targets, and writes bench/results/ssr-throughput.json.
//
// Two numbers per target: the req/s the client saw, and the server's capacity — requests answered
// per second of CPU the server process used (Linux /proc). The client runs on the same cores as the
// servers; with 10–13 KB answers it is the bottleneck before the server is (the server sat ~50 %
// idle), so the seen req/s of large answers says more about the client than about the server. A
// ratio of capacities compares what each answer costs the server, which is what the targets are
// about; the verdict uses it (and the seen ratio where /proc is missing). Both are printed.
//
//   node bench/ssr-throughput.mjs            (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_WORKERS=2 by default)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuTicks, freePort, gitCommit, guestPages, repoRoot, startServer, waitUntilIdle } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const WARMUP_SECONDS = positive(process.env.BENCH_WARMUP_SECONDS, 2);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 20);
// autocannon's worker threads: one client thread alone tops out below what the server answers.
const WORKERS = Math.floor(positive(process.env.BENCH_WORKERS, 2));
const UNIQUE_COOKIE = path.join(here, 'lib/unique-cookie-request.cjs');
// Like a browser by default; BENCH_ACCEPT_ENCODING=identity isolates the cost of compression.
const HEADERS = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, br', 'accept-language': 'en' };

// Measured on the platform's server…
const APP_TARGETS = [
  { id: 'landing', label: 'SSR landing page', path: '/' },
  { id: 'list', label: 'SSR project list', path: '/projects' },
  { id: 'project', label: 'SSR project page', path: null /* the first demo project, found at start */ },
  { id: 'landingRendered', label: 'SSR landing, always rendered', path: '/', uniqueCookie: true },
  { id: 'static', label: 'static file', path: '/favicon.svg' },
  { id: 'api', label: 'JSON API', path: '/api/get/projects/ALL/1' },
];
// …and on the baseline server (bench/lib/baseline-server.mjs), in its own process.
const BASELINE_TARGETS = [
  { id: 'bare', label: 'bare Fastify JSON route', path: '/json' },
  { id: 'minimal', label: 'minimal React Router page', path: '/minimal' },
];
// The ratios issue 11 asks for: [numerator, denominator, at least].
const RATIOS = [
  ['landing', 'static', 0.3],
  ['list', 'static', 0.3],
  ['project', 'static', 0.3],
  ['landing', 'minimal', 0.5],
  ['list', 'minimal', 0.5],
  ['project', 'minimal', 0.5],
  ['api', 'bare', 0.4],
  ['static', 'bare', 0.4],
  ['landingRendered', 'minimal', null],
];
// Which targets each baseline brackets: this machine's speed drifts over minutes (a VM), so a ratio's
// two sides are measured as close together as they can be.
const GROUPS = [
  { baseline: 'minimal', targets: ['landing', 'list', 'project', 'landingRendered'] },
  { baseline: 'bare', targets: ['static', 'api'] },
];
const grouped = GROUPS.flatMap((g) => g.targets);
if (grouped.length !== APP_TARGETS.length || APP_TARGETS.some((t) => !grouped.includes(t.id))) {
  throw new Error('every target of APP_TARGETS belongs to exactly one group');
}
// A baseline that moved more than this between its two measurements says the machine changed speed.
const DRIFT_WARNING = 0.15;
const LOAD = {
  path: '/',
  connections: positive(process.env.BENCH_LOAD_CONNECTIONS, 100),
  seconds: positive(process.env.BENCH_LOAD_SECONDS, 60),
  p99BelowMs: 1000,
};

function positive(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function run(url, duration, { connections = CONNECTIONS, uniqueCookie = false, workers = WORKERS } = {}) {
  // A cookie that differs on every request: every request is rendered (the guest cache keys on cookies).
  // A file path: in workers mode autocannon requires it in each thread.
  const requests = uniqueCookie ? [{ setupRequest: workers > 1 ? UNIQUE_COOKIE : createRequire(import.meta.url)(UNIQUE_COOKIE) }] : undefined;
  return autocannon({ url, connections, duration, headers: HEADERS, requests, timeout: 10, ...(workers > 1 ? { workers } : {}) });
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

async function startBaseline() {
  const port = await freePort();
  // Production React and React Router, like the platform's server (startServer sets NODE_ENV too).
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, [path.join(here, 'lib/baseline-server.mjs'), String(port)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => chunk.includes('ready') && resolve());
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** @param {{ baseUrl: string, pid: number }} server */
async function measure(server, target) {
  const url = server.baseUrl + target.path;
  const response = await probe(url);
  if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}, expected 200`);
  process.stdout.write(`${target.label.padEnd(30)} ${target.path} … warm-up`);
  await run(url, WARMUP_SECONDS, target);
  process.stdout.write(' … measuring');
  const ticksBefore = cpuTicks(server.pid);
  const r = await run(url, SECONDS, target);
  const ticksAfter = cpuTicks(server.pid);
  // Requests answered per second of the server's CPU (user + system, all its threads).
  const serverCpuSeconds = ticksBefore === null || ticksAfter === null ? null : (ticksAfter - ticksBefore) / 100;
  const capacity = serverCpuSeconds ? r.requests.total / serverCpuSeconds : null;
  process.stdout.write(` ${Math.round(r.requests.average)} req/s`);
  process.stdout.write(
    capacity === null ? '\n' : `, server CPU ${(serverCpuSeconds / r.duration).toFixed(2)} cores → ${Math.round(capacity)} req per CPU-second\n`,
  );
  if (r.non2xx || r.errors || r.timeouts) {
    console.warn(`  ! ${target.path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts — the number above is not clean`);
  }
  return { ...target, ...response, ...summary(r), serverCpuSeconds, reqPerServerCpuSecond: capacity };
}

/** One baseline from its measurements before and after the platform's targets: their mean, both kept. */
function bracketed(first, second) {
  return {
    ...second,
    reqPerSec: (first.reqPerSec + second.reqPerSec) / 2,
    reqPerSecStddev: Math.max(first.reqPerSecStddev, second.reqPerSecStddev),
    reqPerServerCpuSecond:
      first.reqPerServerCpuSecond === null || second.reqPerServerCpuSecond === null ? null : (first.reqPerServerCpuSecond + second.reqPerServerCpuSecond) / 2,
    bracket: {
      beforeReqPerSec: first.reqPerSec,
      afterReqPerSec: second.reqPerSec,
      beforeReqPerServerCpuSecond: first.reqPerServerCpuSecond,
      afterReqPerServerCpuSecond: second.reqPerServerCpuSecond,
    },
  };
}

function summary(r) {
  return {
    reqPerSec: r.requests.average,
    reqPerSecStddev: r.requests.stddev,
    latencyMs: { avg: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    // Bytes on the wire (headers + compressed body) per response.
    wireBytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
    requests: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    durationSeconds: r.duration,
  };
}

const loadBefore = os.loadavg()[0];
// The app server first: it builds the web client if its sources changed; the baseline renders that build.
const server = await startServer();
const baseline = await startBaseline();
const results = [];
let load;
try {
  process.stdout.write('Waiting for the server to be at rest (its first scheduler tick renders the demo agreements) …');
  process.stdout.write(` ${await waitUntilIdle(server)} s\n`);
  console.log(
    `Server ${server.baseUrl}, baseline ${baseline.baseUrl} — ${CONNECTIONS} connections from ${WORKERS > 1 ? `${WORKERS} client threads` : 'one client thread'}, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per target\n`,
  );
  const project = (await guestPages(server.baseUrl)).find((page) => page.name === 'PROJECT');
  if (!project) throw new Error('no demo project to measure');
  APP_TARGETS.find((t) => t.id === 'project').path = project.path;
  // Each baseline right before and right after the targets it is compared with; ratios use the mean.
  const baselines = [];
  for (const group of GROUPS) {
    const base = BASELINE_TARGETS.find((t) => t.id === group.baseline);
    const first = await measure(baseline, base);
    for (const target of APP_TARGETS.filter((t) => group.targets.includes(t.id))) results.push(await measure(server, target));
    baselines.push(bracketed(first, await measure(baseline, base)));
  }
  results.unshift(...baselines);

  process.stdout.write(`\nLoad: ${LOAD.connections} connections for ${LOAD.seconds} s on ${LOAD.path} …`);
  // One client thread, as in issue 11's measurement: this is about latency and timeouts under many connections.
  const r = await run(server.baseUrl + LOAD.path, LOAD.seconds, { connections: LOAD.connections, workers: 1 });
  load = { ...LOAD, ...summary(r) };
  process.stdout.write(` ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ${r.timeouts} timeouts, ${r.errors} errors\n`);
} finally {
  await server.stop();
  baseline.stop();
}

const byId = Object.fromEntries(results.map((r) => [r.id, r]));
const ratios = RATIOS.map(([a, b, target]) => {
  const seen = byId[a].reqPerSec / byId[b].reqPerSec;
  const capacity = byId[a].reqPerServerCpuSecond && byId[b].reqPerServerCpuSecond ? byId[a].reqPerServerCpuSecond / byId[b].reqPerServerCpuSecond : null;
  // The verdict on what an answer costs the server; on the req/s the client saw where /proc is missing.
  const value = capacity ?? seen;
  return {
    name: `${a}/${b}`,
    value,
    basis: capacity === null ? 'seen req/s' : 'server capacity',
    seen,
    capacity,
    target,
    met: target === null ? null : value >= target,
  };
});

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
        'req/CPU-s': r.reqPerServerCpuSecond === null ? '–' : fmt(r.reqPerServerCpuSecond),
        'p50 ms': r.latencyMs.p50,
        'p99 ms': r.latencyMs.p99,
        encoding: r.contentEncoding,
        'wire B/resp': r.wireBytesPerResponse,
        'body B': r.decodedBytes,
      },
    ]),
  ),
);
for (const r of results.filter((x) => x.bracket)) {
  const { beforeReqPerSec: before, afterReqPerSec: after } = r.bracket;
  const drift = Math.abs(after - before) / Math.max(before, after);
  const targets = GROUPS.find((g) => g.baseline === r.id).targets.join(', ');
  console.log(`${r.label}: ${fmt(before)} req/s before ${targets}, ${fmt(after)} after; ratios use the mean`);
  if (drift > DRIFT_WARNING) {
    console.log(`  ! it moved ${fmt(drift * 100)} % between the two: the machine changed speed during these targets, their ratios are unreliable — rerun`);
  }
}
console.log('Ratios (same run): server capacity (requests per CPU-second of the server) and req/s the client saw');
for (const r of ratios) {
  const verdict = r.target === null ? '(for information)' : `target ≥ ${r.target}: ${r.met ? 'met' : 'NOT MET'} (on ${r.basis})`;
  const capacity = r.capacity === null ? '–'.padStart(8) : fmt(r.capacity, 3).padStart(8);
  console.log(`  ${r.name.padEnd(26)} capacity ${capacity}×   seen ${fmt(r.seen, 3).padStart(8)}×   ${verdict}`);
}
const loadMet = load.timeouts === 0 && load.errors === 0 && load.latencyMs.p99 < LOAD.p99BelowMs;
console.log(
  `  load ${LOAD.connections} conn × ${LOAD.seconds} s on ${LOAD.path}: ${fmt(load.reqPerSec)} req/s, p99 ${load.latencyMs.p99} ms, ${load.timeouts} timeouts — target no timeouts and p99 < ${LOAD.p99BelowMs} ms: ${loadMet ? 'met' : 'NOT MET'}`,
);
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
  clientThreads: WORKERS,
  warmupSeconds: WARMUP_SECONDS,
  seconds: SECONDS,
  headers: HEADERS,
  baselines: ['static', 'bare', 'minimal'],
  results,
  ratios,
  load,
};
const outFile = path.join(here, 'results/ssr-throughput.json');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(repoRoot, outFile)}`);
