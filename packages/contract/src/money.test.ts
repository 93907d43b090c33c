import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absCents,
  addCents,
  allocate,
  asCents,
  bpsToPercentString,
  type Cents,
  cents,
  compareCents,
  euros,
  formatMoney,
  formatPercent,
  fromWire,
  maxCents,
  minCents,
  mulRatio,
  negCents,
  parseMoneyInput,
  percentOf,
  subCents,
  sumCents,
  toCents,
  toWire,
  ZERO_CENTS,
} from './money';
import { LOCALE_ISO, LOCALES } from './locales';

describe('money wire format', () => {
  it('round-trips every cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }).map(cents), (amount) => {
        const wire = toWire(amount);
        expect(wire).toMatch(/^-?\d+\.\d{2}$/);
        expect(fromWire(wire)).toBe(amount);
      }),
    );
  });

  it('writes two decimals', () => {
    expect(toWire(cents(0))).toBe('0.00');
    expect(toWire(cents(5))).toBe('0.05');
    expect(toWire(cents(123450))).toBe('1234.50');
    expect(toWire(cents(-7))).toBe('-0.07');
  });

  it('rejects anything that is not an amount', () => {
    for (const bad of ['', '1.234', '1,00', 'abc', '1e5', ' 1.00', 'NaN']) expect(() => fromWire(bad)).toThrow();
    expect(() => toCents(1.5)).toThrow();
    expect(() => toWire(cents(0.1))).toThrow();
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
    expect(formatMoney(cents(123450), 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(cents(123450), 'lt-LT').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(cents(5), 'pt-PT')).toMatch(/0,05\s€/);
  });

  it('reads a platform locale as its LOCALE_ISO tag: "pt" is Portugal, not Brazil', () => {
    for (const locale of LOCALES) {
      for (const amount of [cents(5), cents(123450), cents(-98765432)]) expect(formatMoney(amount, locale)).toBe(formatMoney(amount, LOCALE_ISO[locale]));
    }
    expect(formatMoney(cents(12345650), 'pt').replace(/\s/g, ' ')).toBe('123 456,50 €');
  });
});

describe('allocate (largest remainder)', () => {
  it('parts always add up to the whole and stay within one cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).map(cents),
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
    expect(allocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(cents(10), [3, 7])).toEqual([3, 7]);
    expect(allocate(cents(1), [1, 2])).toEqual([0, 1]);
  });

  it('refuses weights that cannot split money', () => {
    expect(() => allocate(cents(100), [])).toThrow();
    expect(() => allocate(cents(100), [0, 0])).toThrow();
    expect(() => allocate(cents(100), [-1, 2])).toThrow();
  });
});

describe('rates and percentages', () => {
  it('prints basis points as a two-decimal percent', () => {
    expect(bpsToPercentString(1150)).toBe('11.50');
    expect(bpsToPercentString(805)).toBe('8.05');
    expect(() => bpsToPercentString(-1)).toThrow();
  });
  it('floors and clamps the funded percentage', () => {
    expect(percentOf(cents(9999), cents(10000))).toBe(99);
    expect(percentOf(cents(10000), cents(10000))).toBe(100);
    expect(percentOf(cents(1), cents(0))).toBe(0);
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

  it('reads a platform locale as its LOCALE_ISO tag', () => {
    for (const locale of LOCALES)
      for (const percent of ['0.05', '10.50', '1234.00']) expect(formatPercent(percent, locale)).toBe(formatPercent(percent, LOCALE_ISO[locale]));
  });
});

// Amounts whose sums of a few stay far inside Number.MAX_SAFE_INTEGER.
const amount = fc.integer({ min: -1e13, max: 1e13 }).map(cents);

describe('Cents constructors', () => {
  it('accept safe integers only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(cents(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noInteger: true }), (x) => {
        expect(() => cents(x)).toThrow(RangeError);
      }),
    );
    expect(() => cents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('asCents reads the database: numbers, bigint strings and bigints, nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(asCents(n)).toBe(n);
        expect(asCents(String(n))).toBe(n);
        expect(asCents(BigInt(n))).toBe(n);
      }),
    );
    for (const bad of ['', '1.5', '1e3', ' 1', 'abc', '0x10']) expect(() => asCents(bad)).toThrow(RangeError);
    expect(() => asCents(0.5)).toThrow(RangeError);
  });

  it('euros are whole euros', () => {
    expect(euros(12)).toBe(1200);
    expect(euros(0)).toBe(ZERO_CENTS);
    expect(() => euros(1.5)).toThrow(RangeError);
  });
});

describe('Cents arithmetic', () => {
  it('add and sub are exact inverses; neg and abs behave', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(addCents(a, b)).toBe(a + b);
        expect(subCents(addCents(a, b), b)).toBe(a);
        expect(addCents(a, negCents(a))).toBe(0);
        expect(Object.is(negCents(ZERO_CENTS), 0)).toBe(true);
        expect(absCents(a)).toBe(Math.abs(a));
      }),
    );
  });

  it('sum of a list equals folding add, and is zero when empty', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 50 }), (xs) => {
        expect(sumCents(xs)).toBe(xs.reduce<Cents>((a, b) => addCents(a, b), ZERO_CENTS));
      }),
    );
    expect(sumCents([])).toBe(0);
  });

  it('refuses results beyond the safe integers instead of rounding', () => {
    expect(() => addCents(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
    expect(() => subCents(cents(-Number.MAX_SAFE_INTEGER), cents(2))).toThrow(RangeError);
  });

  it('min, max and compare agree with the numbers', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(minCents(a, b)).toBe(Math.min(a, b));
        expect(maxCents(a, b)).toBe(Math.max(a, b));
        expect(compareCents(a, b)).toBe(Math.sign(a - b));
        expect(compareCents(a, b)).toBe(-compareCents(b, a) || 0);
      }),
    );
    expect([cents(3), cents(-1), cents(2)].sort(compareCents)).toEqual([-1, 2, 3]);
  });
});

describe('mulRatio (explicit rounding)', () => {
  const ratio = fc.tuple(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }));

  it('floor <= exact <= ceil, one cent apart at most, halfUp is one of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }).map(cents), ratio, (a, [num, den]) => {
        const exact = (BigInt(a) * BigInt(num) * 2n) as bigint; // 2 × the exact value × den
        const floor = mulRatio(a, num, den, 'floor');
        const ceil = mulRatio(a, num, den, 'ceil');
        const half = mulRatio(a, num, den, 'halfUp');
        expect(BigInt(floor) * BigInt(den) * 2n <= exact).toBe(true);
        expect(BigInt(ceil) * BigInt(den) * 2n >= exact).toBe(true);
        expect(ceil - floor).toBeLessThanOrEqual(1);
        expect([floor, ceil]).toContain(half);
        // Half up: never more than half a cent away from the exact value.
        const distance = BigInt(half) * BigInt(den) * 2n - exact;
        expect((distance < 0n ? -distance : distance) <= BigInt(den)).toBe(true);
      }),
    );
  });

  it('rounds halves away from zero and is exact where it divides', () => {
    expect(mulRatio(cents(5), 1, 2, 'halfUp')).toBe(3);
    expect(mulRatio(cents(-5), 1, 2, 'halfUp')).toBe(-3);
    expect(mulRatio(cents(5), 1, 2, 'floor')).toBe(2);
    expect(mulRatio(cents(-5), 1, 2, 'floor')).toBe(-3);
    expect(mulRatio(cents(-5), 1, 2, 'ceil')).toBe(-2);
    expect(mulRatio(cents(4_500_050), 10, 100, 'floor')).toBe(450_005);
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 1000 }), (a, k) => {
        expect(mulRatio(a, k, k, 'floor')).toBe(a);
      }),
    );
  });

  it('stays exact beyond 2^53 in the intermediate product', () => {
    expect(mulRatio(cents(9_000_000_000_000_000), 3, 3, 'floor')).toBe(9_000_000_000_000_000);
    expect(() => mulRatio(cents(1), 1, 0, 'floor')).toThrow(RangeError);
    expect(() => mulRatio(cents(1), 1.5, 2, 'floor')).toThrow(RangeError);
  });
});
