import { formatMoney, fromWire } from '@platform/contract';

/** A wire amount ("1234.50") in the page locale's currency format. */
export function money(amount: string, locale: string): string {
  try {
    return formatMoney(fromWire(amount), locale);
  } catch {
    return amount;
  }
}
