import type { Locale } from '@platform/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { renderEmail, type EmailTemplate } from './templates';

export type { EmailTemplate } from './templates';

export interface EnqueueEmailInput {
  to: string;
  template: EmailTemplate;
  locale: Locale;
  params: Record<string, string>;
}

// One address, no whitespace or control characters (so it can never add a header or recipient).
const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

/**
 * Queues one email. Pass the transaction of the action that causes it (`tx` as the Db): the row
 * commits or rolls back with that action, and the outbox worker sends it afterwards.
 */
export async function enqueueEmail(db: Db, input: EnqueueEmailInput): Promise<void> {
  await enqueueEmails(db, [input]);
}

/** Many at once (a batch that notifies thousands, decision 0035): rendered here, inserted 2,000 rows per statement. */
export async function enqueueEmails(db: Db, inputs: readonly EnqueueEmailInput[]): Promise<void> {
  const rows = inputs.map((input) => {
    const to = input.to.trim();
    if (to.length > 254 || !ADDRESS.test(to)) throw new Error('enqueueEmail: invalid recipient address');
    const { subject, text } = renderEmail(input.template, input.locale, input.params);
    return { toAddress: to, template: input.template, locale: input.locale, subject, textBody: text };
  });
  for (let i = 0; i < rows.length; i += 2000) await db.insert(emailOutbox).values(rows.slice(i, i + 2000));
}

export interface OutboxEmail {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** Newest first; `to` matches case-insensitively. Used by the dev mailbox. */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxEmail[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      template: emailOutbox.template,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(options.to ? eq(sql`lower(${emailOutbox.toAddress})`, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
  return rows;
}
