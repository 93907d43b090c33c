import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { JobDefinition } from './lifecycle.jobs';
import { createInProcessScheduler, runKeyOf } from './scheduler';

// The in-process runner (PGlite, and the same claim logic on PostgreSQL in the DATABASE_URL pass).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('in-process scheduler', () => {
  it('runs a job once per time slot however often it ticks, and records the run', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: 'test.count',
      cron: '* * * * *',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        runs += 1;
        return { runs };
      },
    };
    const fixed = new Date('2030-01-01T10:20:00Z');
    const a = createInProcessScheduler({ db: t.database.db, jobs: [job], log: silent, tickMs: 10, now: () => fixed });
    const b = createInProcessScheduler({ db: t.database.db, jobs: [job], log: silent, tickMs: 10, now: () => fixed });
    await a.start();
    await b.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.stop();
    await b.stop();
    expect(runs).toBe(1);
    const rows = await t.database.db.select().from(jobRuns).where(eq(jobRuns.name, 'test.count'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runKey).toBe(runKeyOf(job, fixed));
    expect(rows[0]!.result).toEqual({ runs: 1 });
  });

  it('keeps going after a failing job and records the error', async () => {
    let good = 0;
    const failing: JobDefinition = { name: 'test.fail', cron: '* * * * *', everyMs: 60_000, run: async () => Promise.reject(new Error('boom')) };
    const ok: JobDefinition = { name: 'test.ok', cron: '* * * * *', everyMs: 60_000, run: async () => ({ good: ++good }) };
    const at = new Date('2030-02-01T00:00:00Z');
    const s = createInProcessScheduler({ db: t.database.db, jobs: [failing, ok], log: silent, tickMs: 10, now: () => at });
    await s.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await s.stop();
    expect(good).toBe(1);
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.name, 'test.fail'));
    expect(row!.result).toEqual({ error: 'boom' });
  });
});
