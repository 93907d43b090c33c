/**
 * IBANs (ISO 13616), one module for the whole platform: normalising, validating (country, length,
 * mod-97 check digits), building sandbox IBANs with correct check digits, grouping and masking.
 * Zod-free: the browser uses it too.
 */

/** IBAN lengths by country (SWIFT IBAN registry), EU/EEA and the usual neighbours. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22, UA: 29, RS: 22, ME: 22,
  MK: 19, AL: 28, BA: 20, MD: 24, TR: 26, GE: 22, XK: 20,
};

/** Spaces and dashes out, upper case: "lt12 1000 0111 0100 1000" -> "LT121000011101001000". */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]/g, '').toUpperCase();
}

/** ISO 13616 check digits: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function ibanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    if (value < 0 || value > 35) return false;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** An IBAN with correct check digits for a country and BBAN (test data, sandbox accounts). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const body = (bban + country.toUpperCase() + '00').toUpperCase();
  let remainder = 0;
  for (const char of body) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return `${country.toUpperCase()}${String(98 - remainder).padStart(2, '0')}${bban.toUpperCase()}`;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why an IBAN is not valid, or null when it is (format, known country and its length, mod-97). */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanChecksumOk(iban) ? null : 'checksum';
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}

/** "LT121000011101001000" -> "LT12 1000 0111 0100 1000" */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the last four characters visible: "LT12 **** **** **** 1000". */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  if (clean.length <= 8) return formatIban(clean);
  return formatIban(clean.slice(0, 4) + '*'.repeat(clean.length - 8) + clean.slice(-4));
}
