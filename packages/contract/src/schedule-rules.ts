// Zod-free: pure money arithmetic of loans; the server uses it, the back office previews with it.
import { addCents, allocate, type Cents, maxCents, minCents, subCents, sumCents, toCents, ZERO_CENTS } from './money';

/**
 * Loan schedules and repayment splits (issue 6, decision 0015). Integer cents everywhere; every
 * division goes through `allocate` (largest remainder) or a half-up integer rounding, so parts
 * always add up to their whole.
 */

export type RepaymentMethod = 'ANNUITY' | 'INTEREST_ONLY' | 'BULLET';

export interface ScheduleLine {
  installment: number;
  /** YYYY-MM-DD */
  dueDate: string;
  principal: Cents;
  interest: Cents;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic and dates
// ---------------------------------------------------------------------------------------------

/** round(numerator / denominator) half up, for non-negative integers, exact beyond 2^53. */
export function roundDiv(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('roundDiv needs a non-negative numerator and a positive denominator');
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** One month's interest on `outstanding` cents at `annualRateBps` (12 equal months), half up. */
export function monthlyInterest(outstanding: Cents, annualRateBps: number): Cents {
  if (outstanding <= 0) return ZERO_CENTS;
  return toCents(roundDiv(BigInt(outstanding) * BigInt(annualRateBps), 120_000n));
}

/** Late interest: `unpaid` cents at `lateRateBps` per year (365 days) for `days` days, half up. */
export function lateInterest(unpaid: Cents, lateRateBps: number, days: number): Cents {
  if (unpaid <= 0 || days <= 0 || lateRateBps <= 0) return ZERO_CENTS;
  return toCents(roundDiv(BigInt(unpaid) * BigInt(lateRateBps) * BigInt(days), 3_650_000n));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIso(date: string): { y: number; m: number; d: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day `months` months later; clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parseIso(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const nd = Math.min(d, daysInMonth(ny, nm));
  return `${String(ny).padStart(4, '0')}-${String(nm).padStart(2, '0')}-${String(nd).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseIso(from);
  const b = parseIso(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/** The UTC calendar date of an instant. */
export function isoDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Schedule generation
// ---------------------------------------------------------------------------------------------

export interface ScheduleInput {
  principal: Cents;
  annualRateBps: number;
  termMonths: number;
  method: RepaymentMethod;
  /** YYYY-MM-DD; installment k falls due k months later (end-of-month safe). */
  disbursementDate: string;
}

/** The annuity payment in cents (rounded half up); zero rate: principal / n rounded up. */
export function annuityPayment(principal: Cents, annualRateBps: number, termMonths: number): Cents {
  if (annualRateBps === 0) return toCents(Math.ceil(principal / termMonths));
  const r = annualRateBps / 120_000;
  // The annuity formula needs a real power; the float result is rounded to cents once, here.
  return toCents(Math.round((principal * r) / (1 - (1 + r) ** -termMonths)));
}

/**
 * The borrower's schedule. Interest of every month is the month's rate on the principal still
 * outstanding before it (so annuity and interest-only follow the same rule a prepayment uses);
 * bullet pays everything, interest for the whole term, with the one installment at the end.
 * Principal always sums exactly to the loan; the last installment takes the rounding rest.
 */
export function generateSchedule(input: ScheduleInput): ScheduleLine[] {
  const { principal, annualRateBps, termMonths, method, disbursementDate } = input;
  if (!Number.isSafeInteger(principal) || principal <= 0) throw new RangeError('principal must be positive cents');
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) throw new RangeError('term must be at least one month');
  if (!Number.isSafeInteger(annualRateBps) || annualRateBps < 0) throw new RangeError('rate must be non-negative basis points');
  if (method === 'BULLET') {
    const interest = toCents(roundDiv(BigInt(principal) * BigInt(annualRateBps) * BigInt(termMonths), 120_000n));
    return [{ installment: 1, dueDate: addMonths(disbursementDate, termMonths), principal, interest }];
  }
  const lines: ScheduleLine[] = [];
  let outstanding = principal;
  const payment = method === 'ANNUITY' ? annuityPayment(principal, annualRateBps, termMonths) : ZERO_CENTS;
  for (let k = 1; k <= termMonths; k += 1) {
    const interest = monthlyInterest(outstanding, annualRateBps);
    let part: Cents;
    if (k === termMonths) part = outstanding;
    else if (method === 'INTEREST_ONLY') part = ZERO_CENTS;
    else part = minCents(outstanding, maxCents(ZERO_CENTS, subCents(payment, interest)));
    lines.push({ installment: k, dueDate: addMonths(disbursementDate, k), principal: part, interest });
    outstanding = subCents(outstanding, part);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Splitting a schedule to holdings
// ---------------------------------------------------------------------------------------------

function weightsOrFallback(weights: number[], fallback: number[]): number[] {
  if (weights.some((w) => w > 0)) return weights;
  if (fallback.some((w) => w > 0)) return fallback;
  return weights.map(() => 1);
}

export interface HoldingSchedule {
  principal: Cents[];
  interest: Cents[];
}

/**
 * Splits every installment to the holdings (weights = their amounts) to the cent. Principal of an
 * installment is split by the principal each holding still has to receive, so every column adds
 * up to the installment and every holding's principals add up to its amount exactly; interest of
 * an installment is split by the principal each holding has outstanding before it.
 */
export function splitSchedule(lines: readonly { principal: Cents; interest: Cents }[], amounts: readonly Cents[]): HoldingSchedule[] {
  const total = sumCents(amounts);
  const principalSum = sumCents(lines.map((l) => l.principal));
  if (total !== principalSum) throw new RangeError(`holdings (${total}) must add up to the schedule's principal (${principalSum})`);
  const remaining: Cents[] = [...amounts];
  const out: HoldingSchedule[] = amounts.map(() => ({ principal: [], interest: [] }));
  for (const line of lines) {
    const interestParts = line.interest === 0 ? remaining.map(() => ZERO_CENTS) : allocate(line.interest, weightsOrFallback(remaining, [...amounts]));
    const principalParts = line.principal === 0 ? remaining.map(() => ZERO_CENTS) : allocate(line.principal, remaining);
    principalParts.forEach((p, i) => {
      out[i]!.principal.push(p);
      out[i]!.interest.push(interestParts[i]!);
      remaining[i] = subCents(remaining[i]!, p);
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Repayments
// ---------------------------------------------------------------------------------------------

export interface ItemState {
  installment: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
  paidPrincipal: Cents;
  paidInterest: Cents;
  paidLateInterest: Cents;
}

export interface HoldingState {
  id: number;
  outstandingPrincipal: Cents;
  /** The holding's items, one per project installment (same installment numbers). */
  items: ItemState[];
}

export interface RepaymentTerms {
  on: string;
  annualRateBps: number;
  lateInterestRateBps: number;
}

export interface PartSplit {
  lateInterest: Cents;
  interest: Cents;
  principal: Cents;
}

export interface InstallmentDue extends PartSplit {
  installment: number;
  dueDate: string;
  daysOverdue: number;
}

const unpaidPrincipal = (i: ItemState) => subCents(i.principal, i.paidPrincipal);
const unpaidInterest = (i: ItemState) => subCents(i.interest, i.paidInterest);
const isSettled = (i: ItemState) => unpaidPrincipal(i) === 0 && unpaidInterest(i) === 0;

/** Late interest still owed on an item on `on`: accrued on its unpaid amount since its due date, minus what was paid. */
export function lateInterestOwed(item: ItemState, on: string, lateInterestRateBps: number): Cents {
  const days = daysBetween(item.dueDate, on);
  const accrued = lateInterest(addCents(unpaidPrincipal(item), unpaidInterest(item)), lateInterestRateBps, days);
  return maxCents(ZERO_CENTS, subCents(accrued, item.paidLateInterest));
}

/**
 * What is due on `on`: every unsettled installment whose due date has come (with late interest),
 * plus the next installment (a borrower may pay it ahead of its date). The rest of the loan can
 * only be prepaid as principal.
 */
export function dueInstallments(items: readonly ItemState[], terms: RepaymentTerms): { due: InstallmentDue[]; later: ItemState[] } {
  const open = [...items].sort((a, b) => a.installment - b.installment).filter((i) => !isSettled(i));
  const due: InstallmentDue[] = [];
  const later: ItemState[] = [];
  let nextTaken = false;
  for (const item of open) {
    const days = daysBetween(item.dueDate, terms.on);
    if (days >= 0 || !nextTaken) {
      if (days < 0) nextTaken = true;
      due.push({
        installment: item.installment,
        dueDate: item.dueDate,
        daysOverdue: Math.max(0, days),
        lateInterest: lateInterestOwed(item, terms.on, terms.lateInterestRateBps),
        interest: unpaidInterest(item),
        principal: unpaidPrincipal(item),
      });
    } else {
      later.push(item);
    }
  }
  return { due, later };
}

export interface RepaymentLine extends PartSplit {
  installment: number;
}

export interface HoldingRepayment extends PartSplit {
  id: number;
  lines: RepaymentLine[];
}

export interface RepaymentPlan extends PartSplit {
  amount: Cents;
  /** Largest amount accepted on this date (everything due plus all remaining principal). */
  maxAmount: Cents;
  /** What is due now (overdue and next installment, with late interest). */
  dueNow: Cents;
  /** The part of the amount that prepaid principal of later installments. */
  prepaidPrincipal: Cents;
  lines: RepaymentLine[];
  holdings: HoldingRepayment[];
  /** Installments whose interest is recomputed after a prepayment (project and per holding). */
  interestChanges: { installment: number; interest: Cents; holdings: { id: number; interest: Cents }[] }[];
}

export class RepaymentTooLargeError extends RangeError {
  constructor(readonly maxAmount: Cents) {
    super(`repayment exceeds what the loan can take (${maxAmount} cents)`);
  }
}

function addLine(lines: Map<number, RepaymentLine>, installment: number, part: keyof PartSplit, cents: Cents): void {
  if (cents === 0) return;
  const line = lines.get(installment) ?? { installment, lateInterest: ZERO_CENTS, interest: ZERO_CENTS, principal: ZERO_CENTS };
  line[part] = addCents(line[part], cents);
  lines.set(installment, line);
}

/**
 * Splits a borrower repayment (decision 0015):
 * 1. due installments oldest first, each: late interest → interest → principal;
 * 2. anything beyond prepays principal of the later installments from the last one backwards
 *    (the loan gets shorter), and the interest of every later installment is recomputed as one
 *    month's rate on the principal still outstanding before it (the generation rule);
 * 3. each project part is split to the current holdings with `allocate`, weighted by what each
 *    holding's own item still has unpaid of that part (late interest: by its unpaid principal and
 *    interest of the installment), so a full payment gives every holding exactly its item.
 * Throws RepaymentTooLargeError beyond `maxAmount`.
 */
export function planRepayment(amount: Cents, project: readonly ItemState[], holdings: readonly HoldingState[], terms: RepaymentTerms): RepaymentPlan {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be positive cents');
  const { due, later } = dueInstallments(project, terms);
  const dueNow = sumCents(due.flatMap((d) => [d.lateInterest, d.interest, d.principal]));
  const laterPrincipal = sumCents(later.map(unpaidPrincipal));
  const maxAmount = addCents(dueNow, laterPrincipal);
  if (amount > maxAmount) throw new RepaymentTooLargeError(maxAmount);

  const lines = new Map<number, RepaymentLine>();
  let left = amount;
  for (const d of due) {
    for (const part of ['lateInterest', 'interest', 'principal'] as const) {
      const take = minCents(left, d[part]);
      addLine(lines, d.installment, part, take);
      left = subCents(left, take);
    }
  }
  let prepaidPrincipal = ZERO_CENTS;
  const prepaid = new Map<number, Cents>();
  for (const item of [...later].sort((a, b) => b.installment - a.installment)) {
    if (left === 0) break;
    const take = minCents(left, unpaidPrincipal(item));
    addLine(lines, item.installment, 'principal', take);
    prepaid.set(item.installment, take);
    prepaidPrincipal = addCents(prepaidPrincipal, take);
    left = subCents(left, take);
  }

  // Split each project line to the holdings.
  const holdingLines = holdings.map(() => new Map<number, RepaymentLine>());
  const itemOf = (h: HoldingState, installment: number): ItemState => {
    const found = h.items.find((i) => i.installment === installment);
    if (!found) throw new RangeError(`holding ${h.id} has no installment ${installment}`);
    return found;
  };
  const outstanding = holdings.map((h) => h.outstandingPrincipal);
  const ordered = [...lines.values()].sort((a, b) => a.installment - b.installment);
  for (const line of ordered) {
    const items = holdings.map((h) => itemOf(h, line.installment));
    const parts: [keyof PartSplit, Cents[]][] = [
      ['lateInterest', items.map((i) => addCents(unpaidPrincipal(i), unpaidInterest(i)))],
      ['interest', items.map(unpaidInterest)],
      ['principal', items.map(unpaidPrincipal)],
    ];
    for (const [part, weights] of parts) {
      if (line[part] === 0) continue;
      const split = allocate(line[part], part === 'lateInterest' ? weightsOrFallback(weights, outstanding) : weights);
      split.forEach((cents, i) => addLine(holdingLines[i]!, line.installment, part, cents));
    }
  }

  // Recompute the interest of later installments after a prepayment.
  const interestChanges: RepaymentPlan['interestChanges'] = [];
  if (prepaidPrincipal > 0) {
    const laterSorted = [...later].sort((a, b) => a.installment - b.installment);
    const stillOwed = (i: ItemState) => subCents(unpaidPrincipal(i), prepaid.get(i.installment) ?? ZERO_CENTS);
    for (const item of laterSorted) {
      if (item.paidInterest > 0) continue;
      const before = sumCents(laterSorted.filter((i) => i.installment >= item.installment).map(stillOwed));
      const interest = monthlyInterest(before, terms.annualRateBps);
      if (interest === item.interest) continue;
      const weights = holdings.map((h, hi) =>
        h.items
          .filter((i) => i.installment >= item.installment && laterSorted.some((l) => l.installment === i.installment))
          .reduce((a, i) => a + subCents(unpaidPrincipal(i), holdingLines[hi]!.get(i.installment)?.principal ?? ZERO_CENTS), 0),
      );
      const split = interest === 0 ? holdings.map(() => ZERO_CENTS) : allocate(interest, weightsOrFallback(weights, outstanding));
      interestChanges.push({ installment: item.installment, interest, holdings: holdings.map((h, hi) => ({ id: h.id, interest: split[hi]! })) });
    }
  }

  const sum = (list: Iterable<RepaymentLine>, part: keyof PartSplit) => sumCents([...list].map((l) => l[part]));
  return {
    amount,
    maxAmount,
    dueNow,
    prepaidPrincipal,
    lateInterest: sum(ordered, 'lateInterest'),
    interest: sum(ordered, 'interest'),
    principal: sum(ordered, 'principal'),
    lines: ordered,
    holdings: holdings.map((h, hi) => {
      const hl = [...holdingLines[hi]!.values()].sort((a, b) => a.installment - b.installment);
      return { id: h.id, lateInterest: sum(hl, 'lateInterest'), interest: sum(hl, 'interest'), principal: sum(hl, 'principal'), lines: hl };
    }),
    interestChanges,
  };
}

/** An item's status from its amounts: paid, partial, overdue (past due on `on`) or scheduled. */
export function itemStatus(item: ItemState, on: string): 'paid' | 'partial' | 'overdue' | 'scheduled' {
  if (isSettled(item)) return 'paid';
  if (daysBetween(item.dueDate, on) > 0) return 'overdue';
  if (item.paidPrincipal > 0 || item.paidInterest > 0) return 'partial';
  return 'scheduled';
}

/** Days the oldest unsettled installment is past due on `on` (0 when nothing is overdue). */
export function daysOverdue(items: readonly ItemState[], on: string): number {
  let worst = 0;
  for (const i of items) {
    if (isSettled(i)) continue;
    worst = Math.max(worst, daysBetween(i.dueDate, on));
  }
  return worst;
}
