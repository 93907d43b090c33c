import { EXPORT_MAX_ROWS, PREVIOUS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@platform/contract';
import { ADMIN_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { metaOf } from '../../http/request-meta';
import { adminUsersTable } from '../exports/list-tables';
import { routeExports } from '../exports/table-export';
import { clearSessionCookies, cookieOptions, setSessionCookies } from '../auth/session.plugin';
import type { AdminService } from './admin.service';

export function registerAdminRoutes(app: FastifyInstance, deps: { admin: AdminService; publicUrl: string }): void {
  const { admin, publicUrl } = deps;

  route(app, E.users, (request) => admin.listUsers(request.query.search || undefined, request.query.page));
  routeExports(
    app,
    { csv: E.usersCsv, xlsx: E.usersXlsx },
    async (request) =>
      adminUsersTable((await admin.listUsers(request.query.search || undefined, 1, EXPORT_MAX_ROWS)).users, request.query.locale ?? requestLocale(request)),
    'users',
  );

  route(app, E.setReadonly, async (request, reply) => {
    await admin.setReadonly(request.viewer!.id, request.params.id, request.body.readonly, metaOf(request));
    return reply.status(204).send(null);
  });

  route(app, E.setExtendedDebtorFlow, (request) =>
    admin.setExtendedDebtorFlow(request.viewer!.id, request.params.id, request.body.extendedDebtorFlow, metaOf(request)),
  );
  route(app, E.overrideDebtorStep, (request) => admin.overrideDebtorStep(request.viewer!.id, request.params.id, request.body.step, metaOf(request)));
  route(app, E.restoreDebtorStep, (request) => admin.restoreDebtorStep(request.viewer!.id, request.params.id, metaOf(request)));

  route(app, E.impersonate, async (request, reply) => {
    const tokens = await admin.startImpersonation(request.session!, request.params.id, metaOf(request));
    // The operator's own session waits in previousToken until "return to my account".
    reply.setCookie(PREVIOUS_TOKEN_COOKIE, request.cookies[REFRESH_TOKEN_COOKIE] ?? '', cookieOptions(publicUrl));
    setSessionCookies(reply, tokens, publicUrl);
    return reply.status(204).send(null);
  });

  route(app, E.returnToOperator, async (request, reply) => {
    const restored = await admin.endImpersonation(request.session!, request.cookies[PREVIOUS_TOKEN_COOKIE], metaOf(request));
    clearSessionCookies(reply, publicUrl);
    // The session as the user has ended either way; without a renewable operator session
    // (idle too long) the operator has to log in again.
    if (!restored) throw new AppError('UNAUTHORIZED', 'Log in again to return to your account');
    setSessionCookies(reply, restored, publicUrl);
    return reply.status(204).send(null);
  });
}
