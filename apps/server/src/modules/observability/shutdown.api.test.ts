import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Decision 0051, against the real server process (main.ts, embedded PGlite): on SIGTERM readiness
 * answers 503 while it still serves, then no new connection is accepted, a request in flight is
 * answered, and the process exits 0; a request that never ends makes it exit 1 at the deadline.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  dirs.push(dataDir);
  const port = await freePort();
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'SANDBOX', 'SMTP_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'METRICS_TOKEN'])
    delete clean[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...clean, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'never', LOG_LEVEL: 'info', JOBS_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Start-up (tsx, migrations on a fresh PGlite, the web build) takes seconds, more on a busy machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await sleep(100);
  }
  return { child, port, base, exited, output: () => output };
}

/** A POST whose body is only half sent: the request stays in flight until `finish`. */
async function heldRequest(port: number): Promise<{ finish(): void; answer: Promise<string>; socket: Socket }> {
  const socket = createConnection({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const body = '{"held":true}';
  socket.write(
    `POST /api/no-such-endpoint HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await sleep(300); // the server has the headers and waits for the body
  return { finish: () => socket.write(body.slice(5)), answer, socket };
}

describe('graceful shutdown of the real server', () => {
  it('drains readiness, refuses new connections, answers the request in flight, exits 0', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' });
    const held = await heldRequest(server.port);
    server.child.kill('SIGTERM');
    await sleep(200);
    // Draining: still serving, but not ready.
    const ready = await fetch(`${server.base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ code: 'NOT_READY', message: 'Shutting down' });
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBeTruthy();
    // Closing: no new connection, while the request in flight keeps the process alive.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await fetch(`${server.base}/api/health`).then(
        () => false,
        () => true,
      );
      if (!refused) await sleep(100);
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();
    held.finish();
    expect(await held.answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down');
  }, 200_000);

  it('exits 1 when a request in flight outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' });
    const held = await heldRequest(server.port);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(server.output()).toContain('shutdown timed out');
    held.socket.destroy();
  }, 200_000);
});
