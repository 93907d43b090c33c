import {
  detailedInvestmentSchema,
  INVESTING_API,
  investBodySchema,
  investmentIdParamsSchema,
  investmentScheduleResponseSchema,
  investOptionsSchema,
  investResponseSchema,
  userInvestmentsResponseSchema,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../http/idempotency';
import { requestLocale } from '../../http/request-context';
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
export function registerInvestingRoutes(app: FastifyInstance, deps: { db: Db; service?: InvestingService }): InvestingService {
  const service = deps.service ?? createInvestingService({ db: deps.db });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    INVESTING_API.invest,
    { config: { access: 'user' }, schema: { body: investBodySchema, response: { 201: investResponseSchema } } },
    async (request, reply) => sendAnswer(reply, await service.invest(request.viewer!, request.body, idempotencyKeyOf(request), metaOf(request))),
  );

  typed.post(
    '/api/set/investment/:id/revoke',
    { config: { access: 'user' }, schema: { params: investmentIdParamsSchema, response: { 200: investResponseSchema } } },
    async (request, reply) => sendAnswer(reply, await service.revoke(request.viewer!, request.params.id, idempotencyKeyOf(request), metaOf(request))),
  );

  typed.get(
    INVESTING_API.userInvestments,
    { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { response: { 200: userInvestmentsResponseSchema } } },
    (request) => service.list(request.viewer!.id, requestLocale(request)),
  );

  typed.get(
    '/api/get/detailed-investment-data/:id',
    { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { params: investmentIdParamsSchema, response: { 200: detailedInvestmentSchema } } },
    (request) => service.detail(request.viewer!.id, request.params.id, requestLocale(request)),
  );

  typed.get(
    '/api/get/investment-payments-schedule/:id',
    { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { params: investmentIdParamsSchema, response: { 200: investmentScheduleResponseSchema } } },
    (request) => service.schedule(request.viewer!.id, request.params.id),
  );

  typed.get(
    '/api/get/invest-options/:id',
    { config: { access: 'public', allowReadonly: true, allowImpersonation: true }, schema: { params: investmentIdParamsSchema, response: { 200: investOptionsSchema } } },
    (request) => service.options(request.params.id, request.viewer, requestLocale(request)),
  );

  return service;
}
