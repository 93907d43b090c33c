import { AGREEMENTS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { sendFile } from '../exports/table-export';
import type { FileStorage } from '../files/storage';
import { createAgreementsService, type AgreementsService, type PdfFile } from './agreements.service';

/** An agreement is kept out of shared caches and carries the hash of its stored bytes (when it has one). */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return sendFile(reply, 'pdf', file.fileName, file.bytes, {
    'cache-control': 'private, no-store',
    ...(file.sha256 ? { 'x-agreement-sha256': file.sha256 } : {}),
  });
}

/**
 * Agreements and the debtor's documents (issue 15, decision 0038). The service checks ownership: another user's
 * investment, trade, project or repayment is a 404, as if it did not exist. An agreement is issued in the locale of
 * the request that first downloads it.
 */
export function registerAgreementRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage; service?: AgreementsService }): AgreementsService {
  const agreements = deps.service ?? createAgreementsService({ db: deps.db, storage: deps.storage, log: app.log });
  route(app, E.list, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return agreements.list(request.viewer!.id, requestLocale(request));
  });
  route(app, E.investmentPdf, async (request, reply) =>
    sendPdf(reply, await agreements.investmentPdf(request.viewer!, request.params.id, requestLocale(request))),
  );
  route(app, E.assignmentPdf, async (request, reply) =>
    sendPdf(reply, await agreements.assignmentPdf(request.viewer!, request.params.id, requestLocale(request))),
  );
  route(app, E.debtorDocuments, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return agreements.debtorDocuments(request.viewer!.id, requestLocale(request));
  });
  route(app, E.debtorLoanPdf, async (request, reply) => sendPdf(reply, await agreements.loanPdf(request.viewer!, request.params.id, requestLocale(request))));
  route(app, E.debtorSchedulePdf, async (request, reply) =>
    sendPdf(reply, await agreements.schedulePdf(request.viewer!, request.params.id, requestLocale(request))),
  );
  route(app, E.debtorRepaymentConfirmation, async (request, reply) =>
    sendPdf(reply, await agreements.confirmationPdf(request.viewer!, request.params.id, requestLocale(request))),
  );
  return agreements;
}
