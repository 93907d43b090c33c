import { type Cents, subCents } from '@platform/contract';

/** "jonas.k@example.com" -> "j***@example.com": enough to recognise one's own address, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export interface PairSides {
  verifiedUserId: number;
  duplicateUserId: number;
}

/** The pair's other account as seen from `userId`, or null when `userId` is not in the pair. */
export function counterpartOf(pair: PairSides, userId: number): number | null {
  if (pair.verifiedUserId === userId) return pair.duplicateUserId;
  if (pair.duplicateUserId === userId) return pair.verifiedUserId;
  return null;
}

export interface WalletTotals {
  debitsPosted: Cents;
  creditsPosted: Cents;
  debitsPending: Cents;
  creditsPending: Cents;
}

/**
 * What a duplicate wallet hands over in a merge: its whole posted balance. A wallet with money
 * still held or arriving (pending transfers) cannot be merged until those settle.
 */
export function mergeAmount(totals: WalletTotals): { amount: Cents } | { blocked: 'pending' } {
  if (totals.debitsPending > 0 || totals.creditsPending > 0) return { blocked: 'pending' };
  return { amount: subCents(totals.creditsPosted, totals.debitsPosted) };
}
