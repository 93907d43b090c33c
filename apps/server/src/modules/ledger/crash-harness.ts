/**
 * Pieces of the SIGKILL crash test (crash.pg.api.test.ts): a fresh PostgreSQL database, a real
 * server process on it (apps/server/src/test/api-server.ts), and a tiny HTTP client with a cookie
 * jar and the Origin header a browser sends. No sleeps: every wait is on an event (a printed line,
 * a process exit, an answer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SERVER_ENTRY = 'apps/server/src/test/api-server.ts';

export type FreshDatabase = ScratchDatabase;

/** A new database on the PostgreSQL server of `adminUrl` (as createTestApp does). */
export function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  return createScratchDatabase(adminUrl, 'crash');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      probe.close(() => resolve(address.port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  output(): string;
  /** Resolves once the process is gone (exit code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the API server on `databaseUrl` and resolves when it prints `listening`; rejects with its
 * output when it exits first or does not come up within `timeoutMs`.
 */
export function startServerProcess(options: { databaseUrl: string; port: number; sessionSecret: string; timeoutMs?: number }): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The sandbox payment providers, whatever the caller's shell holds.
  for (const name of [
    'CONNECTPAY_API_URL',
    'CONNECTPAY_API_KEY',
    'CONNECTPAY_WEBHOOK_SECRET',
    'LEMONWAY_API_URL',
    'LEMONWAY_API_KEY',
    'LEMONWAY_WEBHOOK_SECRET',
    'KYC_API_URL',
    'KYC_API_KEY',
    'KYC_WEBHOOK_SECRET',
    'RECAPTCHA_SECRET_KEY',
    'RECAPTCHA_SITE_KEY',
    'SMTP_URL',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    // PostgreSQL with the sandbox providers: explicitly enabled, as production never is.
    SANDBOX: 'true',
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.CRASH_TEST_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Never outlive the test process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      resolve({ code, signal });
    });
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${options.timeoutMs ?? 60_000} ms\n${output}`));
    }, options.timeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^listening /m.test(output)) {
        clearTimeout(timer);
        resolve({ baseUrl, pid: child.pid!, output: () => output, exited, kill: (signal) => child.kill(signal) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening (code ${code}, signal ${signal})\n${output}`));
    });
  });
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** The outcome of one request: an answer, or no answer (connection refused/reset, timeout). */
export type Outcome = { kind: 'answer'; answer: HttpAnswer } | { kind: 'no-answer'; error: string };

/**
 * A logged-in user over real HTTP: a cookie jar and the Origin header of the platform. `agent`
 * holds the keep-alive connections; pass a new one after a restart.
 */
export class HttpUser {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    public agent: http.Agent,
  ) {}

  request(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Outcome> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise<Outcome>((resolve) => {
      const req = http.request(
        new URL(url, this.baseUrl),
        {
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            origin: this.baseUrl,
            accept: 'application/json',
            // Like a browser. (Without it, login answers 500: the new-login email needs a user agent.)
            'user-agent': 'crash-test/1.0',
            ...(cookie ? { cookie } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (error) => resolve({ kind: 'no-answer', error: error.message }));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const eq = pair!.indexOf('=');
              const name = pair!.slice(0, eq).trim();
              const value = pair!.slice(eq + 1).trim();
              if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
              else this.jar.set(name, value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text
            }
            resolve({ kind: 'answer', answer: { status: res.statusCode ?? 0, body: parsed } });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ kind: 'no-answer', error: (error as NodeJS.ErrnoException).code ?? error.message }));
      req.end(payload);
    });
  }
}

export function newAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 64 });
}
