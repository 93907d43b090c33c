import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  AUTH_API,
  PREVIOUS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  setReadonlyBodySchema,
  userIdParamsSchema,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { metaOf } from '../../http/request-meta';
import { clearSessionCookies, cookieOptions, setSessionCookies } from '../auth/session.plugin';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(app: FastifyInstance, deps: { admin: AdminService; publicUrl: string }): void {
  const { admin, publicUrl } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    AUTH_API.adminUsers,
    { config: { access: 'operator' }, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    (request) => admin.listUsers(request.query.search || undefined, request.query.page),
  );

  typed.post(
    '/api/admin/users/:id/readonly',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, body: setReadonlyBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await admin.setReadonly(request.viewer!.id, request.params.id, request.body.readonly, metaOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/admin/users/:id/impersonate',
    { config: { access: 'operator' }, schema: { params: userIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const tokens = await admin.startImpersonation(request.session!, request.params.id, metaOf(request));
      // The operator's own session waits in previousToken until "return to my account".
      reply.setCookie(PREVIOUS_TOKEN_COOKIE, request.cookies[REFRESH_TOKEN_COOKIE] ?? '', cookieOptions(publicUrl));
      setSessionCookies(reply, tokens, publicUrl);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    AUTH_API.returnToOperator,
    { config: { access: 'user', allowImpersonation: true, allowReadonly: true }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const restored = await admin.endImpersonation(request.session!, request.cookies[PREVIOUS_TOKEN_COOKIE], metaOf(request));
      clearSessionCookies(reply, publicUrl);
      // The session as the user has ended either way; without a renewable operator session
      // (idle too long) the operator has to log in again.
      if (!restored) throw new AppError('UNAUTHORIZED', 'Log in again to return to your account');
      setSessionCookies(reply, restored, publicUrl);
      return reply.status(204).send(null);
    },
  );
}
