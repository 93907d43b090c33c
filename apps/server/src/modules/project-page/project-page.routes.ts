import {
  borrowerLoansHistorySchema,
  COMMENT_RATE_LIMIT,
  idOrSlugParamsSchema,
  kiisQuerySchema,
  postCommentBodySchema,
  projectCommentSchema,
  projectCommentsSchema,
  projectDocumentParamsSchema,
  projectDocumentsSchema,
  projectInvestmentsSchema,
  projectUpdatesSchema,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { requestLocale } from '../../http/request-context';
import type { RateLimiter } from '../auth/rate-limiter';
import type { ProjectPageService } from './project-page.service';

const asciiName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'document';

function sendDocument(reply: FastifyReply, row: { title: string; mimeType: string; sizeBytes: number; version: number; kind: string }, stream: Readable) {
  const name = `${row.title}${row.kind === 'kiis' ? ` v${row.version}` : ''}.pdf`;
  return reply
    .type(row.mimeType)
    .header('content-length', row.sizeBytes)
    .header('content-disposition', `inline; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    // SECRET projects' documents must not sit in shared caches.
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The project page's parts (spec section 7) and investors' questions (decision 0016). */
export function registerProjectPageRoutes(app: FastifyInstance, deps: { service: ProjectPageService; limiter: RateLimiter }): void {
  const { service, limiter } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = idOrSlugParamsSchema;

  typed.get(
    '/api/get/borrower-loans-history/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: borrowerLoansHistorySchema } } },
    (request) => service.borrowerLoansHistory(request.params.id, requestLocale(request), request.viewer),
  );

  typed.get(
    '/api/get/project-updates/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: projectUpdatesSchema } } },
    (request) => service.updates(request.params.id, 'update', requestLocale(request), request.viewer),
  );

  typed.get(
    '/api/get/project-debtor-updates/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: projectUpdatesSchema } } },
    (request) => service.updates(request.params.id, 'debtor', requestLocale(request), request.viewer),
  );

  typed.get(
    '/api/get/project-investments/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: projectInvestmentsSchema } } },
    (request) => service.investments(request.params.id, request.viewer),
  );

  typed.get(
    '/api/get/project-documents/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: projectDocumentsSchema } } },
    (request) => service.documents(request.params.id, requestLocale(request), request.viewer),
  );

  typed.get(
    '/api/get/project-document/:id/:documentId',
    { config: { access: 'public' }, schema: { params: projectDocumentParamsSchema } },
    async (request, reply) => {
      const { row, stream } = await service.openDocument(request.params.id, request.params.documentId, request.viewer);
      return sendDocument(reply, row, stream);
    },
  );

  typed.get(
    '/api/get/project-kiis/:id',
    { config: { access: 'public' }, schema: { params, querystring: kiisQuerySchema } },
    async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const { row, stream } = await service.kiis(request.params.id, locale, request.viewer);
      return sendDocument(reply.header('x-kiis-version', String(row.version)), row, stream);
    },
  );

  typed.get(
    '/api/get/project-comments/:id',
    { config: { access: 'public' , guestCache: true }, schema: { params, response: { 200: projectCommentsSchema } } },
    (request) => service.comments(request.params.id, request.viewer),
  );

  // Logged-in users only; read-only and "logged in as another user" sessions may not post.
  typed.post(
    '/api/set/project-comment',
    { config: { access: 'user' }, schema: { body: postCommentBodySchema, response: { 201: projectCommentSchema } } },
    async (request, reply) => {
      const viewer = request.viewer!;
      await limiter.hit([{ bucket: `project-comment:user:${viewer.id}`, max: COMMENT_RATE_LIMIT.max, windowSeconds: COMMENT_RATE_LIMIT.windowSeconds }]);
      const comment = await service.postComment(viewer, request.body);
      return reply.status(201).send(comment);
    },
  );
}
