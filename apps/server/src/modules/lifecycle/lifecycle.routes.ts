import { fromWire } from '@platform/contract';
import { LIFECYCLE_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
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
export function registerLifecycleRoutes(
  app: FastifyInstance,
  deps: { db: Db; onProjectChanged?: () => void; onProjectOpened?: (projectId: number) => Promise<void>; service?: LifecycleService },
): LifecycleService {
  const service = deps.service ?? createLifecycleService({ db: deps.db, onProjectChanged: deps.onProjectChanged, onProjectOpened: deps.onProjectOpened });
  const meta = (request: { ip: string }) => ({ ip: request.ip });

  route(app, E.adminLoan, (request) => service.adminLoan(request.params.id));

  route(app, E.status, (request) => service.changeStatus(request.viewer!.id, request.params.id, request.body.to, request.body.reason || null, meta(request)));

  route(app, E.disburse, async (request, reply) =>
    sendAnswer(reply, await service.disburse(request.viewer!.id, request.params.id, idempotencyKeyOf(request), meta(request))),
  );

  route(app, E.repaymentPreview, (request) => service.preview(request.params.id, fromWire(request.body.amount), request.body.receivedAt));

  route(app, E.recordRepayment, async (request, reply) =>
    sendAnswer(
      reply,
      await service.record(
        request.viewer!.id,
        request.params.id,
        { amountCents: fromWire(request.body.amount), receivedAt: request.body.receivedAt },
        idempotencyKeyOf(request),
        meta(request),
      ),
    ),
  );

  route(app, E.repayments, (request) => service.list(request.params.id));

  route(app, E.projectSchedule, (request) => service.projectSchedule(request.params.id, request.viewer));

  route(app, E.debtorSchedule, (request) => service.debtorSchedule(request.params.id, request.viewer!.id));

  return service;
}
