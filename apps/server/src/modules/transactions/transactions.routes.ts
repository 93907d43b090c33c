import { TRANSACTIONS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import type { TransactionsService } from './transactions.service';

/** The caller's own transactions (operators look at other people's money in the back office). */
export function registerTransactionRoutes(app: FastifyInstance, transactions: TransactionsService): void {
  route(app, E.list, (request) => transactions.list(request.viewer!.id, request.query));

  route(app, E.exportCsv, async (request, reply) => {
    const body = await transactions.csv(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${transactions.fileName('csv')}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, E.exportXlsx, async (request, reply) => {
    const body = await transactions.xlsx(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${transactions.fileName('xlsx')}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
