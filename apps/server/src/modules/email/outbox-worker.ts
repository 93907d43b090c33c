import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** After this many failed attempts an email is given up (it stays in the outbox with its last error). */
export const MAX_EMAIL_ATTEMPTS = 8;
/** Retry n waits base * (2^n - 1) after creation: 30 s, 1.5 min, 3.5 min ... about 1 h for the 8th. */
const DEFAULT_RETRY_BASE_MS = 30_000;
const MAX_ERROR_LENGTH = 500;

export type OutboxLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface OutboxWorkerOptions {
  db: Db;
  /** smtp:// or smtps:// URL (user:password@host:port, nodemailer options as query). Undefined: nothing is sent. */
  smtpUrl: string | undefined;
  /** From header, e.g. `Greenvest <no-reply@invest.example.com>`. */
  from: string;
  log: OutboxLogger;
  /** Base of the exponential retry delay; tests pass 0. */
  retryBaseMs?: number;
}

export interface OutboxWorker {
  /** Sends up to `limit` due emails, oldest first; returns how many were sent. */
  sendPending(limit?: number): Promise<number>;
  /** Polls every `intervalMs`; does nothing without an SMTP URL. */
  start(intervalMs?: number): void;
  /** Stops polling, waits for a running batch and closes the SMTP transport. */
  stop(): Promise<void>;
}

/**
 * Sends the email outbox. Each email is claimed in its own short transaction with
 * `SELECT ... FOR UPDATE SKIP LOCKED` and marked sent (or failed) before that transaction commits,
 * so several instances never send the same email twice while it is in flight. Delivery is
 * at-least-once (a crash between the SMTP reply and the commit resends); the stable Message-ID
 * lets mail systems drop such a duplicate.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, smtpUrl, from, log } = options;
  const retryBaseMs = Math.max(0, Math.floor(options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS));
  let transport: Transporter<SMTPTransport.SentMessageInfo> | null = null;
  const getTransport = (url: string): Transporter<SMTPTransport.SentMessageInfo> => {
    transport ??= nodemailer.createTransport({
      url,
      // Bounded waits: the claim transaction is open while a message is being handed over.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    } satisfies SMTPTransport.Options);
    return transport;
  };
  const messageIdDomain = domainOf(from);

  async function sendOne(afterId: number): Promise<{ id: number; sent: boolean } | null> {
    const smtp = getTransport(smtpUrl as string);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            lt(emailOutbox.attempts, MAX_EMAIL_ATTEMPTS),
            gt(emailOutbox.id, afterId),
            sql`${emailOutbox.createdAt} + ${retryBaseMs}::double precision * (power(2::double precision, ${emailOutbox.attempts}) - 1) * interval '1 millisecond' <= now()`,
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      try {
        await smtp.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${messageIdDomain}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        const permanent = isPermanentFailure(error);
        const attempts = permanent ? MAX_EMAIL_ATTEMPTS : row.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({ attempts, lastError: describeError(error) })
          .where(eq(emailOutbox.id, row.id));
        // Ids and templates only: addresses and bodies (reset links) stay out of the logs.
        const facts = { emailId: row.id, template: row.template, attempts, error: describeError(error) };
        if (attempts >= MAX_EMAIL_ATTEMPTS) log.error(facts, 'email given up');
        else log.warn(facts, 'email sending failed, will retry');
        return { id: row.id, sent: false };
      }
      await tx.update(emailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
      return { id: row.id, sent: true };
    });
  }

  let inFlight: Promise<number> | null = null;

  async function sendPending(limit = 20): Promise<number> {
    if (!smtpUrl) return 0;
    let sent = 0;
    let afterId = 0;
    for (let i = 0; i < limit; i++) {
      const outcome = await sendOne(afterId);
      if (!outcome) break;
      afterId = outcome.id;
      if (outcome.sent) sent++;
    }
    return sent;
  }

  let timer: NodeJS.Timeout | null = null;
  let running = false;

  function schedule(intervalMs: number, delay: number): void {
    timer = setTimeout(() => {
      timer = null;
      inFlight = sendPending()
        .catch((error: unknown) => {
          log.error({ error: describeError(error) }, 'email outbox run failed');
          return 0;
        })
        .finally(() => {
          inFlight = null;
          if (running) schedule(intervalMs, intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    sendPending,
    start(intervalMs = 5000) {
      if (!smtpUrl) {
        log.info('SMTP_URL is not set: emails stay in the outbox (dev mailbox in the embedded default)');
        return;
      }
      if (running) return;
      running = true;
      schedule(intervalMs, 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (inFlight) await inFlight;
      transport?.close();
      transport = null;
    },
  };
}

function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match ? match[1] : 'localhost';
}

/** A 5xx SMTP reply (unknown mailbox, rejected message) will not succeed on a retry. */
function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const text = typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ${message}` : message;
  return text.replace(/\s+/g, ' ').slice(0, MAX_ERROR_LENGTH);
}
