import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents, fromWire, MAX_MONEY_INPUT_CENTS, readWire, toWire } from './money';
import { moneyAmount, positiveMoneyAmount } from './money-schema';

/** Strings near the money format: digits, dots, signs, spaces, exponents, other digits. */
const nearMoney = fc.string({ unit: fc.constantFrom(...'0123456789.-+ e,\u0000٣'.split('')), maxLength: 18 });
const wireLike = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom('', '.', '.5', '.05', '.50', '.555'))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction}`);

describe('moneyAmount: the schema is the money parser', () => {
  it('accepts a string exactly when the parser reads it within the bounds (property)', () => {
    const schema = moneyAmount();
    fc.assert(
      fc.property(fc.oneof(nearMoney, wireLike, fc.string()), (value) => {
        const cents = readWire(value);
        const parserTakes = cents !== null && cents >= 0 && cents <= MAX_MONEY_INPUT_CENTS;
        const result = schema.safeParse(value);
        expect(result.success).toBe(parserTakes);
        // Whatever passes, the parser reads, and the handler gets the canonical two-decimal form.
        if (result.success) expect(result.data).toBe(toWire(fromWire(value)));
      }),
      { numRuns: 2000, seed: 10_006 },
    );
  });

  it('applies min and max in cents, with their own messages', () => {
    const schema = moneyAmount({ min: 1, max: 100_00, message: 'format', tooSmall: 'small', tooLarge: 'large' });
    const message = (value: string) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message('abc')).toBe('format');
    expect(message('0.00')).toBe('small');
    expect(message('100.01')).toBe('large');
    expect(schema.parse('100')).toBe('100.00');
    expect(schema.parse('0.01')).toBe('0.01');
  });

  it('never goes above the documented maximum, and that maximum is safe to add up', () => {
    expect(moneyAmount({ max: Number.MAX_SAFE_INTEGER }).safeParse(toWire(toCents(MAX_MONEY_INPUT_CENTS + 1))).success).toBe(false);
    expect(positiveMoneyAmount.parse(toWire(toCents(MAX_MONEY_INPUT_CENTS)))).toBe('99999999999.99');
    expect(positiveMoneyAmount.safeParse('99999999999999.99').success).toBe(false);
    expect(Number.isSafeInteger(MAX_MONEY_INPUT_CENTS * 900)).toBe(true);
  });

  it('refuses what is not a string', () => {
    for (const value of [10, 1e308, null, undefined, [], {}, true]) expect(positiveMoneyAmount.safeParse(value).success).toBe(false);
  });
});
