import { EXPORT_MAX_ROWS } from '@platform/contract';
import { INVESTING_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../http/idempotency';
import { requestLocale } from '../../http/request-context';
import { investmentsTable } from '../exports/list-tables';
import { routeExports } from '../exports/table-export';
import { metaOf } from '../../http/request-meta';
import { createInvestingService, type InvestingService } from './investing.service';

function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/**
 * Investing (issue 6, decision 0014). Investing and revoking move money: they need an
 * Idempotency-Key and are refused to read-only and impersonated sessions (no allowReadonly /
 * allowImpersonation). Reads are owner-only: another user's investment answers 404.
 */
export function registerInvestingRoutes(
  app: FastifyInstance,
  deps: { db: Db; service?: InvestingService; onInvested?: (userId: number) => Promise<void> },
): InvestingService {
  const service = deps.service ?? createInvestingService({ db: deps.db });

  // The answer carries the panel's options after the investment (decision 0031): no GET after the POST.
  route(app, E.invest, async (request, reply) => {
    const answer = await service.invest(request.viewer!, request.body, idempotencyKeyOf(request), metaOf(request));
    // After the commit: a referral or promo bonus the investment earned is paid before the answer (decision 0044).
    if (!answer.replayed && answer.statusCode < 300) await deps.onInvested?.(request.viewer!.id);
    const options = await service.options(request.body.projectId, request.viewer!, requestLocale(request));
    return sendAnswer(reply, { ...answer, body: { ...answer.body, reflectionEndsAt: answer.body.reflectionEndsAt ?? null, options } });
  });

  route(app, E.revoke, async (request, reply) =>
    sendAnswer(reply, await service.revoke(request.viewer!, request.params.id, idempotencyKeyOf(request), metaOf(request))),
  );

  route(app, E.userInvestments, (request) => service.list(request.viewer!.id, requestLocale(request)));
  routeExports(
    app,
    { csv: E.userInvestmentsCsv, xlsx: E.userInvestmentsXlsx },
    async (request) => {
      const locale = request.query.locale ?? requestLocale(request);
      return investmentsTable((await service.list(request.viewer!.id, locale, EXPORT_MAX_ROWS)).investments, locale);
    },
    'investments',
  );

  route(app, E.detail, (request) => service.detail(request.viewer!.id, request.params.id, requestLocale(request)));

  route(app, E.schedule, (request) => service.schedule(request.viewer!.id, request.params.id));

  route(app, E.investOptions, (request) => service.options(request.params.id, request.viewer, requestLocale(request)));

  return service;
}
