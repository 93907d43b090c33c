import { ADMIN_INVOICES_ENDPOINTS as A, INVOICES_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { exportFileName, routeExports, sendFile, sendTable } from '../exports/table-export';
import { createInvoicesService, invoicesTable, type InvoicesService } from './invoices.service';

/**
 * Invoices for the platform's fees (issue 15, decision 0037). The investor's calls read the caller's
 * own invoices only (another user's id is a 404); the operator's see all, re-issue and sum for VAT.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: { db: Db; service?: InvoicesService }): InvoicesService {
  const invoices = deps.service ?? createInvoicesService(deps.db);

  route(app, E.list, (request) => invoices.list(request.viewer!.id));
  routeExports(
    app,
    { csv: E.listCsv, xlsx: E.listXlsx },
    async (request) => invoicesTable((await invoices.list(request.viewer!.id)).invoices, request.query.locale ?? requestLocale(request), false),
    'invoices',
  );
  route(app, E.pdf, async (request, reply) => {
    const { body, fileName } = await invoices.userPdf(request.viewer!.id, request.params.id, request.query.locale ?? requestLocale(request));
    return sendFile(reply, 'pdf', fileName, body);
  });

  route(app, A.list, (request) => {
    const { page, ...filters } = request.query;
    return invoices.adminList(filters, page);
  });
  routeExports(
    app,
    { csv: A.listCsv, xlsx: A.listXlsx },
    async (request) => {
      const { locale, ...filters } = request.query;
      return invoicesTable(await invoices.adminAll(filters), locale ?? requestLocale(request), true);
    },
    'invoices-all',
  );
  route(app, A.pdf, async (request, reply) => {
    const { body, fileName } = await invoices.adminPdf(request.params.id, request.query.locale ?? requestLocale(request));
    return sendFile(reply, 'pdf', fileName, body);
  });
  route(app, A.reissue, async (request, reply) =>
    reply.status(201).send(await invoices.reissue(request.params.id, request.body.reason, request.viewer!.id, request.ip)),
  );
  route(app, A.vatStatement, (request) => invoices.vatStatement(request.query.year));
  route(app, A.vatStatementCsv, async (request, reply) => {
    const statement = await invoices.vatStatement(request.query.year);
    return sendTable(
      reply,
      invoices.vatTable(statement, request.query.locale ?? requestLocale(request)),
      'csv',
      exportFileName(`vat-statement-${request.query.year}`, 'csv'),
    );
  });
  return invoices;
}
