import { fromWire, subCents, toWire } from '@platform/contract';
import { DEBTOR_ENDPOINTS as E } from '@platform/contract/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { alreadyAnswered, idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { requestLocale } from '../../http/request-context';
import { stableId, type PaymentAdapter, type SandboxPaymentAdapter } from '../payments/adapters';
import { deliverSandboxTransfer } from '../payments/sandbox-bank';
import { repaymentReference } from './repayment-reference';
import { createDebtorService, type DebtorService, type PlatformRepaymentAccount } from './debtor.service';

/** The sandbox bank customer the borrower's transfer comes from. */
const SANDBOX_PAYER_IBAN = 'LT121000011101001000';

function debtorOnly(request: FastifyRequest): number {
  const viewer = request.viewer!;
  if (!viewer.isDebtor) throw new AppError('FORBIDDEN', 'Only for borrowers');
  return viewer.id;
}

/**
 * Debtor routes (issue 6, decision 0019): the borrower's projects and the sandbox's "bank
 * transfer to the repayment account". Registers the incoming-repayment handler with the payments
 * module, so a signed incoming_transfer to the platform's repayment account repays the loan.
 * Call after registerPaymentRoutes.
 */
export function registerDebtorRoutes(app: FastifyInstance, deps: { db: Db; account?: PlatformRepaymentAccount; onProjectChanged?: () => void }): DebtorService {
  const { db } = deps;
  const connectPay = app.payments.get('connectPay') as PaymentAdapter;
  const service = createDebtorService({
    db,
    account: deps.account,
    bank: connectPay.bank,
    sandbox: connectPay.sandbox,
    onProjectChanged: deps.onProjectChanged,
    log: app.log,
  });
  app.payments.setIncomingRepayments(service.handler);

  route(app, E.projects, async (request, reply) => {
    const userId = debtorOnly(request);
    reply.header('cache-control', 'no-store');
    return { projects: await service.list(userId, requestLocale(request)) };
  });

  // The sandbox's "bank": the borrower's transfer to the platform's repayment account with the
  // project's reference, delivered as a signed webhook to the real handler. Absent (404) with a
  // real connectPay. Same order as the sandbox deposit (decision 0009): the key is checked, the
  // webhook delivered (it cannot run inside the idempotency transaction on PGlite), then the
  // answer is stored.
  if (!connectPay.sandbox) return service;
  const sandbox = connectPay as SandboxPaymentAdapter;
  route(app, E.sandboxRepayment, async (request, reply) => {
    const userId = debtorOnly(request);
    const key = idempotencyKeyOf(request);
    const path = E.sandboxRepayment.path;
    const locale = requestLocale(request);
    const { projectId, amount } = request.body;
    const transactionId = `sbx-rp-${stableId(userId, key)}`;
    const used = await alreadyAnswered(db, userId, key, path, request.body);
    if (!used) {
      const project = await service.one(db, userId, projectId, locale);
      if (!project.acceptsRepayment) throw new AppError('LOAN_NOT_OPEN', `A ${project.status} project takes no repayments`);
      const [payer] = await db
        .select({ name: users.displayName, email: users.email, company: users.companyName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      await deliverSandboxTransfer(
        app,
        sandbox,
        {
          transactionId,
          providerAccountId: service.account.providerAccountId,
          iban: service.account.iban,
          amount,
          payerName: payer?.company || payer?.name || payer?.email || 'Borrower',
          payerIban: SANDBOX_PAYER_IBAN,
          reference: repaymentReference(project.number),
        },
        request.log,
      );
    }
    const answer = await idempotent(db, userId, key, path, request.body, async (tx) => {
      const repaid = await service.repaidBy(tx, 'connectPay', transactionId);
      const project = await service.one(tx, userId, projectId, locale);
      return {
        statusCode: 200,
        body: { projectId, amount, repaid: toWire(repaid), credited: toWire(subCents(fromWire(amount), repaid)), status: project.status, project },
      };
    });
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(answer.statusCode as 200).send(answer.body);
  });

  return service;
}
