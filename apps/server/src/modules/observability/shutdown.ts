import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (decision 0051). On the first SIGTERM or SIGINT:
 *
 * 1. draining: `/api/ready` answers 503 while the server still serves, for `drainMs`
 *    (SHUTDOWN_DRAIN_MS), so a load balancer polling readiness stops sending new requests;
 * 2. closing: the listener stops accepting, idle keep-alive connections are closed, requests in
 *    flight finish (a new request on a kept-alive connection gets Fastify's 503); at the same
 *    time the email outbox and the job scheduler stop (each waits for the batch or job it runs);
 * 3. the database closes and the process exits 0.
 *
 * A hard deadline of `drainMs + timeoutMs` (SHUTDOWN_TIMEOUT_MS) from the signal exits 1 whatever is
 * still running; so does a second signal. The exits go through `exit`, so tests pass a fake.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the shutdown signal on: readiness answers 503. */
    draining: boolean;
  }
}

/** `app.draining`, false until a shutdown starts; the readiness route reads it. */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
}

export interface ShutdownLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ShutdownOptions {
  app: Pick<FastifyInstance, 'close' | 'draining'>;
  /** Background workers (outbox, scheduler, timers): stopped while the requests in flight finish. */
  workers: readonly { name: string; stop(): Promise<void> | void }[];
  /** Closes the database, after the server and the workers. */
  closeDatabase(): Promise<void>;
  drainMs: number;
  timeoutMs: number;
  log: ShutdownLogger;
  exit(code: number): void;
  /** setTimeout by default; tests may pass their own clock. */
  setTimer?: (callback: () => void, ms: number) => { unref?: () => void };
}

export interface Shutdown {
  /** Starts the shutdown (once); a second call exits 1 at once. Resolves when the process has been told to exit. */
  (signal: string): Promise<void>;
}

const sleep = (ms: number, setTimer: NonNullable<ShutdownOptions['setTimer']>) => new Promise<void>((resolve) => void setTimer(resolve, ms));

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { app, log, exit } = options;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  let started = false;
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  return async (signal: string) => {
    if (started) {
      log.error({ signal }, 'second signal during shutdown: exiting now');
      exitOnce(1);
      return;
    }
    started = true;
    app.draining = true;
    const deadline = options.drainMs + options.timeoutMs;
    log.info({ signal, drainMs: options.drainMs, timeoutMs: options.timeoutMs }, 'shutting down: readiness answers 503');
    // Not unref'd: whatever keeps the event loop alive, this fires.
    setTimer(() => {
      if (exited) return;
      log.error({ signal, afterMs: deadline }, 'shutdown timed out: exiting with requests or work still running');
      exitOnce(1);
    }, deadline);

    try {
      if (options.drainMs > 0) await sleep(options.drainMs, setTimer);
      if (exited) return;
      log.info({}, 'closing: no new connections, waiting for requests in flight and background work');
      await Promise.all([
        app.close(),
        ...options.workers.map(async (worker) => {
          try {
            await worker.stop();
          } catch (error) {
            log.error({ err: error, worker: worker.name }, 'worker did not stop cleanly');
          }
        }),
      ]);
      if (exited) return;
      await options.closeDatabase();
      log.info({}, 'shut down');
      exitOnce(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      exitOnce(1);
    }
  };
}
