import { REPORTS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { sendFile } from '../exports/table-export';
import type { FileStorage } from '../files/storage';
import { createReportJobsService } from './report-jobs.service';
import { createReportsService } from './reports.service';
import { createSnapshotService } from './snapshot.service';
import { createTaxReportService } from './tax-report.service';

/**
 * Reports (issue 15, decision 0036): always the caller's own (the services read the caller's
 * wallets, holdings and jobs only). The files of report jobs live in `storage` (DATA_DIR/files).
 */
export function registerReportRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage }): void {
  const reports = createReportsService(deps.db);
  const tax = createTaxReportService(deps.db);
  const snapshot = createSnapshotService(deps.db);
  const jobs = createReportJobsService({ db: deps.db, storage: deps.storage, statement: reports, tax, snapshot, log: app.log });
  // The database closes after the app: files still being made finish first.
  app.addHook('onClose', () => jobs.idle());

  route(app, E.statement, (request) => reports.statement(request.viewer!.id, request.query));
  for (const [endpoint, kind] of [
    [E.statementPdf, 'pdf'],
    [E.statementCsv, 'csv'],
    [E.statementXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const body =
        kind === 'pdf'
          ? await reports.pdf(request.viewer!.id, request.query, locale)
          : kind === 'csv'
            ? await reports.csv(request.viewer!.id, request.query, locale)
            : await reports.xlsx(request.viewer!.id, request.query, locale);
      return sendFile(reply, kind, reports.fileName(request.query, kind), body);
    });
  }

  route(app, E.tax, async (request) => tax.json(await tax.load(request.viewer!.id, request.query.year)));
  for (const [endpoint, kind] of [
    [E.taxPdf, 'pdf'],
    [E.taxCsv, 'csv'],
    [E.taxXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const data = await tax.load(request.viewer!.id, request.query.year);
      const body = kind === 'pdf' ? await tax.pdf(data, locale) : kind === 'csv' ? tax.csv(data, locale) : tax.xlsx(data, locale);
      return sendFile(reply, kind, tax.fileName(request.query.year, kind), body);
    });
  }

  route(app, E.snapshot, async (request) =>
    snapshot.json(await snapshot.load(request.viewer!.id, request.query.date, request.query.locale ?? requestLocale(request))),
  );
  for (const [endpoint, kind] of [
    [E.snapshotPdf, 'pdf'],
    [E.snapshotCsv, 'csv'],
    [E.snapshotXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const data = await snapshot.load(request.viewer!.id, request.query.date, locale);
      const body = kind === 'pdf' ? await snapshot.pdf(data, locale) : kind === 'csv' ? snapshot.csv(data, locale) : snapshot.xlsx(data, locale);
      return sendFile(reply, kind, snapshot.fileName(request.query.date, kind), body);
    });
  }

  route(app, E.createJob, async (request, reply) => reply.status(202).send(await jobs.create(request.viewer!.id, request.body)));
  route(app, E.jobs, async (request) => ({ jobs: await jobs.list(request.viewer!.id) }));
  route(app, E.job, (request) => jobs.get(request.viewer!.id, request.params.id));
  route(app, E.jobFile, async (request, reply) => {
    const file = await jobs.file(request.viewer!.id, request.params.id);
    if (file.size !== null) reply.header('content-length', String(file.size));
    return sendFile(reply, file.format, file.fileName, file.stream);
  });
}
