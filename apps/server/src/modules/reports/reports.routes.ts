import { REPORTS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { createReportsService, type ReportsService } from './reports.service';

const FILES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Reports (issue 15, decision 0036): always the caller's own (the service reads the caller's wallets only). */
export function registerReportRoutes(app: FastifyInstance, deps: { db: Db; service?: ReportsService }): ReportsService {
  const reports = deps.service ?? createReportsService(deps.db);
  route(app, E.statement, (request) => reports.statement(request.viewer!.id, request.query));
  for (const [endpoint, kind] of [
    [E.statementPdf, 'pdf'],
    [E.statementCsv, 'csv'],
    [E.statementXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const body = kind === 'pdf' ? await reports.pdf(request.viewer!.id, request.query, locale) : kind === 'csv' ? await reports.csv(request.viewer!.id, request.query, locale) : await reports.xlsx(request.viewer!.id, request.query, locale);
      return reply
        .header('content-type', FILES[kind])
        .header('content-disposition', `attachment; filename="${reports.fileName(request.query, kind)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
  return reports;
}
