/**
 * The repayment reference of a project (decision 0019): `RP-<project number>-<check digit>`, the
 * check digit by the Luhn rule over the number's digits. A borrower writes it on the bank transfer
 * to the platform's repayment account; the webhook handler reads it back to find the loan. Luhn
 * catches every single mistyped digit and almost every swap of two neighbouring digits, so a typo
 * does not repay somebody else's loan.
 */

const PREFIX = 'RP';

/** The Luhn check digit of a string of decimal digits. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('digits only');
  let sum = 0;
  // From the right; the digit next to the (future) check digit is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The reference of a project number, e.g. 1001 → `RP-1001-7`. */
export function repaymentReference(projectNumber: number): string {
  if (!Number.isSafeInteger(projectNumber) || projectNumber < 1 || projectNumber > 999_999_999) throw new RangeError('bad project number');
  const digits = String(projectNumber);
  return `${PREFIX}-${digits}-${luhnCheckDigit(digits)}`;
}

/**
 * The project number a transfer's free text carries, or null. Banks and people change the look of
 * a reference (spaces, no hyphens, lower case, words around it), so the text is searched for
 * `RP` followed by digits, with or without separators; the last digit must be the check digit.
 * A text with two different valid references is ambiguous: null.
 */
export function parseRepaymentReference(text: string | null | undefined): number | null {
  if (!text) return null;
  const found = new Set<number>();
  const pattern = /(?:^|[^A-Z0-9])RP[\s-]*(\d{1,9})[\s-]*(\d)(?![0-9])/gi;
  for (const match of text.matchAll(pattern)) {
    const digits = match[1]!;
    if (digits.startsWith('0')) continue;
    if (luhnCheckDigit(digits) !== Number(match[2])) continue;
    found.add(Number(digits));
  }
  return found.size === 1 ? [...found][0]! : null;
}
