// Zod-free: browser code imports these without pulling zod in.

/** Investment and project notifications of the logged-in user (issue 6, decision 0018). */
export const NOTIFICATIONS_API = {
  list: '/api/get/notifications',
  read: '/api/set/notifications/read',
} as const;

/** Investment notifications carry an investmentId, project notifications a projectId only. */
export const NOTIFICATION_TYPES = ['investment', 'project'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What happened; each event has a headline and a sentence in the notifications texts. */
export const NOTIFICATION_EVENTS = [
  'invested',
  'revoked',
  'funded',
  'disbursed',
  'repayment',
  'delayed',
  'defaulted',
  'cancelled',
  'refunded',
  'update',
  'market_sold',
  'market_bought',
  'auto_invested',
] as const;
export type NotificationEventName = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids in one mark-as-read call. */
export const NOTIFICATIONS_MAX_READ_IDS = 200;

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export function isNotificationEvent(value: unknown): value is NotificationEventName {
  return typeof value === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** An amount parameter is shown only when it is a two-decimal money string ("125.50"). */
export function notificationAmount(params: Record<string, string | number>): string | null {
  const amount = params.amount;
  return typeof amount === 'string' && /^\d{1,13}\.\d{2}$/.test(amount) ? amount : null;
}
