import { COMMENT_RATE_LIMIT } from '@platform/contract';
import { PROJECT_PAGE_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import type { RateLimiter } from '../auth/rate-limiter';
import type { ProjectPageService } from './project-page.service';

const asciiName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'document';

function sendDocument(reply: FastifyReply, row: { title: string; mimeType: string; sizeBytes: number; version: number; kind: string }, stream: Readable) {
  const name = `${row.title}${row.kind === 'kiis' ? ` v${row.version}` : ''}.pdf`;
  return (
    reply
      .type(row.mimeType)
      .header('content-length', row.sizeBytes)
      .header('content-disposition', `inline; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff')
      // SECRET projects' documents must not sit in shared caches.
      .header('cache-control', 'private, no-store')
      .send(stream)
  );
}

/** The project page's parts (spec section 7) and investors' questions (decision 0016). */
export function registerProjectPageRoutes(app: FastifyInstance, deps: { service: ProjectPageService; limiter: RateLimiter }): void {
  const { service, limiter } = deps;
  const guestCache = { config: { guestCache: true } };

  route(app, E.borrowerLoansHistory, (request) => service.borrowerLoansHistory(request.params.id, requestLocale(request), request.viewer), guestCache);
  route(app, E.updates, (request) => service.updates(request.params.id, 'update', requestLocale(request), request.viewer), guestCache);
  route(app, E.debtorUpdates, (request) => service.updates(request.params.id, 'debtor', requestLocale(request), request.viewer), guestCache);
  route(app, E.investments, (request) => service.investments(request.params.id, request.viewer, requestLocale(request)), guestCache);
  route(app, E.documents, (request) => service.documents(request.params.id, requestLocale(request), request.viewer), guestCache);

  route(app, E.documentDownload, async (request, reply) => {
    const { row, stream } = await service.openDocument(request.params.id, request.params.documentId, request.viewer);
    return sendDocument(reply, row, stream);
  });

  route(app, E.kiis, async (request, reply) => {
    const locale = request.query.locale ?? requestLocale(request);
    const { row, stream } = await service.kiis(request.params.id, locale, request.viewer);
    return sendDocument(reply.header('x-kiis-version', String(row.version)), row, stream);
  });

  route(app, E.comments, (request) => service.comments(request.params.id, request.viewer, requestLocale(request)), guestCache);

  // Logged-in users only; read-only and "logged in as another user" sessions may not post.
  route(app, E.postComment, async (request, reply) => {
    const viewer = request.viewer!;
    await limiter.hit([{ bucket: `project-comment:user:${viewer.id}`, max: COMMENT_RATE_LIMIT.max, windowSeconds: COMMENT_RATE_LIMIT.windowSeconds }]);
    const comment = await service.postComment(viewer, request.body, requestLocale(request));
    return reply.status(201).send(comment);
  });
}
