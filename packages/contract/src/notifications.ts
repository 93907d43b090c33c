import { z } from 'zod';
import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES, NOTIFICATIONS_MAX_READ_IDS } from './notifications-paths';

/** GET /api/get/notifications?type=investment|project&page= */
export const notificationsQuerySchema = z.object({
  type: z.enum(NOTIFICATION_TYPES).default('investment'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

const common = {
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** Project title in the request's locale (English, then any, when missing). */
  title: z.string(),
  projectNumber: z.number().int(),
  /** For the link to the project page. */
  projectSlug: z.string(),
};

/** Keyed by investmentId and id (spec section 3). */
export const investmentNotificationSchema = z.object({ ...common, investmentId: z.number().int() });
export type InvestmentNotification = z.infer<typeof investmentNotificationSchema>;

/** Keyed by projectId and id (spec section 3). */
export const projectNotificationSchema = z.object({ ...common, projectId: z.number().int() });
export type ProjectNotification = z.infer<typeof projectNotificationSchema>;

export const unreadNotificationsSchema = z.object({ investment: z.number().int(), project: z.number().int() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

const page = {
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: unreadNotificationsSchema,
};

/** Newest first, one page of one type, with the unread counts of both types. */
export const notificationsResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('investment'), items: z.array(investmentNotificationSchema), ...page }),
  z.object({ type: z.literal('project'), items: z.array(projectNotificationSchema), ...page }),
]);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/set/notifications/read: some of the caller's notifications, or all of them. */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(NOTIFICATIONS_MAX_READ_IDS) }).strict(),
  z.object({ all: z.literal(true), type: z.enum(NOTIFICATION_TYPES).optional() }).strict(),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = z.object({
  /** How many of the caller's unread notifications became read (ids of others are ignored). */
  updated: z.number().int(),
  unread: unreadNotificationsSchema,
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
