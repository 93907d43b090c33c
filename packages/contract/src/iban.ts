/**
 * IBANs (ISO 13616), one module for the whole platform: validating (country, length, BBAN format per
 * country, mod-97 check digits, national check digits where ibantools knows them), plus the
 * ibantools-free helpers of `iban-format.ts` (normalising, grouping, masking),
 * re-exported. Zod-free: the browser uses it too. Validation is ibantools' (the SWIFT IBAN registry;
 * decision 0054). Two files so that the bundler can leave ibantools (3.5 KB gzip) out of the pages that
 * only show an IBAN, such as the shell's repayment pop-up (decision 0057).
 */
import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { normalizeIban } from './iban-format';

export { formatIban, maskIban, normalizeIban } from './iban-format';

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

/**
 * Why an IBAN is not valid, or null when it is: 'format' (not an IBAN's shape, or a BBAN not of its
 * country's format, such as letters where the country has digits), 'country', 'length', 'checksum'
 * (mod-97, or the national check digits of the account).
 */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = electronicFormatIBAN(normalizeIban(input)) ?? '';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'country';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'format';
  return 'checksum';
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}
