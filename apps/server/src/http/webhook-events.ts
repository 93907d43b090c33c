import type { Db } from '../db/client';
import { webhookEvents } from '../db/schema';

/**
 * Claims a provider's event id inside the transaction that applies it: true the first time, false
 * for a replay (a provider re-sending the same event). The one writer of webhook_events
 * (decision 0027), for every provider that sends events: payments and identity checks.
 */
export async function claimWebhookEvent(tx: Db, provider: string, eventId: string): Promise<boolean> {
  const claimed = await tx.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
  return claimed.length > 0;
}
