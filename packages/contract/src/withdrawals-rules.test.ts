import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, canWithdrawFromDate, canWithdrawTo, holderNameMatches, nextCalendarDate } from './withdrawals-rules';
import { ibanProblem, ibanWithCheckDigits, isValidIban, maskIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts real IBANs in any spacing and case', () => {
    for (const iban of [
      'LT121000011101001000',
      'lt12 1000 0111 0100 1000',
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'PL61109010140000071219812874',
      'BG80BNBG96611020345678',
      'PT50000201231234567890154',
      'LV80BANK0000435195001',
    ]) {
      expect(ibanProblem(iban), iban).toBeNull();
    }
  });

  it('names what is wrong', () => {
    expect(ibanProblem('LT121000011101001001')).toBe('checksum');
    expect(ibanProblem('LT12100001110100100')).toBe('length');
    expect(ibanProblem('ZZ121000011101001000')).toBe('country');
    expect(ibanProblem('hello')).toBe('format');
    expect(ibanProblem('')).toBe('format');
    expect(ibanProblem('LT12 1000 0111 0100 100!')).toBe('format');
  });

  it('any BBAN with computed check digits is valid, and changing one digit breaks it (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), fc.integer({ min: 4, max: 19 }), fc.integer({ min: 1, max: 9 }), (bban, position, delta) => {
        const iban = ibanWithCheckDigits('LT', bban);
        expect(isValidIban(iban)).toBe(true);
        const digit = (Number(iban[position]) + delta) % 10;
        const changed = iban.slice(0, position) + String(digit) + iban.slice(position + 1);
        // mod 97 catches every single-digit error.
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('normalizes and masks', () => {
    expect(normalizeIban(' lt12-1000 0111 0100 1000 ')).toBe('LT121000011101001000');
    expect(maskIban('LT121000011101001000')).toBe('LT12 **** **** **** 1000');
  });
});

describe('holder name', () => {
  it('matches regardless of case, diacritics, punctuation, spacing and word order', () => {
    expect(holderNameMatches('VIKTORAS INVESTOR', 'Viktoras Investor')).toBe(true);
    expect(holderNameMatches('Žemaitė  Rūta', 'Rūta Žemaitė')).toBe(true);
    expect(holderNameMatches('ruta zemaite', 'Rūta Žemaitė')).toBe(true);
    expect(holderNameMatches('Łukasz Wałęsa', 'Lukasz Walesa')).toBe(true);
    expect(holderNameMatches('UAB "Saulės parkai"', 'UAB Saulės Parkai')).toBe(true);
    expect(holderNameMatches('Иван Петров', 'иван петров')).toBe(true);
  });

  it('refuses other names, missing words and empty names', () => {
    expect(holderNameMatches('Viktoras Investor', 'Viktorija Investor')).toBe(false);
    expect(holderNameMatches('Viktoras', 'Viktoras Investor')).toBe(false);
    expect(holderNameMatches('Viktoras Investor Jr', 'Viktoras Investor')).toBe(false);
    expect(holderNameMatches('', '')).toBe(false);
    expect(holderNameMatches('Viktoras Investor', null)).toBe(false);
  });

  it('is symmetric (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => holderNameMatches(a, b) === holderNameMatches(b, a)));
    fc.assert(fc.property(fc.string({ minLength: 1 }), (a) => holderNameMatches(a, a) === /[\p{L}\p{N}]/u.test(a.normalize('NFKD').replace(/\p{M}+/gu, ''))));
  });
});

describe('a new bank account receives withdrawals from the next calendar day in Europe/Vilnius', () => {
  it('uses the Vilnius calendar, not UTC', () => {
    // 22:30 UTC on 5 March is already 00:30 on 6 March in Vilnius (UTC+2 in winter).
    expect(calendarDate(new Date('2026-03-05T22:30:00Z'))).toBe('2026-03-06');
    expect(canWithdrawFromDate(new Date('2026-03-05T22:30:00Z'))).toBe('2026-03-07');
    expect(canWithdrawFromDate(new Date('2026-03-05T21:59:00Z'))).toBe('2026-03-06');
    // Summer time (UTC+3).
    expect(calendarDate(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });

  it('refuses the same day and allows from midnight on', () => {
    const added = new Date('2026-03-05T08:00:00Z');
    expect(canWithdrawTo(added, new Date('2026-03-05T21:59:59Z'))).toBe(false);
    expect(canWithdrawTo(added, new Date('2026-03-05T22:00:00Z'))).toBe(true);
    expect(canWithdrawTo(added, new Date('2026-04-05T08:00:00Z'))).toBe(true);
  });

  it('walks month and year ends', () => {
    expect(nextCalendarDate('2026-02-28')).toBe('2026-03-01');
    expect(nextCalendarDate('2028-02-28')).toBe('2028-02-29');
    expect(nextCalendarDate('2026-12-31')).toBe('2027-01-01');
  });

  it('never allows before the added instant, always allows 48 hours later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 86_400_000 }),
        (added, later) => {
          expect(canWithdrawTo(added, added)).toBe(false);
          expect(canWithdrawTo(added, new Date(added.getTime() + 48 * 3_600_000 + later))).toBe(true);
        },
      ),
    );
  });
});
