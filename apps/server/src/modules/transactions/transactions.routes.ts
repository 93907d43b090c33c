import { TRANSACTIONS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { routeExports } from '../exports/table-export';
import type { TransactionsService } from './transactions.service';

/** The caller's own transactions (operators look at other people's money in the back office). */
export function registerTransactionRoutes(app: FastifyInstance, transactions: TransactionsService): void {
  route(app, E.list, (request) => transactions.list(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request)));

  routeExports(
    app,
    { csv: E.exportCsv, xlsx: E.exportXlsx },
    (request) => transactions.exportTable(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request)),
    'transactions',
  );
}
