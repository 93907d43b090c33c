import {
  adminManualKycListSchema,
  createManualKycBodySchema,
  MANUAL_KYC_API,
  manualKycAnswerBodySchema,
  manualKycRequestSchema,
  userIdParamsSchema,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaOf } from '../../http/request-meta';
import type { ManualKycService } from './manual-kyc.service';

export function registerManualKycRoutes(app: FastifyInstance, manualKyc: ManualKycService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(MANUAL_KYC_API.current, { config: { access: 'user' }, schema: { response: { 200: manualKycRequestSchema } } }, (request) =>
    manualKyc.current(request.viewer!.id),
  );

  typed.post(
    MANUAL_KYC_API.answer,
    { config: { access: 'user' }, schema: { body: manualKycAnswerBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await manualKyc.answer(request.viewer!.id, request.body, metaOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/admin/users/:id/manual-kyc',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, body: createManualKycBodySchema, response: { 201: manualKycRequestSchema } } },
    async (request, reply) => reply.status(201).send(await manualKyc.create(request.viewer!.id, request.params.id, request.body, metaOf(request))),
  );

  typed.get(MANUAL_KYC_API.adminList, { config: { access: 'operator' }, schema: { response: { 200: adminManualKycListSchema } } }, async () => ({
    requests: await manualKyc.listForReview(),
  }));

  typed.post(
    '/api/admin/manual-kyc/:id/close',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await manualKyc.close(request.viewer!.id, request.params.id, metaOf(request));
      return reply.status(204).send(null);
    },
  );
}
