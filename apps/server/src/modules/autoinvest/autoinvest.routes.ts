import { toWire } from '@platform/contract';
import { ADMIN_AUTOINVEST_ENDPOINTS as A, AUTOINVEST_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { metaOf } from '../../http/request-meta';
import { type AutoInvestService, createAutoInvestService } from './autoinvest.service';

/**
 * Automatic investment (issue 14, decision 0035). Strategies and the mandate are the caller's own
 * (another user's strategy answers 404); changes refuse read-only and impersonated sessions (the
 * session plugin's default). The back office changes settings and runs allocations (audited).
 */
export function registerAutoInvestRoutes(app: FastifyInstance, deps: { db: Db; service?: AutoInvestService }): AutoInvestService {
  const service = deps.service ?? createAutoInvestService({ db: deps.db, log: app.log });

  route(app, E.strategies, (request) => service.list(request.viewer!.id, requestLocale(request)));
  route(app, E.create, async (request, reply) =>
    reply.status(201).send(await service.create(request.viewer!, request.body, requestLocale(request), metaOf(request))),
  );
  route(app, E.update, (request) => service.update(request.viewer!, request.params.id, request.body, requestLocale(request), metaOf(request)));
  route(app, E.remove, (request) => service.remove(request.viewer!, request.params.id, metaOf(request)));
  route(app, E.activate, (request) => service.setActive(request.viewer!, request.params.id, true, requestLocale(request), metaOf(request)));
  route(app, E.pause, (request) => service.setActive(request.viewer!, request.params.id, false, requestLocale(request), metaOf(request)));
  route(app, E.allowance, (request) => service.allowance(request.viewer!.id, requestLocale(request)));
  route(app, E.grant, (request) => service.grant(request.viewer!, request.body, requestLocale(request), metaOf(request)));
  route(app, E.revoke, (request) => service.revoke(request.viewer!, requestLocale(request), metaOf(request)));
  route(app, E.backtest, (request) => service.backtest(request.body, requestLocale(request)));

  route(app, A.overview, () => service.adminOverview());
  route(app, A.settings, (request) => service.updateSettings(request.viewer!.id, request.body, metaOf(request)));
  route(app, A.report, (request) => service.report(request.params.id, requestLocale(request)));
  route(app, A.run, async (request) => {
    const result = await service.runNow(request.viewer!.id, request.params.id, metaOf(request));
    return { invested: result.invested, amount: toWire(result.amountCents), candidates: result.candidates };
  });
  return service;
}
