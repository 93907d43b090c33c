/**
 * IBAN check digits (ISO 13616, mod 97). The sandbox hands out virtual IBANs that pass the same
 * check a bank form does, so a copied IBAN looks and validates like a real one.
 */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  return remainder;
}

function toDigits(text: string): string {
  return [...text.toUpperCase()].map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');
}

/** An IBAN from a country code and the national part (BBAN), with computed check digits. */
export function buildIban(country: string, bban: string): string {
  if (!/^[A-Z]{2}$/.test(country) || !/^[A-Z0-9]{1,30}$/.test(bban)) throw new RangeError('bad IBAN parts');
  const check = 98 - mod97(toDigits(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  return mod97(toDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}
