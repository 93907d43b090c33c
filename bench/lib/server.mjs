// Starts the real server (`node scripts/start.mjs`) on a free port with a throw-away PGlite data dir.
// Usage: const { baseUrl, stop } = await startServer(); … await stop();
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ startTimeoutMs?: number, env?: Record<string,string>, nodeArgs?: string[], verbose?: boolean }} [options]
 *   startTimeoutMs covers a first-time web build (ensure-build) as well as start-up; default 5 min.
 *   nodeArgs go before the script, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile the server.
 * @returns {Promise<{ baseUrl: string, port: number, dataDir: string, pid: number, readyAt: number, stop(): Promise<void> }>}
 */
export async function startServer(options = {}) {
  const { startTimeoutMs = 5 * 60_000, verbose = false } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...options.env,
  });

  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Keep the tail of the output for error messages; echo it only when asked (or on failure).
  let output = '';
  const collect = (stream, sink) => {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000);
      if (verbose) sink.write(chunk);
    });
  };
  collect(child.stdout, process.stdout);
  collect(child.stderr, process.stderr);

  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exitPromise.then(() => false), sleep(10_000).then(() => true)]);
      if (timedOut && !exited) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    cleanup();
  }
  // Never leave an orphan server behind if the bench script dies.
  const onExit = () => {
    if (!exited) child.kill('SIGKILL');
    cleanup();
  };
  process.once('exit', onExit);

  const deadline = Date.now() + startTimeoutMs;
  while (true) {
    if (exited) {
      cleanup();
      throw new Error(`server exited before it was healthy (code ${exited.code}, signal ${exited.signal}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after ${startTimeoutMs} ms:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const readyAt = Date.now();

  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid,
    readyAt,
    async stop() {
      process.removeListener('exit', onExit);
      await stop();
    },
  };
}

/** CPU time (user + system) a process has used so far, in clock ticks of 1/100 s (Linux /proc; null elsewhere). */
export function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until the server is at rest: past its scheduler's first tick (30 s after it started: with the demo
 * data it renders the investment agreements' PDFs, seconds of CPU) and idle for two seconds in a row.
 * A measurement taken during that burst measures the burst. Gives up after `maxMs`; on systems
 * without /proc it only waits for the first tick. Returns the seconds it waited.
 */
export async function waitUntilIdle(server, { afterReadyMs = 32_000, maxMs = 120_000, idleShare = 0.1 } = {}) {
  const started = Date.now();
  const firstTickAt = server.readyAt + afterReadyMs;
  let quietSeconds = 0;
  let last = cpuTicks(server.pid);
  while (Date.now() - started < maxMs) {
    await sleep(1000);
    const now = cpuTicks(server.pid);
    const share = last === null || now === null ? 0 : (now - last) / 100; // 100 ticks per second
    last = now;
    quietSeconds = share < idleShare ? quietSeconds + 1 : 0;
    if (Date.now() >= firstTickAt && quietSeconds >= 2) break;
  }
  return Math.round((Date.now() - started) / 1000);
}

/** The checked-out commit (short), "+dirty" with uncommitted changes; null outside git. */
export function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

/**
 * The three guest pages the benchmarks measure: landing, project list and the first demo
 * project's page (left out, with a warning, when the list has no project).
 */
export async function guestPages(baseUrl) {
  const listResponse = await fetch(`${baseUrl}/api/get/projects/ALL/1`);
  const list = listResponse.ok ? await listResponse.json() : null;
  const slug = list?.projects?.[0]?.slug;
  const pages = [
    { name: 'LANDING', path: '/' },
    { name: 'PROJECTS', path: '/projects/1' },
  ];
  if (slug) pages.push({ name: 'PROJECT', path: `/project/${slug}` });
  else console.warn(`No project slug from /api/get/projects/ALL/1 (status ${listResponse.status}); skipping the project page`);
  return pages;
}
