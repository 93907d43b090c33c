import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Allocation,
  allocateFairly,
  allowanceBalance,
  AUTO_STEP_CENTS,
  type AutoProjectFacts,
  type BacktestProject,
  type BacktestStrategy,
  backtestStrategy,
  type CapacityInput,
  autoPoolCents,
  expireInDays,
  MANDATE_MAX_DAYS,
  MANDATE_MIN_DAYS,
  mandateActive,
  mandateExpiresAt,
  mandateParameterCount,
  type MandateState,
  type MandateTerms,
  matchesCriteria,
  advanceTags,
  entryTag,
  fairOrder,
  strategyCapacity,
  type StrategyCriteria,
  withinMandate,
} from './autoinvest-rules';
import { calendarDate } from './datetime';
import { type Cents, cents, euros, sumCents } from './money';

/*
 * Issue 14, decision 0035: the automatic-investment rules. Every property below is checked against
 * facts derived from the inputs here (not by re-running the rule), so a broken rule fails a test.
 */

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2026, 2, 10, 9, 30);

/** Floors / ceils to a multiple of the step, in plain integers (the allocation's own grid). */
const floorStep = (amount: number, step: number) => amount - (((amount % step) + step) % step);
const ceilStep = (amount: number, step: number) => floorStep(amount + step - 1, step);
/** `amount × bps / 10 000`, floored, with BigInt: the share of a target (independent of mulRatio). */
const shareOf = (amount: number, bps: number) => Number((BigInt(amount) * BigInt(bps)) / 10_000n);

const amountsOf = <K>(a: Allocation<K>) => [...a.amounts.entries()];
const total = <K>(a: Allocation<K>) => sumCents(a.amounts.values());

// ---------------------------------------------------------------------------------------------
// allocateFairly
// ---------------------------------------------------------------------------------------------

interface Drawn {
  poolCents: Cents;
  leftCents: Cents;
  minInvestmentCents: Cents;
  stepCents: Cents | undefined;
  caps: Cents[];
}

const capacityArb = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 300_000 }), fc.constant(Number.MAX_SAFE_INTEGER)).map(cents);

const allocationArb: fc.Arbitrary<Drawn> = fc
  .record({
    // Project minimums are any positive amount of cents (admin-projects: positiveMoney), often whole euros.
    min: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 200 }).map(euros)),
    left: fc.oneof(
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 0, max: 500_000 }),
      fc.constantFrom('min' as const, 'below min' as const, 'below step min' as const),
    ),
    poolKind: fc.constantFrom('left', 'below', 'above', 'negative'),
    poolFraction: fc.integer({ min: 0, max: 10_000 }),
    step: fc.option(fc.constantFrom(1, 50, 100, 500), { nil: undefined }),
    caps: fc.array(capacityArb, { maxLength: 9 }),
  })
  .map(({ min, left: drawnLeft, poolKind, poolFraction, step, caps }) => {
    // The boundaries of the tail: exactly the minimum, one cent below it, one cent below it rounded up to whole steps.
    const wholeStepMin = ceilStep(min, step ?? AUTO_STEP_CENTS);
    const left = drawnLeft === 'min' ? min : drawnLeft === 'below min' ? min - 1 : drawnLeft === 'below step min' ? wholeStepMin - 1 : drawnLeft;
    return {
      minInvestmentCents: cents(min),
      leftCents: cents(left),
      poolCents: cents(
        poolKind === 'left' ? left : poolKind === 'below' ? shareOf(left, poolFraction) : poolKind === 'above' ? left + poolFraction : -poolFraction,
      ),
      stepCents: step === undefined ? undefined : cents(step),
      caps,
    };
  });

/** The tail: less is left than the smallest whole-step amount at or above the minimum. */
const isTail = (d: Drawn) => d.leftCents < ceilStep(d.minInvestmentCents, d.stepCents ?? AUTO_STEP_CENTS);

const allocate = (d: Drawn) =>
  allocateFairly({
    poolCents: d.poolCents,
    leftCents: d.leftCents,
    minInvestmentCents: d.minInvestmentCents,
    stepCents: d.stepCents,
    candidates: d.caps.map((capacityCents, key) => ({ key, capacityCents })),
  });

describe('allocateFairly: hand-computed examples', () => {
  const three = (a: number, b: number, c: number) => [
    { key: 'a', capacityCents: cents(a) },
    { key: 'b', capacityCents: cents(b) },
    { key: 'c', capacityCents: cents(c) },
  ];

  it('water-fills: 1000.00 among 100.00 / 500.00 / 1000.00 with minimum 50.00 → 100.00, 450.00, 450.00', () => {
    const a = allocateFairly({
      poolCents: euros(1000),
      leftCents: euros(1000),
      minInvestmentCents: euros(50),
      candidates: three(10_000, 50_000, 100_000),
    });
    expect(amountsOf(a)).toEqual([
      ['a', 10_000],
      ['b', 45_000],
      ['c', 45_000],
    ]);
    expect(a.queued).toEqual([]);
    expect(a.tooSmall).toEqual([]);
  });

  it('oversubscribed: 100.00 with minimum 50.00 serves the first two of three, the third waits', () => {
    const a = allocateFairly({
      poolCents: euros(100),
      leftCents: euros(5000),
      minInvestmentCents: euros(50),
      candidates: three(100_000, 100_000, 100_000),
    });
    expect(amountsOf(a)).toEqual([
      ['a', 5_000],
      ['b', 5_000],
    ]);
    expect(a.queued).toEqual(['c']);
  });

  it('tail: 30.00 left below the minimum 50.00 goes whole to the first candidate with room for 30.00', () => {
    const a = allocateFairly({
      poolCents: euros(30),
      leftCents: euros(30),
      minInvestmentCents: euros(50),
      candidates: three(2_999, 3_000, 100_000),
    });
    expect(amountsOf(a)).toEqual([['b', 3_000]]);
    expect(a.tooSmall).toEqual(['a']);
    expect(a.queued).toEqual(['c']);
    // While the manual window holds part of the tail back, nobody takes it.
    const held = allocateFairly({
      poolCents: euros(20),
      leftCents: euros(30),
      minInvestmentCents: euros(50),
      candidates: three(2_999, 3_000, 100_000),
    });
    expect(held.amounts.size).toBe(0);
    expect(held.queued).toEqual(['b', 'c']);
  });

  it('tail with a minimum in cents: 50.80 left, minimum 50.50, fits no whole-euro amount, so it goes whole to one candidate', () => {
    const a = allocateFairly({
      poolCents: cents(5_080),
      leftCents: cents(5_080),
      minInvestmentCents: cents(5_050),
      candidates: three(5_079, 100_000, 100_000),
    });
    expect(amountsOf(a)).toEqual([['b', 5_080]]);
    expect(a.tooSmall).toEqual(['a']);
    expect(a.queued).toEqual(['c']);
    // From 51.00 left on, whole euros again.
    const whole = allocateFairly({
      poolCents: cents(5_180),
      leftCents: cents(5_180),
      minInvestmentCents: cents(5_050),
      candidates: three(5_079, 100_000, 100_000),
    });
    expect(amountsOf(whole)).toEqual([['b', 5_100]]);
  });

  it('leftover single steps go in queue order; what is below one step stays', () => {
    const a = allocateFairly({
      poolCents: cents(15_250),
      leftCents: cents(15_250),
      minInvestmentCents: euros(50),
      candidates: three(100_000, 100_000, 100_000),
    });
    expect(amountsOf(a)).toEqual([
      ['a', 5_100],
      ['b', 5_100],
      ['c', 5_000],
    ]);
  });

  it('a capacity below the (step-rounded) minimum is too small; a minimum in cents rounds up to whole euros', () => {
    const a = allocateFairly({
      poolCents: euros(1000),
      leftCents: euros(1000),
      minInvestmentCents: cents(5_050),
      candidates: three(5_049, 5_099, 5_100),
    });
    expect(amountsOf(a)).toEqual([['c', 5_100]]);
    expect(a.tooSmall).toEqual(['a', 'b']);
  });
});

describe('allocateFairly: properties', () => {
  it('every candidate lands in exactly one of amounts / queued / tooSmall, amounts in queue order', () => {
    fc.assert(
      fc.property(allocationArb, (d) => {
        const a = allocate(d);
        const seen = [...a.amounts.keys(), ...a.queued, ...a.tooSmall].sort((x, y) => x - y);
        expect(seen).toEqual(d.caps.map((_, k) => k));
        const keys = [...a.amounts.keys()];
        expect(keys).toEqual([...keys].sort((x, y) => x - y));
        expect([...a.queued]).toEqual([...a.queued].sort((x, y) => x - y));
        expect([...a.tooSmall]).toEqual([...a.tooSmall].sort((x, y) => x - y));
      }),
      { numRuns: 400, seed: 14_001 },
    );
  });

  it('never exceeds the pool, what is left, or a capacity; amounts are whole steps ≥ the minimum (tail aside)', () => {
    fc.assert(
      fc.property(allocationArb, (d) => {
        const a = allocate(d);
        const step = d.stepCents ?? AUTO_STEP_CENTS;
        expect(total(a)).toBeLessThanOrEqual(Math.max(0, d.poolCents));
        expect(total(a)).toBeLessThanOrEqual(Math.max(0, d.leftCents));
        for (const [k, amount] of a.amounts) {
          expect(amount).toBeGreaterThan(0);
          expect(amount).toBeLessThanOrEqual(d.caps[k]!);
          if (!isTail(d)) {
            expect(amount).toBeGreaterThanOrEqual(d.minInvestmentCents);
            expect(amount % step).toBe(0);
          } else expect(amount).toBe(d.leftCents);
        }
        // Below the minimum is always too small.
        d.caps.forEach((cap, k) => {
          if (cap < Math.min(d.minInvestmentCents, d.leftCents)) expect(a.tooSmall).toContain(k);
        });
      }),
      { numRuns: 500, seed: 14_002 },
    );
  });

  it('tail (left below the minimum, rounded up to whole steps): exactly what is left to the first candidate with room for it, the others wait', () => {
    const tailArb = allocationArb.filter(isTail);
    fc.assert(
      fc.property(tailArb, (d) => {
        const a = allocate(d);
        const first = d.caps.findIndex((cap) => cap >= d.leftCents);
        const gives = d.poolCents >= d.leftCents && d.leftCents > 0 && first >= 0;
        expect(amountsOf(a)).toEqual(gives ? [[first, d.leftCents]] : []);
        d.caps.forEach((cap, k) => {
          if (cap < d.leftCents) expect(a.tooSmall).toContain(k);
          else if (!(gives && k === first)) expect(a.queued).toContain(k);
        });
      }),
      { numRuns: 300, seed: 14_003 },
    );
  });

  it('the front of the queue is served; the rest wait only when the pool has no more minimum-sized slots', () => {
    const mainArb = allocationArb.filter((d) => !isTail(d));
    fc.assert(
      fc.property(mainArb, (d) => {
        const a = allocate(d);
        const step = d.stepCents ?? AUTO_STEP_CENTS;
        const unitMin = ceilStep(d.minInvestmentCents, step);
        const usable = floorStep(Math.max(0, Math.min(d.poolCents, d.leftCents)), step);
        const able = d.caps.map((cap, k) => ({ cap, k })).filter(({ cap }) => floorStep(cap, step) >= unitMin);
        // tooSmall: exactly those who cannot take one minimum-sized whole-step amount.
        expect(a.tooSmall).toEqual(
          d.caps
            .map((cap, k) => ({ cap, k }))
            .filter(({ cap }) => floorStep(cap, step) < unitMin)
            .map(({ k }) => k),
        );
        const slots = Math.floor(usable / unitMin);
        const served = [...a.amounts.keys()];
        expect(served).toEqual(able.slice(0, Math.min(slots, able.length)).map(({ k }) => k));
        expect(a.queued).toEqual(able.slice(served.length).map(({ k }) => k));
        if (a.queued.length > 0) expect(served.length).toBe(slots);
      }),
      { numRuns: 500, seed: 14_004 },
    );
  });

  it('is work-conserving: while a served candidate has room for a step, the whole usable pool is given out', () => {
    const mainArb = allocationArb.filter((d) => !isTail(d));
    fc.assert(
      fc.property(mainArb, (d) => {
        const a = allocate(d);
        const step = d.stepCents ?? AUTO_STEP_CENTS;
        const usable = floorStep(Math.max(0, Math.min(d.poolCents, d.leftCents)), step);
        const roomy = amountsOf(a).some(([k, amount]) => d.caps[k]! - amount >= step);
        if (roomy) expect(total(a)).toBe(usable);
        // Otherwise everyone served is full (to whole steps): the sum is their floored capacities.
        else expect(total(a)).toBe(sumCents(amountsOf(a).map(([k]) => cents(floorStep(d.caps[k]!, step)))));
        expect(usable - total(a)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500, seed: 14_005 },
    );
  });

  it('treats candidates equally: those with room differ by at most one step (earlier ≥ later), nobody gets more than that level + one step', () => {
    const mainArb = allocationArb.filter((d) => !isTail(d));
    fc.assert(
      fc.property(mainArb, (d) => {
        const a = allocate(d);
        const step = d.stepCents ?? AUTO_STEP_CENTS;
        const served = amountsOf(a);
        const roomy = served.filter(([k, amount]) => d.caps[k]! - amount >= step).map(([, amount]) => amount);
        if (roomy.length > 0) {
          const level = Math.min(...roomy);
          expect(Math.max(...roomy) - level).toBeLessThanOrEqual(step);
          for (let i = 1; i < roomy.length; i++) expect(roomy[i - 1]!).toBeGreaterThanOrEqual(roomy[i]!);
          for (const [, amount] of served) expect(amount).toBeLessThanOrEqual(level + step);
        }
        // Identical capacities: at most one step apart, the earlier in the queue never behind.
        for (let i = 0; i < served.length; i++)
          for (let j = i + 1; j < served.length; j++) {
            const [ki, ai] = served[i]!;
            const [kj, aj] = served[j]!;
            if (d.caps[ki] === d.caps[kj]) {
              expect(ai - aj).toBeGreaterThanOrEqual(0);
              expect(ai - aj).toBeLessThanOrEqual(step);
            }
          }
      }),
      { numRuns: 500, seed: 14_006 },
    );
  });

  it('identical capacities everywhere: an even split to whole steps, the extra steps at the front', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 1_000_000 }), (n, minEuros, extra) => {
        const min = euros(minEuros);
        const pool = cents(min * n + extra);
        const a = allocateFairly({
          poolCents: pool,
          leftCents: pool,
          minInvestmentCents: min,
          candidates: Array.from({ length: n }, (_, key) => ({
            key,
            capacityCents: cents(Number.MAX_SAFE_INTEGER),
          })),
        });
        const steps = Math.floor(pool / AUTO_STEP_CENTS);
        const base = Math.floor(steps / n);
        const expected = Array.from({ length: n }, (_, k) => (base + (k < steps % n ? 1 : 0)) * AUTO_STEP_CENTS);
        expect([...a.amounts.values()]).toEqual(expected);
      }),
      { numRuns: 200, seed: 14_007 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The fair queue over a run of projects
// ---------------------------------------------------------------------------------------------

describe('the fair queue: tags', () => {
  it('advanceTags: who invested moves back by what it got, counted from the smallest tag of the candidates', () => {
    const arb = fc.array(fc.record({ tag: fc.integer({ min: 0, max: 1_000_000 }), units: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }) }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(arb, (drawn) => {
        const candidates = drawn.map((d, key) => ({ key, tag: cents(d.tag) }));
        const amounts = new Map<number, Cents>();
        drawn.forEach((d, key) => {
          if (d.units !== undefined) amounts.set(key, cents(d.units * AUTO_STEP_CENTS));
        });
        const floor = Math.min(...drawn.map((d) => d.tag));
        const next = advanceTags(candidates, amounts);
        expect([...next.keys()].sort((x, y) => x - y)).toEqual([...amounts.keys()].sort((x, y) => x - y));
        for (const [key, tag] of next) expect(tag).toBe(Math.max(drawn[key]!.tag, floor) + amounts.get(key)!);
      }),
      { numRuns: 300, seed: 14_010 },
    );
  });

  it('example: the one who waited leads, the one given an extra step goes last, a small part costs little', () => {
    const tags = advanceTags(
      [
        { key: 'a', tag: cents(0) },
        { key: 'b', tag: cents(0) },
        { key: 'c', tag: cents(0) },
        { key: 'd', tag: cents(0) },
      ],
      new Map([
        ['a', cents(5_100)],
        ['c', cents(5_000)],
        ['d', cents(3_000)],
      ]),
    );
    const order = fairOrder(['a', 'b', 'c', 'd'].map((key, id) => ({ key, id, tag: tags.get(key) ?? cents(0) }))).map((e) => e.key);
    expect(order).toEqual(['b', 'd', 'c', 'a']);
  });

  it('entryTag: a new strategy joins at the floor, a re-activated one never below it', () => {
    expect(entryTag(null, null)).toBe(0);
    expect(entryTag(null, cents(700))).toBe(700);
    expect(entryTag(cents(200), cents(700))).toBe(700);
    expect(entryTag(cents(900), cents(700))).toBe(900);
  });
});

interface RunProject {
  pool: Cents;
  left: Cents;
  min: Cents;
  twinCap: Cents;
  otherCaps: Cents[];
}

/** Allocates every project of a run to two identical strategies ('X', 'Y') and the others, in fair-queue (tag) order. */
function runQueue(queue0: string[], projects: readonly RunProject[], check?: (tot: Map<string, number>, queue: string[], a: Allocation<string>) => void) {
  const id = new Map(queue0.map((k, i) => [k, i]));
  const tags = new Map<string, Cents>(queue0.map((k) => [k, cents(0)]));
  let queue = queue0;
  const tot = new Map<string, number>(queue.map((k) => [k, 0]));
  let largest = 0;
  for (const p of projects) {
    const capOf = (k: string) => (k === 'X' || k === 'Y' ? p.twinCap : p.otherCaps[Number(k.slice(1))]!);
    const a = allocateFairly({
      poolCents: p.pool,
      leftCents: p.left,
      minInvestmentCents: p.min,
      candidates: queue.map((key) => ({ key, capacityCents: capOf(key) })),
    });
    for (const [k, v] of a.amounts) {
      tot.set(k, tot.get(k)! + v);
      largest = Math.max(largest, v);
    }
    for (const [k, tag] of advanceTags(
      queue.map((key) => ({ key, tag: tags.get(key)! })),
      a.amounts,
    ))
      tags.set(k, tag);
    queue = fairOrder(queue.map((key) => ({ key, id: id.get(key)!, tag: tags.get(key)! }))).map((e) => e.key);
    check?.(tot, queue, a);
  }
  return { diff: Math.abs(tot.get('X')! - tot.get('Y')!), largest };
}

/** The twins and `others` other strategies, in the order of the drawn sort keys. */
const queueOf = (others: number, order: readonly number[]) =>
  ['X', 'Y', ...Array.from({ length: others }, (_, i) => `o${i}`)]
    .map((key, i) => ({ key, rank: order[i] ?? 0 }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ key }) => key);

describe('the fair queue over a run', () => {
  it('one allocation: of two identical strategies the one ahead gets as much or one step more; a twin left waiting leads next time', () => {
    fc.assert(
      fc.property(allocationArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (d, i0, j0) => {
        // Make two candidates identical.
        if (d.caps.length < 2) return;
        const i = i0 % d.caps.length;
        const j = j0 % d.caps.length;
        if (i === j) return;
        const [front, back] = i < j ? [i, j] : [j, i];
        const caps = [...d.caps];
        caps[back] = caps[front]!;
        const dd = { ...d, caps };
        const a = allocate(dd);
        const step = d.stepCents ?? AUTO_STEP_CENTS;
        const af = a.amounts.get(front);
        const ab = a.amounts.get(back);
        if (ab !== undefined) {
          expect(af).toBeDefined();
          expect(af! - ab).toBeGreaterThanOrEqual(0);
          expect(af! - ab).toBeLessThanOrEqual(step);
        }
        const tags = advanceTags(
          caps.map((_, key) => ({ key, tag: cents(0) })),
          a.amounts,
        );
        const next = fairOrder(caps.map((_, key) => ({ key, id: key, tag: tags.get(key) ?? cents(0) }))).map((e) => e.key);
        if (af !== undefined && ab === undefined) expect(next.indexOf(back)).toBeLessThan(next.indexOf(front));
        if (af !== undefined && ab !== undefined && af > ab) expect(next.indexOf(back)).toBeLessThan(next.indexOf(front));
      }),
      { numRuns: 400, seed: 14_011 },
    );
  });

  // Projects with room for everyone (no one waits) and no tail: the leftover steps rotate, so two
  // identical strategies never drift more than one step apart, whatever the others do.
  const roomyRunArb = fc.integer({ min: 0, max: 4 }).chain((others) =>
    fc.record({
      others: fc.constant(others),
      order: fc.array(fc.integer({ min: 0, max: 100 }), {
        minLength: 6,
        maxLength: 6,
      }),
      projects: fc.array(
        fc
          .record({
            min: fc.integer({ min: 1, max: 10_000 }),
            extra: fc.integer({ min: 0, max: 200_000 }),
            twinCap: capacityArb,
            otherCaps: fc.array(capacityArb, {
              minLength: others,
              maxLength: others,
            }),
          })
          .map(({ min, extra, twinCap, otherCaps }) => {
            const room = cents(ceilStep(min, AUTO_STEP_CENTS) * (others + 2) + extra);
            return {
              pool: room,
              left: room,
              min: cents(min),
              twinCap,
              otherCaps,
            };
          }),
        { maxLength: 40 },
      ),
    }),
  );

  it('with room for everyone: two identical strategies stay within one step of each other after every project', () => {
    fc.assert(
      fc.property(roomyRunArb, ({ others, order, projects }) => {
        runQueue(queueOf(others, order), projects, (tot, queue, a) => {
          expect(a.queued).toEqual([]);
          expect(a.amounts.has('X')).toBe(a.amounts.has('Y'));
          const x = tot.get('X')!;
          const y = tot.get('Y')!;
          expect(Math.abs(x - y)).toBeLessThanOrEqual(AUTO_STEP_CENTS);
          // The one ahead in the queue has never invested more.
          const ahead = queue.indexOf('X') < queue.indexOf('Y') ? x - y : y - x;
          expect(ahead).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: 150, seed: 14_012 },
    );
  });

  /*
   * The issue asks that two identical strategies end a run within one allocation (the largest
   * single amount) of each other. A queue that only stores an order cannot promise it (a tiny tail
   * would cost a full turn; a waiting twin given one leftover step would lose its place); the tag
   * queue does. These three scenarios failed with the order-only queue.
   */
  it('a waiting twin given one leftover step keeps the bound (the order-only queue drifted to 99.00 > 51.00)', () => {
    const projects: RunProject[] = [
      {
        pool: euros(50),
        left: euros(50),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // X alone: 50.00
      {
        pool: euros(101),
        left: euros(101),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // Y 51.00 (front), X 50.00 → X leads
      {
        pool: euros(50),
        left: euros(50),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // X alone again
    ];
    const { diff, largest } = runQueue(['X', 'Y'], projects);
    expect(diff).toBeLessThanOrEqual(largest);
  });

  it('a 30.00 tail costs only 30.00 of a turn (the order-only queue drifted to 70.00 > 50.00)', () => {
    const projects: RunProject[] = [
      {
        pool: euros(50),
        left: euros(50),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // X: 50.00
      {
        pool: euros(30),
        left: euros(30),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // Y: the 30.00 tail
      {
        pool: euros(50),
        left: euros(50),
        min: euros(50),
        twinCap: euros(1000),
        otherCaps: [],
      }, // X again
    ];
    const { diff, largest } = runQueue(['X', 'Y'], projects);
    expect(diff).toBeLessThanOrEqual(largest);
  });

  const anyRunArb = fc.integer({ min: 0, max: 4 }).chain((others) =>
    fc.record({
      others: fc.constant(others),
      order: fc.array(fc.integer({ min: 0, max: 100 }), {
        minLength: 6,
        maxLength: 6,
      }),
      projects: fc.array(
        fc
          .record({
            min: fc.integer({ min: 1, max: 100 }).map(euros),
            left: fc.integer({ min: 0, max: 30_000 }),
            poolShare: fc.integer({ min: 0, max: 10_000 }),
            twinCap: capacityArb,
            otherCaps: fc.array(capacityArb, {
              minLength: others,
              maxLength: others,
            }),
          })
          .map(({ min, left, poolShare, twinCap, otherCaps }) => ({
            pool: cents(shareOf(left, poolShare)),
            left: cents(left),
            min,
            twinCap,
            otherCaps,
          })),
        { maxLength: 40 },
      ),
    }),
  );

  it('over random projects two identical strategies end within one allocation of each other', () => {
    fc.assert(
      fc.property(anyRunArb, ({ others, order, projects }) => {
        const { diff, largest } = runQueue(queueOf(others, order), projects);
        expect(diff).toBeLessThanOrEqual(largest);
      }),
      { numRuns: 300, seed: 14_013 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// strategyCapacity
// ---------------------------------------------------------------------------------------------

const capacityInputArb: fc.Arbitrary<CapacityInput> = fc.record({
  amountPerProjectCents: fc.integer({ min: 0, max: 1_000_000 }).map(cents),
  maxShareBps: fc.integer({ min: 1, max: 10_000 }),
  targetCents: fc.integer({ min: 1, max: 10_000_000 }).map(cents),
  heldInProjectCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })).map(cents),
  totalCapCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }).map(cents), {
    nil: null,
  }),
  investedTotalCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
  projectMaxInvestmentCents: fc.option(fc.integer({ min: 0, max: 2_000_000 }).map(cents), { nil: null }),
  walletAvailableCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
  cashToKeepCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })).map(cents),
  allowanceCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
});

/** Each limit on what the strategy may put into the project now, from the inputs. */
function limitsOf(s: CapacityInput) {
  const perProject = Math.min(s.amountPerProjectCents, shareOf(s.targetCents, s.maxShareBps)) - s.heldInProjectCents;
  const cap = Math.min(perProject, s.totalCapCents === null ? Infinity : s.totalCapCents - s.investedTotalCents, s.projectMaxInvestmentCents ?? Infinity);
  return {
    cap,
    cashToKeep: s.walletAvailableCents - s.cashToKeepCents,
    allowance: s.allowanceCents,
  };
}

describe('strategyCapacity', () => {
  it('is the smallest limit, never negative, and names the limiting rule (ties: cap, then cash to keep)', () => {
    fc.assert(
      fc.property(capacityInputArb, (s) => {
        const { capacityCents, limitedBy } = strategyCapacity(s);
        const l = limitsOf(s);
        expect(capacityCents).toBe(Math.max(0, Math.min(l.cap, l.cashToKeep, l.allowance)));
        expect(capacityCents).toBeGreaterThanOrEqual(0);
        const expected = l.cap <= l.cashToKeep && l.cap <= l.allowance ? 'cap' : l.cashToKeep <= l.allowance ? 'cash_to_keep' : 'allowance';
        expect(limitedBy).toBe(expected);
      }),
      { numRuns: 500, seed: 14_020 },
    );
  });

  it('examples', () => {
    const base: CapacityInput = {
      amountPerProjectCents: euros(100),
      maxShareBps: 1000,
      targetCents: euros(10_000),
      heldInProjectCents: cents(0),
      totalCapCents: null,
      investedTotalCents: cents(0),
      projectMaxInvestmentCents: null,
      walletAvailableCents: euros(500),
      cashToKeepCents: euros(50),
      allowanceCents: euros(300),
    };
    expect(strategyCapacity(base)).toEqual({
      capacityCents: euros(100),
      limitedBy: 'cap',
    });
    expect(strategyCapacity({ ...base, cashToKeepCents: euros(450) })).toEqual({
      capacityCents: euros(50),
      limitedBy: 'cash_to_keep',
    });
    expect(strategyCapacity({ ...base, allowanceCents: euros(20) })).toEqual({
      capacityCents: euros(20),
      limitedBy: 'allowance',
    });
    expect(strategyCapacity({ ...base, maxShareBps: 50 })).toEqual({
      capacityCents: euros(50),
      limitedBy: 'cap',
    }); // 0.5 % of 10 000.00
    expect(strategyCapacity({ ...base, heldInProjectCents: euros(120) })).toEqual({ capacityCents: cents(0), limitedBy: 'cap' });
    expect(
      strategyCapacity({
        ...base,
        totalCapCents: euros(1000),
        investedTotalCents: euros(960),
      }),
    ).toEqual({ capacityCents: euros(40), limitedBy: 'cap' });
    expect(strategyCapacity({ ...base, walletAvailableCents: euros(10) })).toEqual({ capacityCents: cents(0), limitedBy: 'cash_to_keep' });
  });

  it('with allocateFairly: what a strategy gets respects the wallet minus cash to keep, the allowance, its amount and share per project, its total cap and the project maximum', () => {
    fc.assert(
      fc.property(capacityInputArb, allocationArb, fc.integer({ min: 0, max: 9 }), (s, d, at) => {
        const { capacityCents } = strategyCapacity(s);
        const caps = [...d.caps];
        const me = at % (caps.length + 1);
        caps.splice(me, 0, capacityCents);
        const amount = allocate({ ...d, caps }).amounts.get(me) ?? 0;
        expect(amount).toBeLessThanOrEqual(Math.max(0, s.walletAvailableCents - s.cashToKeepCents));
        expect(amount).toBeLessThanOrEqual(s.allowanceCents);
        if (amount > 0) {
          expect(s.heldInProjectCents + amount).toBeLessThanOrEqual(s.amountPerProjectCents);
          expect(s.heldInProjectCents + amount).toBeLessThanOrEqual(shareOf(s.targetCents, s.maxShareBps));
          if (s.totalCapCents !== null) expect(s.investedTotalCents + amount).toBeLessThanOrEqual(s.totalCapCents);
          if (s.projectMaxInvestmentCents !== null) expect(amount).toBeLessThanOrEqual(s.projectMaxInvestmentCents);
        }
      }),
      { numRuns: 400, seed: 14_021 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// autoPoolCents
// ---------------------------------------------------------------------------------------------

describe('autoPoolCents', () => {
  const poolArb = fc
    .record({
      target: fc.integer({ min: 1, max: 10_000_000 }),
      fundedShare: fc.integer({ min: 0, max: 12_000 }),
      autoShare: fc.integer({ min: 0, max: 10_000 }),
      shareBps: fc.integer({ min: 0, max: 10_000 }),
      manualWindowMinutes: fc.integer({ min: 0, max: 240 }),
      sinceOpenMs: fc.oneof(
        fc.integer({ min: -3_600_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 240 }).map((m) => m * 60_000),
        fc.integer({ min: 0, max: 240 }).map((m) => m * 60_000 - 1),
      ),
    })
    .map(({ target, fundedShare, autoShare, shareBps, manualWindowMinutes, sinceOpenMs }) => {
      const funded = shareOf(target, fundedShare);
      return {
        targetCents: cents(target),
        fundedCents: cents(funded),
        autoFundedCents: cents(shareOf(funded, autoShare)),
        shareBps,
        openedAt: new Date(BASE),
        manualWindowMinutes,
        now: new Date(BASE + sinceOpenMs),
      };
    });

  it('during the manual window: at most the automatic share of the target less what automatic investors took, and what is left; after it: what is left; never negative', () => {
    fc.assert(
      fc.property(poolArb, (input) => {
        const pool = autoPoolCents(input);
        const left = Math.max(0, input.targetCents - input.fundedCents);
        const windowOpen = input.now.getTime() - input.openedAt.getTime() < input.manualWindowMinutes * 60_000;
        expect(pool).toBeGreaterThanOrEqual(0);
        expect(pool).toBeLessThanOrEqual(left);
        if (windowOpen) {
          const share = shareOf(input.targetCents, input.shareBps) - input.autoFundedCents;
          expect(pool).toBeLessThanOrEqual(Math.max(0, share));
          // …and no less: the rule does not hold back more than the window asks.
          expect(pool).toBe(Math.max(0, Math.min(left, share)));
        } else expect(pool).toBe(left);
      }),
      { numRuns: 500, seed: 14_030 },
    );
  });

  it('examples: 70 % of 10 000.00 while the window runs, all of what is left from its last minute on', () => {
    const input = {
      targetCents: euros(10_000),
      fundedCents: euros(2_000),
      autoFundedCents: euros(1_500),
      shareBps: 7000,
      openedAt: new Date(BASE),
      manualWindowMinutes: 60,
      now: new Date(BASE + 60 * 60_000 - 1),
    };
    expect(autoPoolCents(input)).toBe(euros(5_500));
    expect(autoPoolCents({ ...input, now: new Date(BASE + 60 * 60_000) })).toBe(euros(8_000));
    expect(autoPoolCents({ ...input, autoFundedCents: euros(7_500) })).toBe(0);
    expect(
      autoPoolCents({
        ...input,
        fundedCents: euros(11_000),
        now: new Date(BASE + DAY_MS),
      }),
    ).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Mandate (ECSP Art. 6)
// ---------------------------------------------------------------------------------------------

const factsArb: fc.Arbitrary<AutoProjectFacts> = fc.record({
  investmentTypeId: fc.integer({ min: 1, max: 5 }),
  countryId: fc.integer({ min: 1, max: 5 }),
  riskGroupId: fc.integer({ min: 1, max: 5 }),
  interestRateBps: fc.integer({ min: 0, max: 3000 }),
  termMonths: fc.integer({ min: 1, max: 60 }),
});

const idsArb = fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 });

const termsArb: fc.Arbitrary<MandateTerms> = fc.record({
  interestMinBps: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
  interestMaxBps: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
  termMin: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  termMax: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  riskGroups: idsArb,
});

const mandateArb: fc.Arbitrary<MandateState> = fc.record({
  maxCents: fc.integer({ min: 0, max: 1_000_000 }).map(cents),
  spentCents: fc.integer({ min: 0, max: 1_200_000 }).map(cents),
  expiresAt: fc.oneof(fc.integer({ min: -10 * DAY_MS, max: 800 * DAY_MS }), fc.constantFrom(0, 1, -1)).map((ms) => new Date(BASE + ms)),
  revokedAt: fc.option(
    fc.integer({ min: -DAY_MS, max: DAY_MS }).map((ms) => new Date(BASE + ms)),
    { nil: null },
  ),
});

const inRange = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

describe('mandate rules', () => {
  it('mandateParameterCount: interest range, maturity range and risk categories count once each when any part is set', () => {
    const none: MandateTerms = {
      interestMinBps: null,
      interestMaxBps: null,
      termMin: null,
      termMax: null,
      riskGroups: [],
    };
    expect(mandateParameterCount(none)).toBe(0);
    expect(mandateParameterCount({ ...none, interestMaxBps: 1200 })).toBe(1);
    expect(
      mandateParameterCount({
        ...none,
        interestMinBps: 0,
        interestMaxBps: 1200,
      }),
    ).toBe(1);
    expect(mandateParameterCount({ ...none, interestMinBps: 500, termMax: 24 })).toBe(2);
    expect(mandateParameterCount({ ...none, termMin: 6, riskGroups: [2] })).toBe(2);
    expect(
      mandateParameterCount({
        interestMinBps: 500,
        interestMaxBps: null,
        termMin: null,
        termMax: 36,
        riskGroups: [1, 2],
      }),
    ).toBe(3);
    fc.assert(
      fc.property(termsArb, (t) => {
        const expected = [t.interestMinBps ?? t.interestMaxBps, t.termMin ?? t.termMax, t.riskGroups.length > 0 ? 1 : null].filter((x) => x !== null).length;
        expect(mandateParameterCount(t)).toBe(expected);
      }),
      { numRuns: 200, seed: 14_040 },
    );
  });

  it('withinMandate: every set bound holds (inclusive), the risk group is listed (empty: any), unset parts allow anything', () => {
    fc.assert(
      fc.property(termsArb, factsArb, (t, p) => {
        const expected =
          inRange(p.interestRateBps, t.interestMinBps, t.interestMaxBps) &&
          inRange(p.termMonths, t.termMin, t.termMax) &&
          (t.riskGroups.length === 0 || t.riskGroups.includes(p.riskGroupId));
        expect(withinMandate(t, p)).toBe(expected);
        // Bounds are inclusive: a mandate exactly around the project admits it.
        expect(
          withinMandate(
            {
              interestMinBps: p.interestRateBps,
              interestMaxBps: p.interestRateBps,
              termMin: p.termMonths,
              termMax: p.termMonths,
              riskGroups: [p.riskGroupId],
            },
            p,
          ),
        ).toBe(true);
        expect(withinMandate({ ...t, interestMinBps: p.interestRateBps + 1 }, p)).toBe(false);
        expect(withinMandate({ ...t, interestMaxBps: p.interestRateBps - 1 }, p)).toBe(false);
        expect(withinMandate({ ...t, termMin: p.termMonths + 1 }, p)).toBe(false);
        expect(withinMandate({ ...t, termMax: p.termMonths - 1 }, p)).toBe(false);
        expect(
          withinMandate(
            {
              interestMinBps: null,
              interestMaxBps: null,
              termMin: null,
              termMax: null,
              riskGroups: [],
            },
            p,
          ),
        ).toBe(true);
      }),
      { numRuns: 300, seed: 14_041 },
    );
  });

  it('allowanceBalance: nothing without a mandate, once revoked or from the instant it expires; otherwise max − spent (not below 0)', () => {
    const now = new Date(BASE);
    fc.assert(
      fc.property(mandateArb, (m) => {
        const balance = allowanceBalance(m, now);
        const open = m.revokedAt === null && now.getTime() < m.expiresAt.getTime();
        expect(balance).toBe(open ? Math.max(0, m.maxCents - m.spentCents) : 0);
        // Active exactly while something is left to spend.
        expect(mandateActive(m, now)).toBe(balance > 0);
      }),
      { numRuns: 400, seed: 14_042 },
    );
    expect(allowanceBalance(null, now)).toBe(0);
    expect(mandateActive(null, now)).toBe(false);
    const m: MandateState = {
      maxCents: euros(1000),
      spentCents: euros(250),
      expiresAt: new Date(BASE + DAY_MS),
      revokedAt: null,
    };
    expect(allowanceBalance(m, now)).toBe(euros(750));
    expect(allowanceBalance(m, new Date(BASE + DAY_MS - 1))).toBe(euros(750));
    expect(allowanceBalance(m, new Date(BASE + DAY_MS))).toBe(0);
    expect(allowanceBalance({ ...m, revokedAt: now }, now)).toBe(0);
    expect(mandateActive({ ...m, spentCents: euros(1000) }, now)).toBe(false);
    expect(mandateActive(m, new Date(BASE + DAY_MS))).toBe(false);
  });

  it('expireInDays: whole days left rounded up, 0 once expired or revoked; a mandate granted for d days has d left', () => {
    const now = new Date(BASE);
    fc.assert(
      fc.property(mandateArb, (m) => {
        const days = expireInDays(m, now);
        const leftMs = m.expiresAt.getTime() - now.getTime();
        if (m.revokedAt !== null || leftMs <= 0) expect(days).toBe(0);
        else {
          expect(Number.isInteger(days)).toBe(true);
          expect((days - 1) * DAY_MS).toBeLessThan(leftMs);
          expect(days * DAY_MS).toBeGreaterThanOrEqual(leftMs);
        }
      }),
      { numRuns: 300, seed: 14_043 },
    );
    fc.assert(
      fc.property(fc.integer({ min: MANDATE_MIN_DAYS, max: MANDATE_MAX_DAYS }), fc.integer({ min: 0, max: 10 * DAY_MS }), (d, ms) => {
        const granted = new Date(BASE + ms);
        const expiresAt = mandateExpiresAt(granted, d);
        expect(expireInDays({ expiresAt, revokedAt: null }, granted)).toBe(d);
        expect(expireInDays({ expiresAt, revokedAt: null }, new Date(granted.getTime() + 1))).toBe(d);
        expect(expireInDays({ expiresAt, revokedAt: null }, expiresAt)).toBe(0);
      }),
      { numRuns: 200, seed: 14_044 },
    );
    expect(expireInDays(null, now)).toBe(0);
    // A mandate for d days runs exactly d × 24 h: its last millisecond still counts as one day left.
    const granted = new Date(BASE);
    const expiresAt = mandateExpiresAt(granted, 30);
    expect(expiresAt.getTime() - granted.getTime()).toBe(30 * DAY_MS);
    expect(expireInDays({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(1);
    expect(expireInDays({ expiresAt, revokedAt: new Date(BASE) }, granted)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// matchesCriteria
// ---------------------------------------------------------------------------------------------

const criteriaArb: fc.Arbitrary<StrategyCriteria> = fc.record({
  loanTypes: idsArb,
  countries: idsArb,
  riskGroups: idsArb,
  interestMinBps: fc.integer({ min: 0, max: 3000 }),
  interestMaxBps: fc.integer({ min: 0, max: 3000 }),
  termMin: fc.integer({ min: 1, max: 60 }),
  termMax: fc.integer({ min: 1, max: 60 }),
});

describe('matchesCriteria', () => {
  const anyList = (list: readonly number[], id: number) => list.length === 0 || list.includes(id);

  it('every list contains the project’s value (empty: any) and both ranges hold inclusively', () => {
    fc.assert(
      fc.property(criteriaArb, factsArb, (c, p) => {
        const expected =
          anyList(c.loanTypes, p.investmentTypeId) &&
          anyList(c.countries, p.countryId) &&
          anyList(c.riskGroups, p.riskGroupId) &&
          inRange(p.interestRateBps, c.interestMinBps, c.interestMaxBps) &&
          inRange(p.termMonths, c.termMin, c.termMax);
        expect(matchesCriteria(c, p)).toBe(expected);
        const exact: StrategyCriteria = {
          loanTypes: [],
          countries: [],
          riskGroups: [],
          interestMinBps: p.interestRateBps,
          interestMaxBps: p.interestRateBps,
          termMin: p.termMonths,
          termMax: p.termMonths,
        };
        expect(matchesCriteria(exact, p)).toBe(true);
        expect(
          matchesCriteria(
            {
              ...exact,
              loanTypes: [p.investmentTypeId],
              countries: [p.countryId],
              riskGroups: [p.riskGroupId],
            },
            p,
          ),
        ).toBe(true);
        expect(matchesCriteria({ ...exact, interestMinBps: p.interestRateBps + 1 }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, interestMaxBps: p.interestRateBps - 1 }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, termMin: p.termMonths + 1 }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, termMax: p.termMonths - 1 }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, loanTypes: [p.investmentTypeId + 1] }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, countries: [p.countryId + 1] }, p)).toBe(false);
        expect(matchesCriteria({ ...exact, riskGroups: [p.riskGroupId + 1] }, p)).toBe(false);
      }),
      { numRuns: 400, seed: 14_050 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// backtestStrategy
// ---------------------------------------------------------------------------------------------

const backtestProjectArb: fc.Arbitrary<Omit<BacktestProject, 'projectId'>> = fc
  .record({
    // Two years of history, some projects in the same month, some at the same instant.
    openedAtMs: fc.oneof(fc.integer({ min: 0, max: 730 * DAY_MS }), fc.constantFrom(0, 31 * DAY_MS)),
    facts: factsArb,
    target: fc.integer({ min: 1_000, max: 5_000_000 }),
    min: fc.integer({ min: 1, max: 100_000 }),
    fundedShare: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(10_000), fc.constant(0)),
    paidInterest: fc.integer({ min: 0, max: 1_000_000 }),
    outstandingShare: fc.integer({ min: 0, max: 10_000 }),
    defaulted: fc.boolean(),
  })
  .map(({ openedAtMs, facts, target, min, fundedShare, paidInterest, outstandingShare, defaulted }) => {
    const funded = shareOf(target, fundedShare);
    return {
      openedAt: new Date(BASE - openedAtMs),
      facts,
      targetCents: cents(target),
      minInvestmentCents: cents(min),
      fundedCents: cents(funded),
      paidInterestCents: cents(paidInterest),
      outstandingPrincipalCents: cents(shareOf(funded, outstandingShare)),
      defaulted,
    };
  });

const backtestArb = fc.record({
  strategy: fc.record({
    criteria: fc.oneof(
      criteriaArb,
      fc.constant<StrategyCriteria>({
        loanTypes: [],
        countries: [],
        riskGroups: [],
        interestMinBps: 0,
        interestMaxBps: 3000,
        termMin: 1,
        termMax: 60,
      }),
    ),
    amountPerProjectCents: fc.integer({ min: 1_000, max: 200_000 }).map(cents),
    maxShareBps: fc.integer({ min: 1, max: 10_000 }),
    totalCapCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map(cents), { nil: null }),
  }) satisfies fc.Arbitrary<BacktestStrategy>,
  projects: fc.array(backtestProjectArb, { maxLength: 25 }).map((ps): BacktestProject[] => ps.map((p, i) => ({ ...p, projectId: i + 1 }))),
});

/** What the strategy alone (no cap) would put into a project. */
const wouldPut = (s: BacktestStrategy, p: BacktestProject) =>
  Math.min(floorStep(Math.min(s.amountPerProjectCents, shareOf(p.targetCents, s.maxShareBps)), AUTO_STEP_CENTS), p.fundedCents);

describe('backtestStrategy', () => {
  it('invests in matching funded projects oldest first within the per-project amount, the share and the total cap', () => {
    fc.assert(
      fc.property(backtestArb, ({ strategy: s, projects }) => {
        const { rows } = backtestStrategy(s, projects);
        const byId = new Map(projects.map((p) => [p.projectId, p]));
        let spent = 0;
        let previous: BacktestProject | undefined;
        for (const row of rows) {
          const p = byId.get(row.projectId)!;
          expect(matchesCriteria(s.criteria, p.facts)).toBe(true);
          expect(row.amountCents).toBeGreaterThan(0);
          expect(row.amountCents).toBeLessThanOrEqual(s.amountPerProjectCents);
          expect(row.amountCents).toBeLessThanOrEqual(shareOf(p.targetCents, s.maxShareBps));
          expect(row.amountCents).toBeLessThanOrEqual(p.fundedCents);
          expect(row.amountCents).toBeGreaterThanOrEqual(Math.min(p.minInvestmentCents, p.fundedCents));
          expect(row.amountCents % AUTO_STEP_CENTS === 0 || row.amountCents === p.fundedCents).toBe(true);
          spent += row.amountCents;
          if (s.totalCapCents !== null) expect(spent).toBeLessThanOrEqual(s.totalCapCents);
          // Interest and what a default left at risk: this part's pro-rata share, floored (exact, BigInt).
          expect(row.interestCents).toBe(Number((BigInt(p.paidInterestCents) * BigInt(row.amountCents)) / BigInt(p.fundedCents)));
          expect(row.atRiskCents).toBe(p.defaulted ? Number((BigInt(p.outstandingPrincipalCents) * BigInt(row.amountCents)) / BigInt(p.fundedCents)) : 0);
          if (previous) {
            const order = previous.openedAt.getTime() - p.openedAt.getTime() || previous.projectId - p.projectId;
            expect(order).toBeLessThan(0);
          }
          previous = p;
        }
        // Without a total cap, every matching funded project where the amount reaches the minimum is in.
        if (s.totalCapCents === null) {
          const expected = projects
            .filter((p) => matchesCriteria(s.criteria, p.facts) && p.fundedCents > 0)
            .filter((p) => wouldPut(s, p) > 0 && wouldPut(s, p) >= Math.min(p.minInvestmentCents, p.fundedCents))
            .map((p) => p.projectId)
            .sort((a, b) => a - b);
          expect(rows.map((r) => r.projectId).sort((a, b) => a - b)).toEqual(expected);
          for (const row of rows) expect(row.amountCents).toBe(wouldPut(s, byId.get(row.projectId)!));
        }
      }),
      { numRuns: 200, seed: 14_060 },
    );
  });

  it('months are sorted, one per calendar month (Vilnius) with rows, and add up to the rows', () => {
    fc.assert(
      fc.property(backtestArb, ({ strategy, projects }) => {
        const { rows, months } = backtestStrategy(strategy, projects);
        const monthOf = new Map(projects.map((p) => [p.projectId, calendarDate(p.openedAt).slice(0, 7)]));
        const keys = months.map((m) => m.month);
        expect(keys).toEqual([...new Set(rows.map((r) => monthOf.get(r.projectId)!))].sort());
        for (const m of months) {
          const mine = rows.filter((r) => monthOf.get(r.projectId) === m.month);
          expect(m.investedCents).toBe(sumCents(mine.map((r) => r.amountCents)));
          expect(m.interestCents).toBe(sumCents(mine.map((r) => r.interestCents)));
          expect(m.atRiskCents).toBe(sumCents(mine.map((r) => r.atRiskCents)));
        }
        expect(sumCents(months.map((m) => m.investedCents))).toBe(sumCents(rows.map((r) => r.amountCents)));
      }),
      { numRuns: 200, seed: 14_061 },
    );
  });

  it('example: the cap stops it, the share limits it, the interest is pro rata', () => {
    const facts: AutoProjectFacts = {
      investmentTypeId: 1,
      countryId: 1,
      riskGroupId: 1,
      interestRateBps: 1000,
      termMonths: 12,
    };
    const project = (projectId: number, daysAgo: number, over: Partial<BacktestProject> = {}): BacktestProject => ({
      projectId,
      openedAt: new Date(BASE - daysAgo * DAY_MS),
      facts,
      targetCents: euros(10_000),
      minInvestmentCents: euros(50),
      fundedCents: euros(10_000),
      paidInterestCents: euros(1_000),
      outstandingPrincipalCents: euros(4_000),
      defaulted: false,
      ...over,
    });
    const strategy: BacktestStrategy = {
      criteria: {
        loanTypes: [],
        countries: [],
        riskGroups: [],
        interestMinBps: 0,
        interestMaxBps: 2000,
        termMin: 1,
        termMax: 36,
      },
      amountPerProjectCents: euros(300),
      maxShareBps: 200, // 2 % of 10 000.00 = 200.00
      totalCapCents: euros(450),
    };
    const { rows } = backtestStrategy(strategy, [project(2, 10, { defaulted: true }), project(1, 40), project(3, 5)]);
    expect(rows).toEqual([
      {
        projectId: 1,
        amountCents: euros(200),
        interestCents: euros(20),
        atRiskCents: 0,
      },
      {
        projectId: 2,
        amountCents: euros(200),
        interestCents: euros(20),
        atRiskCents: euros(80),
      },
      // 50.00 of the cap is left: exactly the minimum.
      {
        projectId: 3,
        amountCents: euros(50),
        interestCents: euros(5),
        atRiskCents: 0,
      },
    ]);
    // Months are Vilnius calendar months: 31 January 23:30 UTC is already 1 February there.
    const lateJanuary = {
      ...project(4, 0),
      openedAt: new Date(Date.UTC(2026, 0, 31, 23, 30)),
    };
    const earlyJanuary = {
      ...project(5, 0),
      openedAt: new Date(Date.UTC(2026, 0, 5, 12)),
    };
    const { months } = backtestStrategy({ ...strategy, totalCapCents: null }, [lateJanuary, earlyJanuary]);
    expect(months).toEqual([
      {
        month: '2026-01',
        investedCents: euros(200),
        interestCents: euros(20),
        atRiskCents: 0,
      },
      {
        month: '2026-02',
        investedCents: euros(200),
        interestCents: euros(20),
        atRiskCents: 0,
      },
    ]);
  });
});
