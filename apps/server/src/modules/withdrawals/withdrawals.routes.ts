import { EXPORT_MAX_ROWS } from '@platform/contract';
import { WITHDRAWALS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../http/idempotency';
import { requestLocale } from '../../http/request-context';
import { metaOf } from '../../http/request-meta';
import type { RateLimiter } from '../auth/rate-limiter';
import { adminWithdrawalsTable } from '../exports/list-tables';
import { routeExports } from '../exports/table-export';
import { createAdminMoneyService } from './admin-money.service';
import { createWithdrawalsService } from './withdrawals.service';

function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/**
 * Bank account, withdrawals and the back-office money screens (issue 5). Money-moving calls need
 * an Idempotency-Key and are refused to read-only and impersonated sessions (the session plugin's
 * default for non-GET routes). Registers the payout settlement the payments webhook calls.
 */
export function registerWithdrawalRoutes(app: FastifyInstance, deps: { db: Db; secret: string; limiter: RateLimiter }): void {
  const service = createWithdrawalsService({ db: deps.db, secret: deps.secret, limiter: deps.limiter, payments: app.payments });
  const money = createAdminMoneyService(deps.db);
  app.payments.setPayoutSettlement(service.settlement);

  route(app, E.bankAccount, async (request) => ({ bankAccount: await service.getBankAccount(request.viewer!.id) }));

  route(app, E.setBankAccount, async (request) => ({ bankAccount: await service.setBankAccount(request.viewer!.id, request.body, metaOf(request)) }));

  route(app, E.list, (request) => service.list(request.viewer!.id));

  route(app, E.requestCode, (request) => service.sendCode(request.viewer!.id, metaOf(request)));

  route(app, E.request, async (request, reply) =>
    sendAnswer(reply, await service.request(request.viewer!.id, request.body, idempotencyKeyOf(request), metaOf(request))),
  );

  route(app, E.cancel, async (request, reply) =>
    sendAnswer(reply, await service.cancel(request.viewer!.id, request.params.id, idempotencyKeyOf(request), metaOf(request))),
  );

  // ----- Back office -----

  route(app, E.adminList, async (request) => ({ withdrawals: await service.adminList(request.query.status) }));
  routeExports(
    app,
    { csv: E.adminListCsv, xlsx: E.adminListXlsx },
    async (request) => adminWithdrawalsTable(await service.adminList(request.query.status, EXPORT_MAX_ROWS), request.query.locale ?? requestLocale(request)),
    'withdrawals',
  );

  route(app, E.adminApprove, (request) => service.approve(request.viewer!.id, request.params.id, metaOf(request)));

  route(app, E.adminReject, async (request, reply) =>
    sendAnswer(reply, await service.reject(request.viewer!.id, request.params.id, request.body.reason, idempotencyKeyOf(request), metaOf(request))),
  );

  route(app, E.adminTrialBalance, () => money.trialBalance());

  route(app, E.adminUserLedger, (request) => money.userLedger(request.params.id));

  route(app, E.adminAdjustments, async (request, reply) =>
    sendAnswer(reply, await money.adjust(request.viewer!.id, request.body, idempotencyKeyOf(request), metaOf(request))),
  );
}
