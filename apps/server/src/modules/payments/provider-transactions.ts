import type { Cents, IncomingTransferEvent, PaymentProvider } from '@platform/contract';
import type { Db } from '../../db/client';
import { providerTransactions } from '../../db/schema';

/**
 * Books a bank transfer the provider reports as received, inside the transaction that applies it:
 * its row id, or null when this bank transaction was booked before (a provider re-sending it under
 * another event id). The payments module owns provider transactions (decision 0027); the debtor
 * module books loan repayments through here.
 */
export async function bookIncomingTransfer(
  tx: Db,
  provider: PaymentProvider,
  event: IncomingTransferEvent,
  userId: number,
  amountCents: Cents,
): Promise<number | null> {
  const [booked] = await tx
    .insert(providerTransactions)
    .values({
      provider,
      providerTransactionId: event.transactionId,
      userId,
      direction: 'incoming',
      amountCents,
      counterpartyName: event.payerName ?? null,
      counterpartyIban: event.payerIban ?? null,
      details: event.reference ?? null,
      status: 'booked',
      bookedAt: new Date(event.occurredAt),
    })
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  return booked?.id ?? null;
}
