import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';
import { markNotificationsReadBodySchema, markNotificationsReadResponseSchema, notificationsQuerySchema, notificationsResponseSchema } from '../notifications';

/**
 * The caller's own notifications (decision 0018). Marking as read is allowed to read-only accounts
 * (it changes nothing but the list's highlight) and refused to an operator logged in as the user.
 */
export const NOTIFICATIONS_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/get/notifications',
    query: notificationsQuerySchema,
    response: { 200: notificationsResponseSchema },
    access: 'user',
    allowReadonly: true,
    allowImpersonation: true,
  }),
  /** One kind's notifications, all of them, as CSV and XLSX (decision 0039). */
  ...defineExportEndpoints('list', '/api/get/notifications', notificationsQuerySchema.pick({ type: true }).extend(exportLocaleQuerySchema.shape), 'user'),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/set/notifications/read',
    body: markNotificationsReadBodySchema,
    response: { 200: markNotificationsReadResponseSchema },
    access: 'user',
    allowReadonly: true,
  }),
} as const;
