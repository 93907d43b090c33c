import type { Locale } from '@platform/contract';
import { serverText } from '../translations/server-texts';

type DescriptionKey = Parameters<typeof serverText>[1] & `server.transfer.${string}`;

/**
 * Ledger rows keep the English description they were written with (rows are immutable, decision
 * 0043). These patterns are the descriptions the services write; each names its text and the
 * parameters it carries. A description none matches (operator reasons, old rows) is shown as stored.
 */
const PATTERNS: readonly [RegExp, DescriptionKey, readonly string[]][] = [
  [/^Bank transfer$/, 'server.transfer.bank_transfer', []],
  [/^Bank transfer, reference (.+)$/, 'server.transfer.bank_transfer_reference', ['reference']],
  [/^Lemonway balance moved to the connectPay wallet$/, 'server.transfer.lemonway_balance_moved', []],
  [/^Lemonway funds moved to connectPay$/, 'server.transfer.lemonway_funds_moved', []],
  [/^Investment in project #(\d+)$/, 'server.transfer.investment', ['number']],
  [/^Automatic investment in project #(\d+) \(strategy "(.*)"\)$/, 'server.transfer.auto_investment', ['number', 'strategy']],
  [/^Refund: project #(\d+) cancelled$/, 'server.transfer.refund', ['number']],
  [/^Disbursement of project #(\d+)$/, 'server.transfer.disbursement', ['number']],
  [/^Repayment of project #(\d+)$/, 'server.transfer.repayment', ['number']],
  [/^Secondary market, project #(\d+)$/, 'server.transfer.secondary_market', ['number']],
  [/^Merged from account #(\d+)$/, 'server.transfer.merged', ['account']],
  [/^Repayment transfer (.*): the part above what the loan takes$/, 'server.transfer.repayment_excess', ['reference']],
  [/^Repayment transfer (.*): the loan takes no repayments$/, 'server.transfer.repayment_refused', ['reference']],
];

/** The stored description in the reader's language; unknown ones (and null) as they are. */
export function describeTransfer(description: string | null, locale: Locale): string | null {
  if (description === null) return null;
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(description);
    if (match) return serverText(locale, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return description;
}
