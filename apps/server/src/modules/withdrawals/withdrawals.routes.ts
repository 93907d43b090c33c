import {
  adjustmentBodySchema,
  adjustmentResponseSchema,
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  rejectWithdrawalBodySchema,
  requestWithdrawalBodySchema,
  setBankAccountBodySchema,
  trialBalanceResponseSchema,
  userBankAccountResponseSchema,
  userIdParamsSchema,
  userLedgerResponseSchema,
  withdrawalCodeResponseSchema,
  withdrawalIdParamsSchema,
  withdrawalListSchema,
  withdrawalSchema,
  WITHDRAWALS_API,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { idempotencyKeyOf, type IdempotentAnswer } from '../../http/idempotency';
import { metaOf } from '../../http/request-meta';
import type { RateLimiter } from '../auth/rate-limiter';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(WITHDRAWALS_API.bankAccount, { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { response: { 200: userBankAccountResponseSchema } } }, async (request) => ({
    bankAccount: await service.getBankAccount(request.viewer!.id),
  }));

  typed.post(
    WITHDRAWALS_API.setBankAccount,
    { config: { access: 'user' }, schema: { body: setBankAccountBodySchema, response: { 200: userBankAccountResponseSchema } } },
    async (request) => ({ bankAccount: await service.setBankAccount(request.viewer!.id, request.body, metaOf(request)) }),
  );

  typed.get(WITHDRAWALS_API.list, { config: { access: 'user', allowReadonly: true, allowImpersonation: true }, schema: { response: { 200: withdrawalListSchema } } }, (request) =>
    service.list(request.viewer!.id),
  );

  typed.post(WITHDRAWALS_API.requestCode, { config: { access: 'user' }, schema: { response: { 200: withdrawalCodeResponseSchema } } }, (request) =>
    service.sendCode(request.viewer!.id, metaOf(request)),
  );

  typed.post(
    WITHDRAWALS_API.request,
    { config: { access: 'user' }, schema: { body: requestWithdrawalBodySchema, response: { 201: withdrawalSchema } } },
    async (request, reply) => sendAnswer(reply, await service.request(request.viewer!.id, request.body, idempotencyKeyOf(request), metaOf(request))),
  );

  typed.post(
    '/api/set/withdrawal/:id/cancel',
    { config: { access: 'user' }, schema: { params: withdrawalIdParamsSchema, response: { 200: withdrawalSchema } } },
    async (request, reply) => sendAnswer(reply, await service.cancel(request.viewer!.id, request.params.id, idempotencyKeyOf(request), metaOf(request))),
  );

  // ----- Back office -----

  typed.get(WITHDRAWALS_API.adminList, { config: { access: 'operator' }, schema: { querystring: adminWithdrawalsQuerySchema, response: { 200: adminWithdrawalListSchema } } }, async (request) => ({
    withdrawals: await service.adminList(request.query.status),
  }));

  typed.post(
    '/api/admin/withdrawals/:id/approve',
    { config: { access: 'operator' }, schema: { params: withdrawalIdParamsSchema, response: { 200: adminWithdrawalSchema } } },
    (request) => service.approve(request.viewer!.id, request.params.id, metaOf(request)),
  );

  typed.post(
    '/api/admin/withdrawals/:id/reject',
    { config: { access: 'operator' }, schema: { params: withdrawalIdParamsSchema, body: rejectWithdrawalBodySchema, response: { 200: adminWithdrawalSchema } } },
    async (request, reply) =>
      sendAnswer(reply, await service.reject(request.viewer!.id, request.params.id, request.body.reason, idempotencyKeyOf(request), metaOf(request))),
  );

  typed.get(WITHDRAWALS_API.adminTrialBalance, { config: { access: 'operator' }, schema: { response: { 200: trialBalanceResponseSchema } } }, () => money.trialBalance());

  typed.get(
    '/api/admin/ledger/users/:id',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, response: { 200: userLedgerResponseSchema } } },
    (request) => money.userLedger(request.params.id),
  );

  typed.post(
    WITHDRAWALS_API.adminAdjustments,
    { config: { access: 'operator' }, schema: { body: adjustmentBodySchema, response: { 201: adjustmentResponseSchema } } },
    async (request, reply) => sendAnswer(reply, await money.adjust(request.viewer!.id, request.body, idempotencyKeyOf(request), metaOf(request))),
  );
}
