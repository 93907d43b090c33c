import { adminDuplicatePairSchema, adminDuplicatePairsResponseSchema, adminLinkDuplicateBodySchema, MERGE_API, mergeBodySchema, mergeCounterpartsResponseSchema, mergeResultSchema, userIdParamsSchema } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../http/idempotency';
import { metaOf } from '../../http/request-meta';
import { clearSessionCookies } from '../auth/session.plugin';
import type { MergeService } from './merge.service';

export function registerMergeRoutes(app: FastifyInstance, deps: { merge: MergeService; publicUrl: string }): void {
  const { merge } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(MERGE_API.duplicates, { config: { access: 'user' }, schema: { response: { 200: mergeCounterpartsResponseSchema } } }, async (request) => ({
    users: await merge.duplicates(request.viewer!.id),
  }));

  typed.get(MERGE_API.verifiedUsers, { config: { access: 'user' }, schema: { response: { 200: mergeCounterpartsResponseSchema } } }, async (request) => ({
    users: await merge.verifiedUsers(request.viewer!.id),
  }));

  // Moves money: an Idempotency-Key is required; read-only and impersonated sessions may not call it.
  typed.post(MERGE_API.merge, { config: { access: 'user' }, schema: { body: mergeBodySchema, response: { 200: mergeResultSchema } } }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const answer = await merge.merge(request.viewer!.id, request.body, key, metaOf(request));
    // The caller was the duplicate: its account is closed and its session over.
    if (answer.body.callerClosed) clearSessionCookies(reply, deps.publicUrl);
    return reply.status(200).send(answer.body);
  });

  typed.get(MERGE_API.adminList, { config: { access: 'operator' }, schema: { response: { 200: adminDuplicatePairsResponseSchema } } }, async () => ({
    pairs: await merge.adminList(),
  }));

  typed.post(
    '/api/admin/users/:id/duplicates',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, body: adminLinkDuplicateBodySchema, response: { 201: adminDuplicatePairSchema } } },
    async (request, reply) => reply.status(201).send(await merge.link(request.viewer!.id, request.params.id, request.body.verifiedUserId, metaOf(request))),
  );
}
