import { TRANSACTIONS_API, transactionFiltersSchema, transactionsQuerySchema, transactionsResponseSchema } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../http/request-context';
import type { TransactionsService } from './transactions.service';

/** The caller's own transactions (operators look at other people's money in the back office). */
export function registerTransactionRoutes(app: FastifyInstance, transactions: TransactionsService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    TRANSACTIONS_API.list,
    { config: { access: 'user' }, schema: { querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } } },
    (request) => transactions.list(request.viewer!.id, request.query),
  );

  typed.get(TRANSACTIONS_API.exportCsv, { config: { access: 'user' }, schema: { querystring: transactionFiltersSchema } }, async (request, reply) => {
    const body = await transactions.csv(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${transactions.fileName('csv')}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  typed.get(TRANSACTIONS_API.exportXlsx, { config: { access: 'user' }, schema: { querystring: transactionFiltersSchema } }, async (request, reply) => {
    const body = await transactions.xlsx(request.viewer!.id, request.query, request.query.locale ?? requestLocale(request));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${transactions.fileName('xlsx')}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
