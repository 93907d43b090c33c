import type { Locale } from '@platform/contract';
import { createHmac } from 'node:crypto';
import { serverText } from '../translations/server-texts';

/**
 * The public label of an investor on one project's page: "Investor #A3F2". A keyed hash of the
 * project and the user, so it is stable on that page (the same investor's entries and questions
 * share it; the word is in the reader's language, decision 0043) but cannot be turned back into a user id or linked across projects (decision 0016).
 */
export function investorLabel(secret: string, projectId: number, userId: number, locale: Locale = 'en'): string {
  const tag = createHmac('sha256', secret).update(`investor-label:${projectId}:${userId}`).digest('hex').slice(0, 4).toUpperCase();
  return serverText(locale, 'server.investor_label', { tag });
}

/** A schedule row as the borrower's history needs it. */
export interface HistoryInstallment {
  dueDate: string;
  status: string;
  paidAt: Date | null;
}

/** Paid, paid-late and overdue installment counts of one loan, as of `today` (YYYY-MM-DD). */
export function repaymentFacts(items: readonly HistoryInstallment[], today: string): { paid: number; latePaid: number; overdue: number } {
  let paid = 0;
  let latePaid = 0;
  let overdue = 0;
  for (const item of items) {
    if (item.status === 'paid') {
      paid++;
      if (item.paidAt && item.paidAt.toISOString().slice(0, 10) > item.dueDate) latePaid++;
    } else if (item.dueDate < today) {
      overdue++;
    }
  }
  return { paid, latePaid, overdue };
}

/** A text of a per-locale map: the requested locale, then English, then any. */
export function localizedText(texts: Record<string, string>, locale: string): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
