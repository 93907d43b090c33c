import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  NOTIFICATIONS_API,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requestLocale } from '../../http/request-context';
import { listNotifications, markNotificationsRead } from './notifications.list';

/**
 * The caller's own notifications (decision 0018). Marking as read is allowed to read-only
 * accounts (it changes nothing but the list's highlight) and refused to an operator logged in as
 * the user (the person would miss what the operator looked at).
 */
export function registerNotificationRoutes(app: FastifyInstance, options: { db: Db }): void {
  const { db } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    NOTIFICATIONS_API.list,
    {
      config: { access: 'user', allowReadonly: true, allowImpersonation: true },
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(db, request.viewer!.id, request.query, requestLocale(request));
    },
  );

  typed.post(
    NOTIFICATIONS_API.read,
    {
      config: { access: 'user', allowReadonly: true },
      schema: { body: markNotificationsReadBodySchema, response: { 200: markNotificationsReadResponseSchema } },
    },
    (request) => markNotificationsRead(db, request.viewer!.id, request.body),
  );
}
