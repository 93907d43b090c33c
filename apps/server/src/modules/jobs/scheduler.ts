import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';
import type { JobDefinition, JobResult } from './lifecycle.jobs';

/**
 * Runs the scheduled jobs (decision 0015). On PostgreSQL pg-boss 10 owns the timing: each job is a
 * cron schedule on a singleton queue, so however many instances run, a tick is queued once and one
 * worker takes it. On embedded PGlite (one process, one connection) an in-process timer runs them;
 * each run first claims (job, time slot) in `job_runs`, so a tick never runs twice and the table
 * keeps a history. main.ts starts the scheduler; tests call the job functions directly.
 */

export type SchedulerLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface Scheduler {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The run key of a job at an instant: the start of its time slot. */
export function runKeyOf(job: Pick<JobDefinition, 'everyMs'>, now: Date): string {
  return new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs).toISOString();
}

/** Claims and runs one slot of a job; returns null when the slot was already taken. */
export async function runClaimed(db: Db, job: JobDefinition, now: Date): Promise<JobResult | null> {
  const runKey = runKeyOf(job, now);
  const claimed = await db.insert(jobRuns).values({ name: job.name, runKey, startedAt: now }).onConflictDoNothing().returning({ name: jobRuns.name });
  if (claimed.length === 0) return null;
  let result: JobResult | { error: string };
  try {
    result = await job.run(db, now);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
    await db
      .update(jobRuns)
      .set({ finishedAt: new Date(), result })
      .where(and(eq(jobRuns.name, job.name), eq(jobRuns.runKey, runKey)));
    throw error;
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), result })
    .where(and(eq(jobRuns.name, job.name), eq(jobRuns.runKey, runKey)));
  return result;
}

export function createInProcessScheduler(options: {
  db: Db;
  jobs: readonly JobDefinition[];
  log: SchedulerLogger;
  tickMs?: number;
  now?: () => Date;
}): Scheduler {
  const { db, jobs, log } = options;
  const tickMs = options.tickMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function tick(): Promise<void> {
    for (const job of jobs) {
      try {
        const result = await runClaimed(db, job, now());
        if (result && Object.values(result).some((n) => n > 0)) log.info({ job: job.name, result }, 'job ran');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
    }
  }

  return {
    async start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = tick().finally(() => {
          running = null;
        });
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}

export function createPgBossScheduler(options: { db: Db; connectionString: string; jobs: readonly JobDefinition[]; log: SchedulerLogger }): Scheduler {
  const { db, jobs, log } = options;
  let boss: PgBoss | null = null;
  return {
    async start() {
      const { default: PgBossClass } = await import('pg-boss');
      boss = new PgBossClass({ connectionString: options.connectionString, max: 2 });
      boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
        await boss.schedule(job.name, job.cron);
        // The slot claim in job_runs backs pg-boss's singleton: a tick delivered twice runs once.
        await boss.work(job.name, async () => {
          const result = await runClaimed(db, job, new Date());
          if (result && Object.values(result).some((n) => n > 0)) log.info({ job: job.name, result }, 'job ran');
          return result;
        });
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, wait: true });
      boss = null;
    },
  };
}

/** pg-boss on PostgreSQL, the in-process runner on PGlite; JOBS_DISABLED=1 turns both off. */
export function createScheduler(options: { db: Db; databaseUrl?: string; jobs: readonly JobDefinition[]; log: SchedulerLogger }): Scheduler {
  if (process.env.JOBS_DISABLED === '1') return { start: async () => {}, stop: async () => {} };
  if (options.databaseUrl) return createPgBossScheduler({ db: options.db, connectionString: options.databaseUrl, jobs: options.jobs, log: options.log });
  return createInProcessScheduler({ db: options.db, jobs: options.jobs, log: options.log });
}
