import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, bpsToPercentString, formatMoney, formatPercent, fromWire, parseMoneyInput, percentOf, toCents, toWire } from './money';

describe('money wire format', () => {
  it('round-trips every cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const wire = toWire(cents);
        expect(wire).toMatch(/^-?\d+\.\d{2}$/);
        expect(fromWire(wire)).toBe(cents);
      }),
    );
  });

  it('writes two decimals', () => {
    expect(toWire(0)).toBe('0.00');
    expect(toWire(5)).toBe('0.05');
    expect(toWire(123450)).toBe('1234.50');
    expect(toWire(-7)).toBe('-0.07');
  });

  it('rejects anything that is not an amount', () => {
    for (const bad of ['', '1.234', '1,00', 'abc', '1e5', ' 1.00', 'NaN']) expect(() => fromWire(bad)).toThrow();
    expect(() => toCents(1.5)).toThrow();
    expect(() => toWire(0.1)).toThrow();
  });
});

describe('parseMoneyInput (spec section 5: strips spaces and the euro sign)', () => {
  it.each([
    ['€ 1 234,50', 123450],
    ['1 234.50 €', 123450],
    ['1\u00a0000', 100000],
    ['1.234,5', 123450],
    ['1,234.56', 123456],
    ['10', 1000],
    ['0,01', 1],
  ])('%s -> %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it('answers null for what is not money', () => {
    for (const bad of ['', '€', 'ten', '1.2.3', '0.001']) expect(parseMoneyInput(bad)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats EUR with two decimals per locale', () => {
    expect(formatMoney(123450, 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(123450, 'lt-LT').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(5, 'pt-PT')).toMatch(/0,05\s€/);
  });
});

describe('allocate (largest remainder)', () => {
  it('parts always add up to the whole and stay within one cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 30 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Math.abs(part - (total * weights[i]) / sum)).toBeLessThan(1);
            if (weights[i] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });

  it('gives the leftover cent to the largest remainder, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(1, [1, 2])).toEqual([0, 1]);
  });

  it('refuses weights that cannot split money', () => {
    expect(() => allocate(100, [])).toThrow();
    expect(() => allocate(100, [0, 0])).toThrow();
    expect(() => allocate(100, [-1, 2])).toThrow();
  });
});

describe('rates and percentages', () => {
  it('prints basis points as a two-decimal percent', () => {
    expect(bpsToPercentString(1150)).toBe('11.50');
    expect(bpsToPercentString(805)).toBe('8.05');
    expect(() => bpsToPercentString(-1)).toThrow();
  });
  it('floors and clamps the funded percentage', () => {
    expect(percentOf(9999, 10000)).toBe(99);
    expect(percentOf(10000, 10000)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('formats per locale without floats', () => {
    expect(formatPercent('10.50', 'en-GB')).toBe('10.50%');
    expect(formatPercent('10.50', 'lt-LT').replace(/\s/g, ' ')).toBe('10,50 %');
    expect(formatPercent('0.05', 'en-GB')).toBe('0.05%');
    expect(formatPercent('125.00', 'en-GB')).toBe('125.00%');
    expect(() => formatPercent('10.5', 'en-GB')).toThrow();
  });
});
