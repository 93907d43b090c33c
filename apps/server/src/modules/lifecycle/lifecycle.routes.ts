import {
  adminLoanSchema,
  changeStatusBodySchema,
  debtorScheduleResponseSchema,
  fromWire,
  idOrSlugParamsSchema,
  lifecycleProjectParamsSchema,
  projectScheduleResponseSchema,
  repaymentBodySchema,
  repaymentListSchema,
  repaymentResultSchema,
  repaymentSplitSchema,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../http/idempotency';
import { createLifecycleService, type LifecycleService } from './lifecycle.service';

function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/**
 * Lifecycle routes (issue 6, decision 0015): operator status changes, disbursement, repayments
 * with preview; the public project schedule and the debtor's own schedule. Money-moving calls need
 * an Idempotency-Key and refuse read-only and impersonated sessions (session plugin default).
 */
export function registerLifecycleRoutes(app: FastifyInstance, deps: { db: Db; onProjectChanged?: () => void; service?: LifecycleService }): LifecycleService {
  const service = deps.service ?? createLifecycleService({ db: deps.db, onProjectChanged: deps.onProjectChanged });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const meta = (request: { ip: string }) => ({ ip: request.ip });

  typed.get(
    '/api/admin/projects/:id/loan',
    { config: { access: 'operator', allowReadonly: true }, schema: { params: lifecycleProjectParamsSchema, response: { 200: adminLoanSchema } } },
    (request) => service.adminLoan(request.params.id),
  );

  typed.post(
    '/api/admin/projects/:id/status',
    { config: { access: 'operator' }, schema: { params: lifecycleProjectParamsSchema, body: changeStatusBodySchema, response: { 200: adminLoanSchema } } },
    (request) => service.changeStatus(request.viewer!.id, request.params.id, request.body.to, request.body.reason || null, meta(request)),
  );

  typed.post(
    '/api/admin/projects/:id/disburse',
    { config: { access: 'operator' }, schema: { params: lifecycleProjectParamsSchema, response: { 200: adminLoanSchema } } },
    async (request, reply) => sendAnswer(reply, await service.disburse(request.viewer!.id, request.params.id, idempotencyKeyOf(request), meta(request))),
  );

  typed.post(
    '/api/admin/projects/:id/repayments/preview',
    { config: { access: 'operator', allowReadonly: true }, schema: { params: lifecycleProjectParamsSchema, body: repaymentBodySchema, response: { 200: repaymentSplitSchema } } },
    (request) => service.preview(request.params.id, fromWire(request.body.amount), request.body.receivedAt),
  );

  typed.post(
    '/api/admin/projects/:id/repayments',
    { config: { access: 'operator' }, schema: { params: lifecycleProjectParamsSchema, body: repaymentBodySchema, response: { 201: repaymentResultSchema } } },
    async (request, reply) =>
      sendAnswer(
        reply,
        await service.record(request.viewer!.id, request.params.id, { amountCents: fromWire(request.body.amount), receivedAt: request.body.receivedAt }, idempotencyKeyOf(request), meta(request)),
      ),
  );

  typed.get(
    '/api/admin/projects/:id/repayments',
    { config: { access: 'operator', allowReadonly: true }, schema: { params: lifecycleProjectParamsSchema, response: { 200: repaymentListSchema } } },
    (request) => service.list(request.params.id),
  );

  typed.get(
    '/api/get/project-repayment-schedule/:id',
    { config: { access: 'public', allowReadonly: true, allowImpersonation: true }, schema: { params: idOrSlugParamsSchema, response: { 200: projectScheduleResponseSchema } } },
    (request) => service.projectSchedule(request.params.id, request.viewer),
  );

  typed.get(
    '/api/debtor-payment-schedule/:id',
    { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { params: idOrSlugParamsSchema, response: { 200: debtorScheduleResponseSchema } } },
    (request) => service.debtorSchedule(request.params.id, request.viewer!.id),
  );

  return service;
}
