import { describe, expect, it } from 'vitest';
import { ibanChecksumOk, ibanProblem, ibanWithCheckDigits, isValidIban, normalizeIban } from './iban';

describe('IBAN check digits', () => {
  it('accepts published example IBANs and refuses a changed digit', () => {
    expect(isValidIban('LT12 1000 0111 0100 1000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('LT12 1000 0111 0100 1001')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('builds IBANs that validate, for any account number', () => {
    expect(ibanWithCheckDigits('LT', '1000011101001000')).toBe('LT121000011101001000');
    for (let n = 0; n < 500; n += 1) {
      const iban = ibanWithCheckDigits('LT', `35000${String(n * 7919).padStart(11, '0')}`);
      expect(iban).toHaveLength(20);
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it("accepts valid IBANs of the platform's countries, written in any grouping and case", () => {
    const valid = [
      'LT12 1000 0111 0100 1000',
      'LV80 BANK 0000 4351 9500 1',
      'EE38 2200 2210 2014 5685',
      'PL61 1090 1014 0000 0712 1981 2874',
      'BG80 BNBG 9661 1020 3456 78',
      'PT50 0002 0123 1234 5678 9015 4',
      'DE89 3704 0044 0532 0130 00',
      'de89-3704-0044-0532-0130-00',
    ];
    for (const iban of valid) expect(ibanProblem(iban), iban).toBeNull();
  });

  it("refuses a BBAN not of its country's format even when the mod-97 check digits are right", () => {
    // Lithuanian BBANs are 16 digits: letters are not an account number, though mod-97 holds.
    expect(ibanChecksumOk(normalizeIban('LT1535000ABCDE000010'))).toBe(true);
    expect(ibanProblem('LT1535000ABCDE000010')).toBe('format');
    expect(isValidIban('LT1535000ABCDE000010')).toBe(false);
    expect(ibanProblem(ibanWithCheckDigits('LT', '35000ABCDE000010'))).toBe('format');
    // Latvian BBANs are a four-letter bank code and 13 characters; digits in the bank code are not.
    expect(ibanProblem(ibanWithCheckDigits('LV', '12340000435195001'))).toBe('format');
  });

  it('says why an IBAN is refused', () => {
    expect(ibanProblem('not an iban')).toBe('format');
    expect(ibanProblem('ZZ12 1000 0111 0100 1000')).toBe('country');
    expect(ibanProblem(ibanWithCheckDigits('LT', '10000111010010001'))).toBe('length');
    expect(ibanProblem('LT12 1000 0111 0100 1001')).toBe('checksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130 01')).toBe('checksum');
  });
});
