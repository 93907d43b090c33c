import { ADMIN_MARKET_ENDPOINTS as A, MARKET_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { idempotencyKeyOf } from '../../http/idempotency';
import { requestLocale } from '../../http/request-context';
import { metaOf } from '../../http/request-meta';
import { routeExports } from '../exports/table-export';
import { ownRecordsTable } from './market.export';
import { createMarketService, type MarketService } from './market.service';

/**
 * The secondary market (issue 13, decision 0034). Selling, editing and cancelling are the seller's
 * own (another user's listing answers 404); buying needs an Idempotency-Key. The list and a record
 * are public; the back office pauses, resumes and cancels with a reason (audited).
 */
export function registerMarketRoutes(app: FastifyInstance, deps: { db: Db; service?: MarketService; onTrade?: (tradeId: number) => void }): MarketService {
  const market = deps.service ?? createMarketService({ db: deps.db });

  route(app, E.sell, async (request, reply) => reply.status(201).send(await market.sell(request.viewer!, request.body, metaOf(request))));
  route(app, E.edit, (request) => market.edit(request.viewer!, request.body, requestLocale(request), metaOf(request)));
  route(app, E.cancel, (request) => market.cancel(request.viewer!, request.body.recordId, requestLocale(request), metaOf(request)));
  route(app, E.buy, async (request, reply) => {
    const answer = await market.buy(request.viewer!, request.body, idempotencyKeyOf(request), metaOf(request));
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    // After the commit: the seller's fee is invoiced now (decision 0037).
    else if (answer.statusCode < 300) deps.onTrade?.(answer.body.tradeId);
    return reply.status(answer.statusCode).send(answer.body);
  });
  route(app, E.list, (request) => market.list(request.query, request.viewer, requestLocale(request)));
  route(app, E.record, (request) => market.record(request.params.id, request.query.amount, request.viewer, requestLocale(request)));
  route(app, E.ownRecords, (request) => market.ownRecords(request.viewer!.id, request.query, requestLocale(request)));

  routeExports(
    app,
    { csv: E.ownRecordsCsv, xlsx: E.ownRecordsXlsx },
    async (request) => {
      const locale = request.query.locale ?? requestLocale(request);
      const { records } = await market.ownRecords(request.viewer!.id, { page: 1, kind: request.query.kind }, locale, Number.MAX_SAFE_INTEGER);
      return ownRecordsTable(records, locale);
    },
    'secondary-market',
  );

  route(app, A.overview, () => market.overview());
  route(app, A.pause, (request) => market.pause(request.viewer!, request.body.projectId, request.body.reason, metaOf(request)));
  route(app, A.resume, (request) => market.resume(request.viewer!, request.body.projectId, metaOf(request)));
  route(app, A.cancel, (request) => market.adminCancel(request.viewer!, request.body.recordId, request.body.reason, metaOf(request)));
  return market;
}
