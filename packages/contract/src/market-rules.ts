// Zod-free: the sell and buy forms bundle these rules for early feedback; the server applies the same ones.
import { addCents, bpsToPercentString, type Cents, minCents, mulRatio, percentStringToBps, subCents, sumCents, ZERO_CENTS } from './money';
import { daysBetween } from './schedule-rules';
import { xirr } from './xirr';

/**
 * The secondary market's business rules (issue 13, decision 0034): what may be listed, how a
 * holding is split when part of it is bought, what the buyer pays (principal ± premium, plus the
 * interest accrued to the seller), the platform's fee and the buyer's yield to maturity. Pure
 * functions of integer cents and calendar dates (Vilnius days, "YYYY-MM-DD").
 */

/** What the platform sets (decision 0034); the server may be configured with other values. */
export interface MarketTerms {
  /** Smallest part listed or bought (EUR 10), unless less than that is left. */
  minPartCents: Cents;
  /** Discount (negative) or premium on the principal, in basis points: −20 % … +10 %. */
  premiumMinBps: number;
  premiumMaxBps: number;
  /** The platform's fee, paid by the seller, in basis points of the principal sold (1 %). */
  feeBps: number;
  /** A listing not sold out by then expires. */
  listingDays: number;
}

export const DEFAULT_MARKET_TERMS: MarketTerms = {
  minPartCents: 1000 as Cents,
  premiumMinBps: -2000,
  premiumMaxBps: 1000,
  feeBps: 100,
  listingDays: 30,
};

/** Records per page of the market list (spec section 10). */
export const MARKET_PAGE_SIZE = 25;

export const LISTING_STATUSES = ['active', 'sold', 'cancelled', 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Loan states whose holdings may be listed; DELAYED only with the warning shown (and while no pause holds it). */
export const SELLABLE_PROJECT_STATUSES = ['ACTIVE', 'DELAYED'] as const;

/** "−5", "-5.5", "+2.25", 3 → basis points (−500, −550, 225, 300); null unless a number with at most two decimals. */
export function premiumBpsOf(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = /^([+-])?(\d{1,3}(?:\.\d{1,2})?)$/.exec(text);
  if (!match) return null;
  const bps = percentStringToBps(match[2]!);
  if (bps === null) return null;
  return match[1] === '-' && bps !== 0 ? -bps : bps;
}

/** −550 → "-5.50", 225 → "2.25". */
export function bpsToSignedPercent(bps: number): string {
  return bps < 0 ? `-${bpsToPercentString(-bps)}` : bpsToPercentString(bps);
}

export type SellProblem = 'not_sellable' | 'loan_not_sellable' | 'in_reflection' | 'paused' | 'below_minimum' | 'above_available' | 'premium_out_of_range';

export interface SellInput {
  holdingStatus: string;
  projectStatus: string;
  /** A pause of the project's listings (a project event others may not have seen). */
  paused: boolean;
  reflectionEndsAt: Date | null;
  now: Date;
  outstanding: Cents;
  /** Principal of this holding already in other active listings. */
  listedElsewhere: Cents;
  amount: Cents;
  premiumBps: number;
}

/** Principal of a holding that may still be listed. */
export function sellableAmount(outstanding: Cents, listedElsewhere: Cents): Cents {
  const left = subCents(outstanding, listedElsewhere);
  return left > 0 ? left : ZERO_CENTS;
}

/**
 * Why this listing may not be made (or edited to this), null when it may. A part below the minimum
 * is allowed only as everything that is left of the holding.
 */
export function sellProblem(input: SellInput, terms: MarketTerms = DEFAULT_MARKET_TERMS): SellProblem | null {
  if (input.holdingStatus !== 'active') return input.holdingStatus === 'reflection' ? 'in_reflection' : 'not_sellable';
  if (input.reflectionEndsAt && input.reflectionEndsAt > input.now) return 'in_reflection';
  if (!(SELLABLE_PROJECT_STATUSES as readonly string[]).includes(input.projectStatus)) return 'loan_not_sellable';
  if (input.paused) return 'paused';
  if (input.premiumBps < terms.premiumMinBps || input.premiumBps > terms.premiumMaxBps || !Number.isSafeInteger(input.premiumBps))
    return 'premium_out_of_range';
  const available = sellableAmount(input.outstanding, input.listedElsewhere);
  if (input.amount <= 0 || input.amount > available) return input.amount <= 0 ? 'below_minimum' : 'above_available';
  if (input.amount < terms.minPartCents && input.amount !== available) return 'below_minimum';
  return null;
}

export type BuyProblem = 'below_minimum' | 'above_listed' | 'leaves_too_little';

/**
 * Bounds of one purchase from a listing with `listed` principal left (never more than the
 * holding still has outstanding): at least the minimum part (or all of it when less is left),
 * and what stays listed must be nothing or at least the minimum part.
 */
export function buyBounds(listed: Cents, outstanding: Cents, terms: MarketTerms = DEFAULT_MARKET_TERMS): { min: Cents; max: Cents } {
  const max = minCents(listed, outstanding);
  return { min: minCents(terms.minPartCents, max), max };
}

export function buyProblem(amount: Cents, listed: Cents, outstanding: Cents, terms: MarketTerms = DEFAULT_MARKET_TERMS): BuyProblem | null {
  const { min, max } = buyBounds(listed, outstanding, terms);
  if (amount > max) return 'above_listed';
  if (amount < min || amount <= 0) return 'below_minimum';
  const rest = subCents(max, amount);
  if (rest > 0 && rest < terms.minPartCents) return 'leaves_too_little';
  return null;
}

/** One installment of a holding, as the split sees it. */
export interface HoldingItem {
  installment: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
  paidPrincipal: Cents;
  paidInterest: Cents;
}

export interface ItemPart {
  installment: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
}

export interface HoldingSplit {
  /** The buyer's new holding: a share of every installment's unpaid principal and interest (nothing paid yet). */
  buyer: ItemPart[];
  /** The seller's items after the sale: what they were minus the buyer's share (what was paid stays the seller's). */
  seller: ItemPart[];
}

const unpaid = (paid: Cents, whole: Cents) => subCents(whole, paid);

/**
 * Splits `part` of a holding's outstanding principal off to a buyer (decision 0034). The buyer's
 * principal of each installment is `part` allocated over the installments' unpaid principal
 * (largest remainder, so it adds up to `part` exactly and never exceeds an installment's unpaid
 * principal); the buyer's interest of an installment is its unpaid interest × part / outstanding,
 * rounded half up (never more than the unpaid interest). The seller keeps the rest of every
 * installment, so seller + buyer = the installment as it was, to the cent.
 */
export function splitHolding(items: readonly HoldingItem[], part: Cents, outstanding: Cents): HoldingSplit {
  const unpaidPrincipals = items.map((i) => unpaid(i.paidPrincipal, i.principal));
  const total = sumCents(unpaidPrincipals);
  if (total !== outstanding) throw new RangeError(`the installments' unpaid principal (${total}) is not the outstanding principal (${outstanding})`);
  if (!Number.isSafeInteger(part) || part <= 0 || part > outstanding) throw new RangeError(`part ${part} is not within 1..${outstanding}`);
  const principals = allocateWithin(part, unpaidPrincipals);
  const buyer: ItemPart[] = [];
  const seller: ItemPart[] = [];
  items.forEach((item, k) => {
    const interest = mulRatio(unpaid(item.paidInterest, item.interest), part, outstanding, 'halfUp');
    buyer.push({ installment: item.installment, dueDate: item.dueDate, principal: principals[k]!, interest });
    seller.push({
      installment: item.installment,
      dueDate: item.dueDate,
      principal: subCents(item.principal, principals[k]!),
      interest: subCents(item.interest, interest),
    });
  });
  return { buyer, seller };
}

/** `total` over `weights` to the cent, largest remainder, each part at most its weight (total ≤ Σ weights). */
function allocateWithin(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = BigInt(sumCents(weights));
  const t = BigInt(total);
  const parts = weights.map((w) => (t * BigInt(w)) / sum);
  const order = weights
    .map((w, index) => ({ index, rest: (t * BigInt(w)) % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = t - parts.reduce((a, b) => a + b, 0n);
  for (const { index, rest } of order) {
    if (left === 0n || rest === 0n) break;
    parts[index] = parts[index]! + 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p) as Cents);
}

/**
 * Interest the buyer's items carry that the seller earned before `on` (decision 0034): the whole
 * unpaid interest of installments already due, plus of the first installment not yet due the
 * share of its interest for the days from the previous due date (the first one: the loan's
 * disbursement date `startDate`) to `on`, floored. The buyer pays it to the seller in the price
 * and receives it with the installment.
 */
export function accruedInterest(buyer: readonly ItemPart[], on: string, startDate: string): Cents {
  const sorted = [...buyer].sort((a, b) => a.installment - b.installment);
  let accrued = ZERO_CENTS;
  for (const [k, item] of sorted.entries()) {
    if (item.dueDate <= on) {
      accrued = addCents(accrued, item.interest);
      continue;
    }
    const previous = k > 0 ? sorted[k - 1]!.dueDate : startDate;
    const period = daysBetween(previous, item.dueDate);
    const elapsed = Math.max(0, Math.min(period, daysBetween(previous, on)));
    if (period > 0 && item.interest > 0) accrued = addCents(accrued, mulRatio(item.interest, elapsed, period, 'floor'));
    break;
  }
  return accrued;
}

export interface Price {
  principal: Cents;
  /** principal × premium (negative for a discount), half up. */
  premium: Cents;
  accruedInterest: Cents;
  /** What the buyer pays: principal + premium + accrued interest. */
  price: Cents;
  /** The platform's fee, paid by the seller out of the price. */
  fee: Cents;
  /** What reaches the seller's wallet: price − fee. */
  sellerReceives: Cents;
}

/** The price of `principal` bought at `premiumBps`, with the accrued interest of the buyer's items. */
export function priceOf(principal: Cents, premiumBps: number, accrued: Cents, terms: MarketTerms = DEFAULT_MARKET_TERMS): Price {
  const premium = mulRatio(principal, premiumBps, 10_000, 'halfUp');
  const price = addCents(addCents(principal, premium), accrued);
  const fee = mulRatio(principal, terms.feeBps, 10_000, 'halfUp');
  return { principal, premium, accruedInterest: accrued, price, fee, sellerReceives: subCents(price, fee) };
}

/**
 * The buyer's yield to maturity (decision 0034): the XIRR of paying `price` on `on` and receiving
 * every installment of the buyer's items on its due date (one already due: on `on`). Null when it
 * cannot be computed (nothing to receive).
 */
export function yieldToMaturity(price: Cents, buyer: readonly ItemPart[], on: string): number | null {
  const flows = buyer.filter((i) => i.principal + i.interest > 0).map((i) => ({ date: i.dueDate < on ? on : i.dueDate, amount: i.principal + i.interest }));
  if (flows.length === 0 || price <= 0) return null;
  return xirr([{ date: on, amount: -price }, ...flows]);
}

/** The Vilnius day a listing made on `createdOn` expires (the last day it is offered is the day before). */
export function listingExpiresOn(createdOn: string, terms: MarketTerms = DEFAULT_MARKET_TERMS): string {
  const [y, m, d] = createdOn.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d + terms.listingDays));
  return at.toISOString().slice(0, 10);
}
