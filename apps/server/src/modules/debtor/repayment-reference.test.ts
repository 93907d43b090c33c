import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, parseRepaymentReference, repaymentReference } from './repayment-reference';

describe('repayment reference', () => {
  it('computes the Luhn check digit (known values)', () => {
    // Classic Luhn examples: 7992739871 → 3, 1001 → 7 (from the right: 1·2 + 0 + 0·2 + 1 = 3).
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('1001')).toBe(7);
    expect(luhnCheckDigit('0')).toBe(0);
    expect(luhnCheckDigit('9')).toBe(1);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('formats RP-<number>-<check>', () => {
    expect(repaymentReference(799273987)).toBe('RP-799273987-5');
    expect(repaymentReference(1001)).toBe('RP-1001-7');
    expect(() => repaymentReference(0)).toThrow(RangeError);
    expect(() => repaymentReference(1.5)).toThrow(RangeError);
  });

  it('reads back every reference it makes, in the forms people and banks write it', () => {
    for (let n = 1; n < 5000; n += 7) {
      const ref = repaymentReference(n);
      expect(parseRepaymentReference(ref)).toBe(n);
      expect(parseRepaymentReference(ref.replace(/-/g, ''))).toBe(n);
      expect(parseRepaymentReference(ref.replace(/-/g, ' ').toLowerCase())).toBe(n);
      expect(parseRepaymentReference(`Loan repayment ${ref}, March`)).toBe(n);
    }
  });

  it('refuses every single mistyped digit', () => {
    for (let n = 1; n < 3000; n += 13) {
      const ref = repaymentReference(n);
      const digits = ref.replace(/\D/g, '');
      for (let i = 0; i < digits.length; i += 1) {
        for (let d = 0; d <= 9; d += 1) {
          if (String(d) === digits[i]) continue;
          const typo = `RP${digits.slice(0, i)}${d}${digits.slice(i + 1)}`;
          const read = parseRepaymentReference(typo);
          // A typo never reads as a valid reference (a leading zero is refused outright).
          expect(read).toBeNull();
        }
      }
    }
  });

  it('refuses text without a reference, other prefixes and two different references', () => {
    expect(parseRepaymentReference(null)).toBeNull();
    expect(parseRepaymentReference('')).toBeNull();
    expect(parseRepaymentReference('CP00000042')).toBeNull();
    expect(parseRepaymentReference('XRP-1001-7')).toBeNull();
    expect(parseRepaymentReference('RP-1001-8')).toBeNull();
    expect(parseRepaymentReference(`${repaymentReference(1001)} ${repaymentReference(1002)}`)).toBeNull();
    expect(parseRepaymentReference(`${repaymentReference(1001)} and again ${repaymentReference(1001)}`)).toBe(1001);
  });
});
