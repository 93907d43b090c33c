import { formatPercent, LOCALE_ISO, type Locale } from '@platform/contract';

/**
 * A wire percent, possibly negative ("-5.00", "11.23"), in the locale's format; formatPercent takes
 * non-negative two-decimal ones only. Anything else is shown as it came.
 */
export function formatSignedPercent(percent: string, locale: Locale): string {
  const negative = percent.startsWith('-');
  const digits = negative ? percent.slice(1) : percent;
  if (!/^\d+\.\d{2}$/.test(digits)) return `${percent}%`;
  const formatted = formatPercent(digits, LOCALE_ISO[locale]);
  return negative && !/^0+\.00$/.test(digits) ? `−${formatted}` : formatted;
}

/** How a listing's premium reads: a negative premium is a discount of that size, zero is at par. */
export function premiumKind(premiumPercent: string): { kind: 'discount' | 'premium' | 'par'; magnitude: string } {
  const negative = premiumPercent.startsWith('-');
  const magnitude = negative || premiumPercent.startsWith('+') ? premiumPercent.slice(1) : premiumPercent;
  if (/^0*(\.0*)?$/.test(magnitude)) return { kind: 'par', magnitude };
  return { kind: negative ? 'discount' : 'premium', magnitude };
}

/** "status:DELAYED" or "event:DEBTOR_UPDATE" (a project event, decision 0034) → DELAYED, DEBTOR_UPDATE; null for an operator's own words. */
export function pausedStatus(reason: string): 'DELAYED' | 'DEFAULTED' | 'RECOVERY' | 'DEBTOR_UPDATE' | null {
  const match = /^(?:status:(DELAYED|DEFAULTED|RECOVERY)|event:(DEBTOR_UPDATE))$/.exec(reason);
  return match ? ((match[1] ?? match[2]) as 'DELAYED' | 'DEFAULTED' | 'RECOVERY' | 'DEBTOR_UPDATE') : null;
}
