export type NotificationType = 'error' | 'info' | 'success';
export interface CookieNotification {
  message: string;
  type: NotificationType;
  amount: string | null;
}
