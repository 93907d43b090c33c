import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calendarDate, type ReportJob, REPORT_FILE_RETENTION_DAYS, REPORT_JOBS_PER_USER } from '@platform/contract';
import { REPORTS_ENDPOINTS as R } from '@platform/contract/endpoints';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { reportJobs } from '../../db/schema';
import { loanFixtures, type TestUser } from '../../test/loan-fixtures';
import { createSessionClient } from '../../test/session-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfPages } from '../documents/pdf-text';
import { createLocalDiskStorage } from '../files/storage';
import { createReportJobsService, STALE_QUEUED_MS } from './report-jobs.service';
import { createReportsService } from './reports.service';

/**
 * Issue 15, decision 0036: report files made by background jobs — queued, running with progress,
 * done with the file downloadable, kept for the retention period, then deleted by the expiry job;
 * at most REPORT_JOBS_PER_USER waiting or running per user; another user's job is a 404.
 */

let t: TestApp;
let db: Db;
let dataDir: string;
let a: TestUser;
let b: TestUser;
const today = calendarDate(new Date());
const year = Number(today.slice(0, 4));
const DAY_MS = 24 * 60 * 60 * 1000;
const jobUrl = (id: string) => R.job.path.replace(':id', id);
const fileUrl = (id: string) => R.jobFile.path.replace(':id', id);

/** Polls the job as its owner would, recording every progress seen, until it is done or failed. */
async function waitFor(user: TestUser, id: string): Promise<{ job: ReportJob; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const res = await user.c.get(jobUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as ReportJob;
    seen.push(job.progress);
    if (job.status === 'done' || job.status === 'failed') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${id} did not finish`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'report-jobs-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  db = t.database.db;
  const fx = loanFixtures(t, { projectNumbersFrom: 96_800, ipBlock: 117, slugPrefix: 'jobs' });
  a = await fx.makeInvestor('jobs-a');
  b = await fx.makeInvestor('jobs-b');
  await fx.deposit(a.id, 123_456);
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('report jobs', () => {
  it('goes queued → running → done with progress reaching 100; the file downloads and lists', async () => {
    const created = await a.c.post(R.createJob.path, { kind: 'statement', format: 'pdf', params: { from: today, to: today }, locale: 'lt' });
    expect(created.statusCode, created.body).toBe(202);
    const { id } = created.json() as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const { job, seen } = await waitFor(a, id);
    expect(job).toMatchObject({
      status: 'done',
      progress: 100,
      kind: 'statement',
      format: 'pdf',
      locale: 'lt',
      fileName: `statement-${today}-${today}.pdf`,
      error: null,
    });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    const expires = Date.parse(job.expiresAt!) - Date.parse(job.finishedAt!);
    expect(expires).toBe(REPORT_FILE_RETENTION_DAYS * DAY_MS);

    const file = await a.c.get(fileUrl(id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(job.fileName!);
    expect(Number(file.headers['content-length'])).toBe(job.sizeBytes);
    const text = (await pdfPages(file.rawPayload)).join('\n');
    expect(text).toContain(TRANSLATIONS.lt['reports.pdf.title']!);

    const list = (await a.c.get(R.jobs.path)).json() as { jobs: ReportJob[] };
    expect(list.jobs.map((j) => j.id)).toContain(id);
    expect((await b.c.get(R.jobs.path)).json()).toEqual({ jobs: [] });
  });

  it('makes the tax report and the snapshot as CSV and XLSX too; regenerating is a new job with the same params', async () => {
    const tax = (await a.c.post(R.createJob.path, { kind: 'tax', format: 'csv', params: { year }, locale: 'en' })).json() as { id: string };
    const snap = (await a.c.post(R.createJob.path, { kind: 'snapshot', format: 'xlsx', params: { date: today }, locale: 'en' })).json() as { id: string };
    const taxJob = (await waitFor(a, tax.id)).job;
    expect(taxJob).toMatchObject({ status: 'done', fileName: `income-report-${year}.csv`, params: { year } });
    const csv = await a.c.get(fileUrl(tax.id));
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Borrower country');
    expect((await waitFor(a, snap.id)).job).toMatchObject({ status: 'done', fileName: `portfolio-${today}.xlsx` });
    const zip = await JSZip.loadAsync((await a.c.get(fileUrl(snap.id))).rawPayload);
    expect(await zip.file('xl/worksheets/sheet1.xml')!.async('string')).toContain('Outstanding principal');

    const again = (await a.c.post(R.createJob.path, { kind: taxJob.kind, format: taxJob.format, params: taxJob.params, locale: taxJob.locale })).json() as {
      id: string;
    };
    expect(again.id).not.toBe(tax.id);
    expect((await waitFor(a, again.id)).job).toMatchObject({ status: 'done', params: { year } });
  });

  it("another user's job and file are 404, like one that does not exist; a guest gets 401", async () => {
    const { id } = (await a.c.post(R.createJob.path, { kind: 'snapshot', format: 'csv', params: { date: today }, locale: 'en' })).json() as { id: string };
    await waitFor(a, id);
    expect((await b.c.get(jobUrl(id))).statusCode).toBe(404);
    expect((await b.c.get(fileUrl(id))).statusCode).toBe(404);
    expect((await a.c.get(jobUrl('AAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
    const guest = createSessionClient(t.app, { ip: '198.51.117.200' });
    expect((await guest.get(jobUrl(id))).statusCode).toBe(401);
    expect((await guest.post(R.createJob.path, { kind: 'snapshot', format: 'csv', params: { date: today }, locale: 'en' })).statusCode).toBe(401);
  });

  it('refuses bad params with 400 field errors', async () => {
    for (const body of [
      { kind: 'tax', format: 'pdf', params: { year: 1999 }, locale: 'en' },
      { kind: 'snapshot', format: 'pdf', params: { date: '2026-02-30' }, locale: 'en' },
      { kind: 'statement', format: 'pdf', params: { from: today, to: '2000-01-01' }, locale: 'en' },
      { kind: 'invoice', format: 'pdf', params: {}, locale: 'en' },
      { kind: 'tax', format: 'docx', params: { year }, locale: 'en' },
      { kind: 'tax', format: 'pdf', params: { year }, locale: 'de' },
    ]) {
      const res = await a.c.post(R.createJob.path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().fieldErrors ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect((await a.c.get(jobUrl('x'))).statusCode).toBe(400);
  });

  it(`lets a user have at most ${REPORT_JOBS_PER_USER} jobs waiting or running (429 beyond); a restart's leftovers are picked up`, async () => {
    const old = new Date(Date.now() - STALE_QUEUED_MS - 1_000);
    const ids = ['queuedleftover0000000001', 'queuedleftover0000000002', 'queuedleftover0000000003'];
    for (const id of ids)
      await db.insert(reportJobs).values({ id, userId: b.id, kind: 'tax', format: 'csv', params: { year }, locale: 'pl', status: 'queued', createdAt: old });
    const refused = await b.c.post(R.createJob.path, { kind: 'tax', format: 'pdf', params: { year }, locale: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const jobs = createReportJobsService({ db, storage: createLocalDiskStorage(path.join(dataDir, 'files')) });
    expect(await jobs.pickUp()).toEqual({ started: 3, interrupted: 0 });
    for (const id of ids) expect((await b.c.get(jobUrl(id))).json()).toMatchObject({ status: 'done', progress: 100 });
    expect((await b.c.post(R.createJob.path, { kind: 'tax', format: 'pdf', params: { year }, locale: 'en' })).statusCode).toBe(202);
  });

  it('deletes files past their retention and marks the jobs expired; the file is then 404', async () => {
    const { id } = (await a.c.post(R.createJob.path, { kind: 'statement', format: 'csv', params: { from: today, to: today }, locale: 'en' })).json() as {
      id: string;
    };
    await waitFor(a, id);
    const [row] = await db.select().from(reportJobs).where(eq(reportJobs.id, id));
    const stored = path.join(dataDir, 'files', row!.storageKey!);
    await access(stored);

    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    // A second before its end this job is kept (jobs of earlier tests may expire by then: they ended earlier).
    await createReportJobsService({ db, storage }).expire(new Date(row!.expiresAt!.getTime() - 1_000));
    await access(stored);
    expect((await a.c.get(jobUrl(id))).json()).toMatchObject({ status: 'done' });
    const result = await createReportJobsService({ db, storage }).expire(new Date(row!.expiresAt!.getTime() + 1_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    await expect(access(stored)).rejects.toThrow();
    expect((await a.c.get(jobUrl(id))).json()).toMatchObject({ status: 'expired' });
    expect((await a.c.get(fileUrl(id))).statusCode).toBe(404);
  });

  it('shows each step: queued, then running with its progress while the data loads, then done at 100; a failure is failed, never a half file', async () => {
    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    const real = createReportsService(db);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const states: string[] = [];
    const slow = { ...real, load: async (userId: number, period: { from: string; to: string }) => (await gate, real.load(userId, period)) };
    const jobs = createReportJobsService({ db, storage, statement: slow });
    const { id } = await jobs.create(a.id, { kind: 'statement', format: 'xlsx', params: { from: today, to: today }, locale: 'en' });
    const read = async () => (await db.select().from(reportJobs).where(eq(reportJobs.id, id)))[0]!;
    for (let i = 0; i < 100 && (await read()).status === 'queued'; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const running = await read();
    states.push(running.status);
    expect(running).toMatchObject({ status: 'running', progress: 5, storageKey: null });
    expect(running.startedAt).not.toBeNull();
    release();
    await jobs.idle();
    const done = await read();
    states.push(done.status);
    expect(done).toMatchObject({ status: 'done', progress: 100, fileName: `statement-${today}-${today}.xlsx` });
    expect(states).toEqual(['running', 'done']);

    const broken = createReportJobsService({ db, storage, statement: { ...real, load: async () => Promise.reject(new Error('boom')) } });
    const failed = await broken.create(a.id, { kind: 'statement', format: 'pdf', params: { from: today, to: today }, locale: 'en' });
    await broken.idle();
    expect((await a.c.get(jobUrl(failed.id))).json()).toMatchObject({ status: 'failed', error: 'GENERATION_FAILED', fileName: null });
    expect((await a.c.get(fileUrl(failed.id))).statusCode).toBe(404);
  });
});
