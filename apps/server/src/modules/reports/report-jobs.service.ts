import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CreateReportJob,
  REPORT_FILE_RETENTION_DAYS,
  REPORT_JOBS_LIST_LIMIT,
  REPORT_JOBS_PER_USER,
  type Locale,
  type ReportFormat,
  type ReportJob,
  type ReportKind,
} from '@platform/contract';
import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportJobs } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { type FileStorage, newStorageKey } from '../files/storage';
import { createReportsService, type ReportsService } from './reports.service';
import { createSnapshotService, type SnapshotService } from './snapshot.service';
import { createTaxReportService, type TaxReportService } from './tax-report.service';

/**
 * Report files made in the background (issue 15, decision 0036). POST queues a row and starts the
 * generation in this process right away (not inside the request); the row's progress moves as the
 * work goes (claimed, data loaded, file rendered, stored), the file goes to the file storage under
 * a fresh key and is kept REPORT_FILE_RETENTION_DAYS days. Scheduled jobs pick up rows a restart
 * left queued, fail rows a crash left running, and delete expired files. Every read names the
 * caller: another user's job is a 404, like one that does not exist.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A queued row older than this was left behind (its process stopped before starting it). */
export const STALE_QUEUED_MS = 30_000;
/** A running row older than this was interrupted (no report takes that long). */
const STALE_RUNNING_MS = 15 * 60_000;

type Row = typeof reportJobs.$inferSelect;
type Params = Record<string, string | number>;

export interface ReportJobsDeps {
  db: Db;
  storage: FileStorage;
  now?: () => Date;
  statement?: ReportsService;
  tax?: TaxReportService;
  snapshot?: SnapshotService;
  log?: { error(obj: unknown, msg?: string): void };
}

function newJobId(): string {
  return randomBytes(18).toString('base64url');
}

function present(row: Row): ReportJob {
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    format: row.format as ReportFormat,
    params: row.params as Params,
    locale: row.locale as Locale,
    status: row.status as ReportJob['status'],
    progress: row.progress,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    error: row.error,
  };
}

export function createReportJobsService(deps: ReportJobsDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const statement = deps.statement ?? createReportsService(db, now);
  const tax = deps.tax ?? createTaxReportService(db, now);
  const snapshot = deps.snapshot ?? createSnapshotService(db, now);
  const inFlight = new Set<Promise<void>>();

  const setProgress = (id: string, progress: number) =>
    db
      .update(reportJobs)
      .set({ progress })
      .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'running')));

  /** Loads the data, reports progress, renders the file: one path for the three kinds. */
  async function generate(row: Row): Promise<{ body: Buffer; fileName: string }> {
    const format = row.format as ReportFormat;
    const locale = row.locale as Locale;
    const params = row.params as Params;
    if (row.kind === 'statement') {
      const period = { from: String(params.from), to: String(params.to) };
      const data = await statement.load(row.userId, period);
      await setProgress(row.id, 40);
      const body = await statement.render(data, period, format, locale);
      return { body, fileName: statement.fileName(period, format) };
    }
    if (row.kind === 'tax') {
      const year = Number(params.year);
      const data = await tax.load(row.userId, year);
      await setProgress(row.id, 40);
      const body = format === 'pdf' ? await tax.pdf(data, locale) : format === 'csv' ? tax.csv(data, locale) : tax.xlsx(data, locale);
      return { body, fileName: tax.fileName(year, format) };
    }
    const date = String(params.date);
    const data = await snapshot.load(row.userId, date, locale);
    await setProgress(row.id, 40);
    const body = format === 'pdf' ? await snapshot.pdf(data, locale) : format === 'csv' ? snapshot.csv(data, locale) : snapshot.xlsx(data, locale);
    return { body, fileName: snapshot.fileName(date, format) };
  }

  /** Claims a queued row (once, whoever else tries) and makes its file. */
  async function run(id: string): Promise<void> {
    const [row] = await db
      .update(reportJobs)
      .set({ status: 'running', startedAt: now(), progress: 5 })
      .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'queued')))
      .returning();
    if (!row) return;
    let key: string | null = null;
    try {
      const file = await generate(row);
      await setProgress(id, 80);
      key = newStorageKey();
      const size = await storage.put(key, Readable.from([file.body]));
      await setProgress(id, 95);
      const finished = now();
      await db
        .update(reportJobs)
        .set({
          status: 'done',
          progress: 100,
          storageKey: key,
          fileName: file.fileName,
          sizeBytes: size,
          finishedAt: finished,
          expiresAt: new Date(finished.getTime() + REPORT_FILE_RETENTION_DAYS * DAY_MS),
        })
        .where(eq(reportJobs.id, id));
    } catch (error) {
      deps.log?.error({ err: error, job: id }, 'report job failed');
      if (key) await storage.delete(key).catch(() => {});
      await db.update(reportJobs).set({ status: 'failed', error: 'GENERATION_FAILED', finishedAt: now() }).where(eq(reportJobs.id, id));
    }
  }

  /** Runs a job in the background of this process; close() waits for the ones still going. */
  function start(id: string): void {
    const work: Promise<void> = run(id)
      .catch((error: unknown) => deps.log?.error({ err: error, job: id }, 'report job crashed'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  }

  async function own(userId: number, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(reportJobs)
      .where(and(eq(reportJobs.id, id), eq(reportJobs.userId, userId)))
      .limit(1);
    if (!row) throw notFound('No such report');
    return row;
  }

  return {
    /** Queues a file and starts it; at most REPORT_JOBS_PER_USER of a user's jobs wait or run at once (429 beyond). */
    async create(userId: number, input: CreateReportJob & { params: Params }): Promise<{ id: string }> {
      const id = newJobId();
      await db.transaction(async (tx) => {
        // One user's requests queue here, so two at once cannot both slip under the limit.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('report_jobs'), ${userId})`);
        const [active] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(reportJobs)
          .where(and(eq(reportJobs.userId, userId), inArray(reportJobs.status, ['queued', 'running'])));
        if ((active?.n ?? 0) >= REPORT_JOBS_PER_USER)
          throw new AppError('RATE_LIMITED', 'Too many reports are being made; wait for one to finish', undefined, { retryAfterSeconds: 5 });
        await tx.insert(reportJobs).values({
          id,
          userId,
          kind: input.kind,
          format: input.format,
          params: input.params,
          locale: input.locale,
          status: 'queued',
          progress: 0,
          createdAt: now(),
        });
      });
      start(id);
      return { id };
    },

    async get(userId: number, id: string): Promise<ReportJob> {
      return present(await own(userId, id));
    },

    async list(userId: number): Promise<ReportJob[]> {
      const rows = await db
        .select()
        .from(reportJobs)
        .where(eq(reportJobs.userId, userId))
        .orderBy(desc(reportJobs.createdAt), desc(reportJobs.id))
        .limit(REPORT_JOBS_LIST_LIMIT);
      return rows.map(present);
    },

    /** The stored bytes of a finished, unexpired job of the caller. */
    async file(userId: number, id: string): Promise<{ stream: Readable; fileName: string; format: ReportFormat; size: number | null }> {
      const row = await own(userId, id);
      if (row.status !== 'done' || !row.storageKey || (row.expiresAt && row.expiresAt <= now())) throw notFound('The file is not ready or has expired');
      return {
        stream: await storage.get(row.storageKey),
        fileName: row.fileName ?? `report.${row.format}`,
        format: row.format as ReportFormat,
        size: row.sizeBytes,
      };
    },

    /** Scheduled: rows a restart left queued are started (one after another); rows a crash left running are failed. */
    async pickUp(at: Date = now()): Promise<{ started: number; interrupted: number }> {
      const interrupted = await db
        .update(reportJobs)
        .set({ status: 'failed', error: 'INTERRUPTED', finishedAt: at })
        .where(and(eq(reportJobs.status, 'running'), lt(reportJobs.startedAt, new Date(at.getTime() - STALE_RUNNING_MS))))
        .returning({ id: reportJobs.id });
      const left = await db
        .select({ id: reportJobs.id })
        .from(reportJobs)
        .where(and(eq(reportJobs.status, 'queued'), lte(reportJobs.createdAt, new Date(at.getTime() - STALE_QUEUED_MS))))
        .orderBy(asc(reportJobs.createdAt))
        .limit(50);
      for (const { id } of left) await run(id);
      return { started: left.length, interrupted: interrupted.length };
    },

    /** Scheduled: files past their retention are deleted and their rows marked expired. */
    async expire(at: Date = now()): Promise<{ expired: number }> {
      const due = await db
        .select({ id: reportJobs.id, key: reportJobs.storageKey })
        .from(reportJobs)
        .where(and(eq(reportJobs.status, 'done'), lte(reportJobs.expiresAt, at)))
        .limit(500);
      for (const job of due) {
        if (job.key) await storage.delete(job.key);
        await db
          .update(reportJobs)
          .set({ status: 'expired', storageKey: null })
          .where(and(eq(reportJobs.id, job.id), eq(reportJobs.status, 'done')));
      }
      return { expired: due.length };
    },

    /** Resolves when every job started by this process has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type ReportJobsService = ReturnType<typeof createReportJobsService>;
