/**
 * A real server for the browser journeys: the production entry point (scripts/start.mjs) on a free
 * port, embedded PGlite in a fresh data directory (demo data seeded), nothing shared between files.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { operatorCliToken } from '../../apps/server/src/modules/maintenance/operator-token';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

let buildOnce: Promise<void> | null = null;

function run(command: string, args: string[]): Promise<void> {
  // Vitest runs with NODE_ENV=test; a web build made under it bundles development React.
  const env = { ...process.env, NODE_ENV: 'production' };
  return new Promise<void>((resolve, reject) => {
    execFile(command, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024, timeout: 200_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

/** True when the built client bundles development React (built by a caller with NODE_ENV other than production). */
async function isDevelopmentBuild(): Promise<boolean> {
  const assets = path.join(ROOT, 'apps/web/build/client/assets');
  const entries = (await readdir(assets)).filter((name) => name.startsWith('entry.client') && name.endsWith('.js'));
  for (const name of entries) {
    const code = await readFile(path.join(assets, name), 'utf8');
    if (code.includes('A tree hydrated but some attributes')) return true;
  }
  return false;
}

/**
 * `node scripts/ensure-build.mjs` once per test file process: builds the web client if it is
 * missing or stale. A development-mode build left by another caller is rebuilt for production:
 * the journeys test what `npm start` serves.
 */
export function ensureBuild(): Promise<void> {
  buildOnce ??= (async () => {
    await run(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')]);
    if (await isDevelopmentBuild()) {
      console.warn('e2e: the web build bundles development React; rebuilding for production');
      await run('npm', ['run', 'build', '-w', 'apps/web']);
    }
  })();
  return buildOnce;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('no port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface StartServerOptions {
  /** Extra environment for this server (e.g. reCAPTCHA keys); applied last. */
  env?: Record<string, string>;
}

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  await ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenvest-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  // Embedded PGlite only: never a shared PostgreSQL, whatever the caller's shell has.
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  delete env.PUBLIC_URL;
  // reCAPTCHA only when a journey turns it on (the caller's shell must not switch it on for all).
  delete env.RECAPTCHA_SITE_KEY;
  delete env.RECAPTCHA_SECRET_KEY;
  delete env.RECAPTCHA_VERIFY_URL;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_GRACE_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_GRACE_MS);
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      lastProblem = `server exited early (code ${child.exitCode}, signal ${child.signalCode})`;
      break;
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, dataDir, output: () => output, stop };
      lastProblem = `health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  await stop();
  const message = `The e2e server did not become healthy on ${baseUrl}: ${lastProblem}\n--- server output ---\n${output}`;
  console.error(message);
  throw new Error(message);
}

/** Switches maintenance the way the operator CLI does (token derived from the server's SESSION_SECRET). */
export async function setMaintenance(server: TestServer, enabled: boolean): Promise<void> {
  const secret = (await readFile(path.join(server.dataDir, 'session-secret'), 'utf8')).trim();
  const response = await fetch(`${server.baseUrl}/api/internal/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': operatorCliToken(secret) },
    body: JSON.stringify({ enabled }),
  });
  if (response.status !== 200) throw new Error(`maintenance switch answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { enabled?: unknown };
  if (body.enabled !== enabled) throw new Error(`maintenance switch answered ${JSON.stringify(body)}`);
}
