import { monthBounds, vilniusMonth, zonedParts } from './datetime';
import { addCents, type Cents, mulRatio, negCents, sumCents, ZERO_CENTS } from './money';

/**
 * Invoices for the platform's fees (issue 15, decision 0037): pure rules — series and codes, which
 * fees are billed one by one and which wait for the month's aggregated invoice, VAT and totals,
 * credit notes. No I/O; the invoices module of the server applies them inside its transactions.
 */

/**
 * A user's first AGGREGATION_THRESHOLD fees of a Vilnius calendar month are invoiced one by one as
 * they happen; the month's further fees wait and are billed after the month closes in one
 * aggregated (summary) invoice for the month (VAT Directive 2006/112/EC Art. 223).
 */
export const AGGREGATION_THRESHOLD = 5;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['issued', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** How VAT was applied: 'exempt' for the platform's financial services today; 'standard' kept for fees that may be taxed later. */
export const VAT_TREATMENTS = ['exempt', 'standard'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
/** What a line bills: the secondary-market fee today; other fees take the generic kind until they get their own. */
export const INVOICE_LINE_KINDS = ['market_fee', 'fee'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export type VatRule = { treatment: 'exempt' } | { treatment: 'standard'; rateBps: number };

/**
 * The platform's fees for crowdfunding services (intermediation of loans and of their assignment)
 * are treated as VAT-exempt financial services: Directive 2006/112/EC Art. 135(1)(b) and (d), the
 * Lithuanian VAT law Art. 28. Decision 0037 records the assumption.
 */
export const FEE_VAT_RULE: VatRule = { treatment: 'exempt' };

/**
 * What an invoice is called in lists and files: a credit note, a month's aggregated invoice, or an
 * invoice. `t` is the caller's translator (useTranslation on the web, the server's texts for exports).
 */
export function invoiceKindText(
  item: { kind: InvoiceKind; aggregated: boolean; periodMonth: string | null },
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (item.kind === 'credit_note') return t('invoices.kind.credit_note');
  return item.aggregated && item.periodMonth ? t('invoices.kind.aggregated', { month: item.periodMonth }) : t('invoices.kind.invoice');
}

/** The series prefix of each kind: invoices 'F', credit notes 'CN'. */
export const SERIES_PREFIX: Record<InvoiceKind, string> = { invoice: 'F', credit_note: 'CN' };
/** Digits of the number in a code: F-2026-000042. */
export const INVOICE_NUMBER_DIGITS = 6;

/** The series an invoice issued at `instant` takes: one per kind and Vilnius calendar year ('F-2026', 'CN-2026'). */
export function seriesOf(kind: InvoiceKind, instant: Date | number): string {
  return `${SERIES_PREFIX[kind]}-${zonedParts(instant).year}`;
}

/** The printed number: 'F-2026' and 42 → 'F-2026-000042'. */
export function invoiceCode(series: string, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(`An invoice number is a positive integer, got ${number}`);
  return `${series}-${String(number).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

// The month helpers live with the other Vilnius date rules; re-exported here, where the invoice rules first needed them.
export { monthBounds, vilniusMonth } from './datetime';

/** True once the month is over in Vilnius at `now`: its aggregated invoice may be issued. */
export function isMonthClosed(month: string, now: Date | number): boolean {
  return (typeof now === 'number' ? now : now.getTime()) >= monthBounds(month).end.getTime();
}

/** One fee charged to a user and not invoiced yet. */
export interface FeeToInvoice {
  transferId: number;
  userId: number;
  occurredAt: Date;
}

/** One invoice to issue: a single fee, or a closed month's waiting fees together. */
export interface PlannedInvoice {
  userId: number;
  aggregated: boolean;
  /** The month of an aggregated invoice; null for a single fee's. */
  periodMonth: string | null;
  transferIds: number[];
}

/**
 * What to issue now. `fees` are the fees not invoiced yet; `billedOneByOne(userId, month)` says how
 * many of the user's fees of that month are already on single-fee invoices. Per user and month, the
 * fees in the order they happened (time, then transfer id) fill the single-fee slots left of the
 * threshold; the rest wait until the month is closed and then go on one aggregated invoice. Running
 * the plan again after issuing it plans nothing.
 */
export function planInvoices(
  fees: readonly FeeToInvoice[],
  billedOneByOne: (userId: number, month: string) => number,
  now: Date,
  threshold: number = AGGREGATION_THRESHOLD,
): PlannedInvoice[] {
  const groups = new Map<string, { userId: number; month: string; fees: FeeToInvoice[] }>();
  for (const fee of fees) {
    const month = vilniusMonth(fee.occurredAt);
    const key = `${fee.userId}|${month}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { userId: fee.userId, month, fees: [] }));
    group.fees.push(fee);
  }
  const ordered = [...groups.values()].sort((a, b) => (a.month === b.month ? a.userId - b.userId : a.month < b.month ? -1 : 1));
  const plan: PlannedInvoice[] = [];
  for (const group of ordered) {
    const waiting = [...group.fees].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.transferId - b.transferId);
    const slots = Math.max(0, threshold - billedOneByOne(group.userId, group.month));
    for (const fee of waiting.slice(0, slots)) plan.push({ userId: group.userId, aggregated: false, periodMonth: null, transferIds: [fee.transferId] });
    const rest = waiting.slice(slots);
    if (rest.length > 0 && isMonthClosed(group.month, now)) {
      plan.push({ userId: group.userId, aggregated: true, periodMonth: group.month, transferIds: rest.map((f) => f.transferId) });
    }
  }
  return plan;
}

export interface Amounts {
  net: Cents;
  vat: Cents;
  total: Cents;
}

/** VAT of a net amount under a rule (half up to the cent); exempt: nothing. */
export function vatOf(net: Cents, rule: VatRule): Cents {
  if (rule.treatment === 'exempt') return ZERO_CENTS;
  return mulRatio(net, rule.rateBps, 10_000, 'halfUp');
}

/** A line's amounts: the fee is the net amount, VAT is added on top (none when exempt). */
export function lineAmounts(net: Cents, rule: VatRule): Amounts {
  const vat = vatOf(net, rule);
  return { net, vat, total: addCents(net, vat) };
}

/** An invoice's totals: the sums of its lines (so total = net + VAT holds whenever it holds per line). */
export function invoiceTotals(lines: readonly Amounts[]): Amounts {
  return { net: sumCents(lines.map((l) => l.net)), vat: sumCents(lines.map((l) => l.vat)), total: sumCents(lines.map((l) => l.total)) };
}

/** A credit note cancels an invoice line for line: every amount negated. */
export function creditAmounts(amounts: Amounts): Amounts {
  return { net: negCents(amounts.net), vat: negCents(amounts.vat), total: negCents(amounts.total) };
}
