import { ADMIN_NOTICES_ENDPOINTS as A, NOTICES_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { metaOf } from '../../http/request-meta';
import type { NoticesService } from './notices.service';

/** Operator-scheduled notices (decision 0045): the caller's active ones, and the back office's list and edits. */
export function registerNoticeRoutes(app: FastifyInstance, notices: NoticesService): void {
  route(app, E.active, async (request, reply) => {
    // Per viewer and locale, and it changes when a window opens or closes: never stored by a cache.
    reply.header('cache-control', 'private, no-store');
    return { notices: await notices.active(request.viewer, requestLocale(request)) };
  });

  route(app, A.adminList, async () => ({ notices: await notices.list() }));

  route(app, A.adminCreate, async (request, reply) => reply.status(201).send(await notices.create(request.viewer!.id, request.body, metaOf(request))));

  route(app, A.adminUpdate, (request) => notices.update(request.viewer!.id, request.params.id, request.body, metaOf(request)));

  route(app, A.adminDelete, async (request, reply) => {
    await notices.remove(request.viewer!.id, request.params.id, metaOf(request));
    return reply.status(204).send(null);
  });
}
