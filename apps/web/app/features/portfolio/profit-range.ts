import { isCalendarDate, zonedMidnight } from '@platform/contract';

export type ProfitRange = { kind: 'ok'; fromTimestamp: number; toTimestamp: number } | { kind: 'incomplete' } | { kind: 'order' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function validDay(value: string): [number, number, number] | null {
  if (!isCalendarDate(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? [year, month, day] : null;
}

/**
 * The custom profit period of two date inputs ('YYYY-MM-DD', Vilnius days) as the API's Unix
 * seconds: from the first day's midnight to the last second of the second day. Spec section 5:
 * the custom period is requested only when both are set, so an empty or unreadable date gives
 * 'incomplete' (no call), and a reversed range 'order' (no call either).
 */
export function profitRange(from: string, to: string): ProfitRange {
  const start = validDay(from);
  const end = validDay(to);
  if (!start || !end) return { kind: 'incomplete' };
  if (from > to) return { kind: 'order' };
  const fromTimestamp = seconds(zonedMidnight(...start));
  // Date.UTC inside zonedMidnight carries day 32 over into the next month.
  const toTimestamp = seconds(zonedMidnight(end[0], end[1], end[2] + 1)) - 1;
  return { kind: 'ok', fromTimestamp, toTimestamp };
}
