// Zod-free: the invest panel bundles these rules for early feedback; the server applies the same ones.
import { calendarDate, DISPLAY_TIME_ZONE, zonedMidnight, zonedParts } from './datetime';
import { type Cents, maxCents, minCents, mulRatio, subCents, toCents, ZERO_CENTS } from './money';

/**
 * Business rules of manual investing (issue 6, decision 0014): the amount bounds, the ECSP
 * large-amount warning threshold, the 4-calendar-day reflection period and revocability.
 * Pure functions of integer cents and instants.
 */

export const INVESTMENT_STATUSES = ['reflection', 'active', 'revoked', 'refunded', 'repaid', 'sold', 'written_off'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** Holdings that count toward a project's funded amount and the investor's invested amount. */
export const LIVE_INVESTMENT_STATUSES = ['reflection', 'active'] as const satisfies readonly InvestmentStatus[];

export function isLiveInvestment(status: string): boolean {
  return (LIVE_INVESTMENT_STATUSES as readonly string[]).includes(status);
}

/** ECSP Art. 21(7): warn above the larger of EUR 1,000 or 5 % of the declared net worth. */
export const LARGE_AMOUNT_FLOOR_CENTS = toCents(100_000);
export const LARGE_AMOUNT_NET_WORTH_BPS = 500;

/** The single-investment amount above which a non-sophisticated investor must acknowledge the warning. */
export function largeAmountThreshold(netWorthCents: Cents): Cents {
  const share = mulRatio(maxCents(ZERO_CENTS, netWorthCents), LARGE_AMOUNT_NET_WORTH_BPS, 10_000, 'floor');
  return maxCents(LARGE_AMOUNT_FLOOR_CENTS, share);
}

/** Does this investment need the explicit large-amount acknowledgement? Never for sophisticated investors. */
export function needsLargeAmountWarning(input: { amountCents: Cents; netWorthCents: Cents; sophisticated: boolean }): boolean {
  if (input.sophisticated) return false;
  return input.amountCents > largeAmountThreshold(input.netWorthCents);
}

export interface InvestBoundsInput {
  minInvestmentCents: Cents;
  /** The project's per-investment maximum; null = none. */
  maxInvestmentCents: Cents | null;
  targetCents: Cents;
  fundedCents: Cents;
  /** The wallet's available balance (posted credits minus posted and pending debits). */
  availableCents: Cents;
}

export interface InvestBounds {
  /** Smallest amount accepted now: the project minimum, or what is left when less than that remains. */
  min: Cents;
  /** Largest amount accepted now: min(project maximum, left to fund, wallet available); may be below min. */
  max: Cents;
  left: Cents;
  available: Cents;
}

/**
 * When less than the project minimum is left, the last investor may fill exactly what is left
 * (otherwise a project could never reach its target; decision 0014).
 */
export function investBounds(input: InvestBoundsInput): InvestBounds {
  const left = maxCents(ZERO_CENTS, subCents(input.targetCents, input.fundedCents));
  const available = maxCents(ZERO_CENTS, input.availableCents);
  const min = minCents(input.minInvestmentCents, left);
  const max = minCents(minCents(input.maxInvestmentCents ?? toCents(Number.MAX_SAFE_INTEGER), left), available);
  return { min, max, left, available };
}

export type InvestAmountProblem = 'not_positive' | 'below_min' | 'above_project_max' | 'above_left' | 'above_available';

/** Why an amount cannot be invested now, or null when it can. Checks in the order the panel explains them. */
export function investAmountProblem(amountCents: Cents, input: InvestBoundsInput): InvestAmountProblem | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'not_positive';
  const bounds = investBounds(input);
  if (bounds.left === 0) return 'above_left';
  if (amountCents < bounds.min) return 'below_min';
  if (input.maxInvestmentCents !== null && amountCents > input.maxInvestmentCents) return 'above_project_max';
  if (amountCents > bounds.left) return 'above_left';
  if (amountCents > bounds.available) return 'above_available';
  return null;
}

/** The calendar of the reflection period: the platform's home time zone (decision 0014). */
export const REFLECTION_TIME_ZONE = DISPLAY_TIME_ZONE;
/** Kept here for the callers that knew it from the reflection rules; the time zone helpers live in datetime.ts. */
export { zonedMidnight };
/** ECSP Art. 22: four calendar days. */
export const REFLECTION_DAYS = 4;

/** The calendar date (YYYY-MM-DD) of an instant in the reflection time zone. */
export function reflectionCalendarDate(at: Date): string {
  return calendarDate(at, REFLECTION_TIME_ZONE);
}

/**
 * The reflection period runs to the end of the fourth calendar day after the day of the
 * investment (Europe/Vilnius): invested on Monday at any hour → revocable until Friday 24:00.
 * Returns the first instant after the period (local midnight that starts the fifth day).
 */
export function reflectionEndsAt(investedAt: Date): Date {
  const p = zonedParts(investedAt.getTime(), REFLECTION_TIME_ZONE);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + REFLECTION_DAYS + 1));
  return zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), REFLECTION_TIME_ZONE);
}

/** May the owner revoke this investment now? Only while it is in its reflection period. */
export function canRevoke(input: { status: string; reflectionEndsAt: Date | string | null }, now: Date): boolean {
  if (input.status !== 'reflection' || input.reflectionEndsAt === null) return false;
  return now.getTime() < new Date(input.reflectionEndsAt).getTime();
}

/** Is the reflection period over (the hold is to be posted)? */
export function reflectionOver(input: { status: string; reflectionEndsAt: Date | string | null }, now: Date): boolean {
  return input.status === 'reflection' && input.reflectionEndsAt !== null && now.getTime() >= new Date(input.reflectionEndsAt).getTime();
}

/**
 * When a FUNDED project may be disbursed, given its investments: null when no investor can revoke
 * any more, otherwise the end of the last reflection period still running (the first instant
 * disbursement is possible). Disbursement never cuts a reflection period short (ECSP Art. 22,
 * decision 0024).
 */
export function disbursableFrom(holds: readonly { status: string; reflectionEndsAt: Date | string | null }[], now: Date): Date | null {
  let last: number | null = null;
  for (const hold of holds) {
    if (!canRevoke(hold, now)) continue;
    const end = new Date(hold.reflectionEndsAt!).getTime();
    if (last === null || end > last) last = end;
  }
  return last === null ? null : new Date(last);
}

/** Why the viewer cannot invest here (the panel's state), or 'open'. */
export type InvestPanelState = 'guest' | 'read_only' | 'questionnaire' | 'not_allowed' | 'closed' | 'open';

export function investPanelState(input: {
  loggedIn: boolean;
  readonly: boolean;
  impersonated: boolean;
  questionsAnswered: boolean;
  allowedToInvest: boolean;
  projectStatus: string;
}): InvestPanelState {
  if (input.projectStatus !== 'GATHERING') return 'closed';
  if (!input.loggedIn) return 'guest';
  if (input.readonly || input.impersonated) return 'read_only';
  if (!input.questionsAnswered) return 'questionnaire';
  if (!input.allowedToInvest) return 'not_allowed';
  return 'open';
}
