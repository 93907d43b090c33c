import { PAYMENT_SIGNATURE_HEADER, PAYMENTS_API, type IncomingTransferEvent } from '@platform/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { SandboxPaymentAdapter } from './adapters';

/**
 * The sandbox's "bank": signs an incoming transfer as the provider would and delivers it to the
 * real webhook handler, which verifies and applies it (deposits, borrower repayments).
 */
export async function deliverSandboxTransfer(
  app: FastifyInstance,
  sandbox: SandboxPaymentAdapter,
  transfer: Omit<IncomingTransferEvent, 'eventId' | 'type' | 'occurredAt'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const event: IncomingTransferEvent = {
    eventId: `evt-${transfer.transactionId}`,
    type: 'incoming_transfer',
    occurredAt: new Date().toISOString(),
    ...transfer,
  };
  const raw = JSON.stringify(event);
  const delivered = await app.inject({
    method: 'POST',
    url: PAYMENTS_API.webhook(sandbox.name),
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: sandbox.sign(raw) },
    payload: raw,
  });
  if (delivered.statusCode !== 200) {
    log.error({ statusCode: delivered.statusCode, body: delivered.body }, 'sandbox incoming transfer webhook was refused');
    throw new AppError('INTERNAL', 'The sandbox transfer was refused');
  }
}
