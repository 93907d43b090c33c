import { describe, expect, it } from 'vitest';
import { ibanWithCheckDigits, isValidIban } from './iban';

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
});
