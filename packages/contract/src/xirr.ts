// Zod-free and dependency-free: the server computes the portfolio's net annual return with it and
// the browser may show what-if figures with the same function (decision 0032).

/** One dated cash flow: negative is money paid in (an investment), positive money received. */
export interface CashFlow {
  /** A Date, an ISO 8601 string (a calendar date "YYYY-MM-DD" is read as UTC midnight) or epoch milliseconds. */
  date: Date | string | number;
  /** Any unit (euros or cents): the rate does not depend on it. */
  amount: number;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
/** The lowest rate tried: -99.99 % a year (at -100 % the discount factor is infinite). */
const LOWEST_RATE = -0.9999;
/** Above this the bracket search gives up: no real portfolio returns a million-fold a year. */
const HIGHEST_RATE = 1e6;
const NEWTON_STEPS = 50;
const BISECTION_STEPS = 400;

function millisOf(date: CashFlow['date']): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return date;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Date.parse(date);
}

interface Point {
  years: number;
  amount: number;
}

/**
 * Flows as (years after the earliest date, amount), those of the same instant netted (money out and
 * back on one day is no investment: without netting it would make every rate a root), or null when a
 * date or an amount is not a finite number.
 */
function pointsOf(flows: readonly CashFlow[]): Point[] | null {
  const net = new Map<number, number>();
  for (const flow of flows) {
    const time = millisOf(flow.date);
    if (!Number.isFinite(time) || !Number.isFinite(flow.amount)) return null;
    net.set(time, (net.get(time) ?? 0) + flow.amount);
  }
  if (net.size === 0) return [];
  const first = Math.min(...net.keys());
  return [...net].filter(([, amount]) => amount !== 0).map(([time, amount]) => ({ years: (time - first) / YEAR_MS, amount }));
}

/** Net present value at `rate` and its derivative; log1p/exp keep (1 + r)^-t accurate near r = 0 and r = -1. */
function npvAt(points: readonly Point[], rate: number): { value: number; slope: number } {
  const logBase = Math.log1p(rate);
  let value = 0;
  let slope = 0;
  for (const { years, amount } of points) {
    const discounted = amount * Math.exp(-years * logBase);
    value += discounted;
    slope -= (years * discounted) / (1 + rate);
  }
  return { value, slope };
}

const sameSign = (a: number, b: number) => (a < 0 && b < 0) || (a > 0 && b > 0);

/**
 * The internal rate of return of irregular cash flows, per year, as a fraction (0.12 is 12 %): the
 * rate r with Σ amountᵢ · (1 + r)^(−tᵢ) = 0, where tᵢ = (dateᵢ − earliest date) / 365 days (Actual/365,
 * as Excel's XIRR; flows of the same instant are netted first). Newton's method from `guess`; when it
 * leaves the domain, stalls or does not converge, bisection on the bracket (−0.9999, 10⁶). Null when
 * the flows are not all finite, have no sign change (nothing in or nothing out) or no root is found.
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): number | null {
  const points = pointsOf(flows);
  if (!points || !points.some((p) => p.amount > 0) || !points.some((p) => p.amount < 0)) return null;
  // Scale-free tolerance for "NPV is zero": amounts may be cents or euros.
  const scale = points.reduce((total, p) => total + Math.abs(p.amount), 0);

  let rate = Number.isFinite(guess) && guess > LOWEST_RATE ? guess : 0.1;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const { value, slope } = npvAt(points, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE || next > HIGHEST_RATE) break;
    if (Math.abs(next - rate) <= 1e-13 * Math.max(1, Math.abs(next))) {
      const check = npvAt(points, next).value;
      if (Number.isFinite(check) && Math.abs(check) <= 1e-9 * scale) return next;
      break;
    }
    rate = next;
  }
  return bisect(points);
}

/** The fallback: a root between the lowest rate and the first doubling of 1 where the NPV changes sign. */
function bisect(points: readonly Point[]): number | null {
  let low = LOWEST_RATE;
  const atLow = npvAt(points, low).value;
  if (!Number.isFinite(atLow)) return null;
  if (atLow === 0) return low;
  let high = 1;
  let atHigh = npvAt(points, high).value;
  while (sameSign(atLow, atHigh) && high < HIGHEST_RATE) {
    low = high;
    high *= 2;
    atHigh = npvAt(points, high).value;
  }
  if (!Number.isFinite(atHigh) || sameSign(atLow, atHigh)) return null;
  if (atHigh === 0) return high;
  // Every rate the search stepped over had the lowest rate's sign.
  const lowSign = Math.sign(atLow);
  for (let step = 0; step < BISECTION_STEPS && high - low > 1e-15 * Math.max(1, Math.abs(low)); step++) {
    const middle = low + (high - low) / 2;
    const atMiddle = npvAt(points, middle).value;
    if (atMiddle === 0) return middle;
    if (Math.sign(atMiddle) === lowSign) low = middle;
    else high = middle;
  }
  return low + (high - low) / 2;
}

/**
 * A rate (fraction) as the API's percent string with two decimals: 0.12345 → "12.35", −0.031 → "-3.10".
 * Rounds half away from zero at the basis point; never "-0.00".
 */
export function formatRatePercent(rate: number): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Not a rate: ${rate}`);
  const basisPoints = Math.round(Math.abs(rate) * 10_000);
  const digits = String(basisPoints).padStart(3, '0');
  const sign = rate < 0 && basisPoints > 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
