import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * Investment notifications (keyed by investmentId) and project notifications (keyed by projectId).
 * Written in the caller's transaction, so a notification exists exactly when what it tells did
 * happen. The notifications module (list, read/unread, emails) builds on this.
 */
export type NotificationEvent =
  | 'invested'
  | 'revoked'
  | 'funded'
  | 'disbursed'
  | 'repayment'
  | 'delayed'
  | 'defaulted'
  | 'cancelled'
  | 'refunded'
  | 'update';

export interface NotificationInput {
  userId: number;
  event: NotificationEvent;
  investmentId?: number | null;
  projectId?: number | null;
  params?: Record<string, string | number>;
}

export async function notify(tx: Db, input: NotificationInput | NotificationInput[]): Promise<void> {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return;
  await tx.insert(notifications).values(
    list.map((n) => ({
      userId: n.userId,
      kind: n.investmentId ? 'investment' : 'project',
      event: n.event,
      investmentId: n.investmentId ?? null,
      projectId: n.projectId ?? null,
      params: n.params ?? {},
    })),
  );
}
