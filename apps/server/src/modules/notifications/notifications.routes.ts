import { EXPORT_MAX_ROWS } from '@platform/contract';
import { NOTIFICATIONS_ENDPOINTS } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { notificationsTable } from '../exports/list-tables';
import { routeExports } from '../exports/table-export';
import { listNotifications, markNotificationsRead } from './notifications.list';

/**
 * The caller's own notifications (decision 0018). Marking as read is allowed to read-only
 * accounts (it changes nothing but the list's highlight) and refused to an operator logged in as
 * the user (the person would miss what the operator looked at).
 */
export function registerNotificationRoutes(app: FastifyInstance, options: { db: Db }): void {
  const { db } = options;

  route(app, NOTIFICATIONS_ENDPOINTS.list, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listNotifications(db, request.viewer!.id, request.query, requestLocale(request));
  });

  routeExports(
    app,
    { csv: NOTIFICATIONS_ENDPOINTS.listCsv, xlsx: NOTIFICATIONS_ENDPOINTS.listXlsx },
    async (request) => {
      const locale = request.query.locale ?? requestLocale(request);
      return notificationsTable(await listNotifications(db, request.viewer!.id, { type: request.query.type, page: 1 }, locale, EXPORT_MAX_ROWS), locale);
    },
    (request) => `notifications-${request.query.type}`,
  );

  route(app, NOTIFICATIONS_ENDPOINTS.read, (request) => markNotificationsRead(db, request.viewer!.id, request.body));
}
