import { MANUAL_KYC_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { metaOf } from '../../http/request-meta';
import type { ManualKycService } from './manual-kyc.service';

export function registerManualKycRoutes(app: FastifyInstance, manualKyc: ManualKycService): void {
  route(app, E.current, (request) => manualKyc.current(request.viewer!.id));

  route(app, E.answer, async (request, reply) => {
    await manualKyc.answer(request.viewer!.id, request.body, metaOf(request));
    return reply.status(204).send(null);
  });

  route(app, E.adminCreate, async (request, reply) =>
    reply.status(201).send(await manualKyc.create(request.viewer!.id, request.params.id, request.body, metaOf(request))),
  );

  route(app, E.adminList, async () => ({ requests: await manualKyc.listForReview() }));

  route(app, E.adminClose, async (request, reply) => {
    await manualKyc.close(request.viewer!.id, request.params.id, metaOf(request));
    return reply.status(204).send(null);
  });
}
