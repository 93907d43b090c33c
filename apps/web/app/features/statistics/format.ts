import { allocate, bpsToPercentString, formatPercent, LOCALE_ISO, toCents, toWire, type Cents, type Locale } from '@platform/contract';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A 'YYYY-MM' month in the order and separators of each locale's one date format (datetime.ts has
 * no month form): "Mar 2026" (en), "2026-03" (lt), "03.2026" (pl), "03.2026." (lv), "03.2026 г." (bg),
 * "03/2026" (pt). Digits only, so the server and the browser print the same. Unreadable input comes back as is.
 */
export function formatMonth(month: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const [, year, mm] = match as unknown as [string, string, string];
  switch (locale) {
    case 'en':
      return `${EN_MONTHS[Number(mm) - 1] ?? mm} ${year}`;
    case 'lt':
      return `${year}-${mm}`;
    case 'pl':
      return `${mm}.${year}`;
    case 'lv':
      return `${mm}.${year}.`;
    case 'bg':
      return `${mm}.${year} г.`;
    case 'pt':
      return `${mm}/${year}`;
  }
}

const counts = new Map<string, Intl.NumberFormat>();
const decimals = new Map<string, Intl.NumberFormat>();
const axisMoney = new Map<string, Intl.NumberFormat>();

function cached(map: Map<string, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = map.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_ISO[locale], options);
    map.set(locale, formatter);
  }
  return formatter;
}

/** A whole number with the locale's grouping ("1,234", "1 234"). */
export function formatCount(value: number, locale: Locale): string {
  return cached(counts, locale, { maximumFractionDigits: 0 }).format(value);
}

/** A two-decimal wire number that is not money (the average term in months) with at most one decimal: "14.5", "14,5". */
export function formatDecimal(value: string, locale: Locale): string {
  return cached(decimals, locale, { maximumFractionDigits: 1 }).format(value as unknown as number);
}

/** A wire percent, possibly negative ("-3.10"), in the locale's format: formatPercent takes non-negative ones only. */
export function formatRate(percent: string, locale: Locale): string {
  const negative = percent.startsWith('-');
  const formatted = formatPercent(negative ? percent.slice(1) : percent, LOCALE_ISO[locale]);
  return negative ? `−${formatted}` : formatted;
}

/**
 * A short amount for a chart axis ("€1.2M", "1,2 mln. €"). The exact amounts are in the tooltips and
 * the tables (MoneyText); the cents pass as a decimal string, as formatMoney does, so no float division.
 */
export function formatAxisMoney(cents: number, locale: Locale): string {
  const formatter = cached(axisMoney, locale, { style: 'currency', currency: 'EUR', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
  // A tick between two cents (recharts picks round numbers, but may split a tiny range) is rounded first.
  return formatter.format(toWire(Math.round(cents) as Cents) as unknown as number);
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the locale from its ISO code (CLDR through Intl, as numbers are: no list of
 * names to translate and ship to every guest); a code Intl does not know comes back as it is.
 */
export function formatCountry(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_ISO[locale]], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A wire percent as a plain number for a chart or a bar width (a percent, not money). */
export function percentValue(percent: string): number {
  const value = Number(percent);
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** Basis points in a whole. */
const WHOLE_BPS = 10_000;

/**
 * Each part's share of their sum as wire percents ("62.50") that add up to exactly 100.00 (largest
 * remainder, money.ts `allocate`); all "0.00" when nothing is there. Negative parts count as zero.
 */
export function sharesOf(parts: readonly Cents[]): string[] {
  const weights = parts.map((part) => Math.max(0, part));
  if (weights.every((weight) => weight === 0)) return parts.map(() => '0.00');
  return allocate(toCents(WHOLE_BPS), weights).map((bps) => bpsToPercentString(bps));
}
