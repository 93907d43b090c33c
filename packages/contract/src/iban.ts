/**
 * IBANs (ISO 13616), one module for the whole platform: normalising, validating (country, length,
 * BBAN format per country, mod-97 check digits, national check digits where ibantools knows them),
 * building sandbox IBANs with correct check digits, grouping and masking.
 * Zod-free: the browser uses it too. Validation is ibantools' (the SWIFT IBAN registry; decision 0054).
 */
import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

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
