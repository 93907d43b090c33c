import { MERGE_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { idempotencyKeyOf } from '../../http/idempotency';
import { metaOf } from '../../http/request-meta';
import { clearSessionCookies } from '../auth/session.plugin';
import type { MergeService } from './merge.service';

export function registerMergeRoutes(app: FastifyInstance, deps: { merge: MergeService; publicUrl: string }): void {
  const { merge } = deps;

  route(app, E.duplicates, async (request) => ({ users: await merge.duplicates(request.viewer!.id) }));

  route(app, E.verifiedUsers, async (request) => ({ users: await merge.verifiedUsers(request.viewer!.id) }));

  // Moves money: an Idempotency-Key is required; read-only and impersonated sessions may not call it.
  route(app, E.merge, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const answer = await merge.merge(request.viewer!.id, request.body, key, metaOf(request));
    // The caller was the duplicate: its account is closed and its session over.
    if (answer.body.callerClosed) clearSessionCookies(reply, deps.publicUrl);
    return reply.status(200).send(answer.body);
  });

  route(app, E.adminList, async () => ({ pairs: await merge.adminList() }));

  route(app, E.adminLink, async (request, reply) =>
    reply.status(201).send(await merge.link(request.viewer!.id, request.params.id, request.body.verifiedUserId, metaOf(request))),
  );
}
