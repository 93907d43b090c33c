import { calendarDate, type Cents, cents, zonedInstant } from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryTransfer } from '../ledger/ledger.history';
import { statementOf } from './reports.rules';

/*
 * Issue 15, decision 0036: the account statement. Checked against sums computed here from the
 * same rows (not by re-running the rule), on random histories over 20 Vilnius days.
 */

const WALLET = 1;
const LEGACY = 2;
const OTHER = 9;
const wallets = [
  { id: WALLET, provider: 'connectPay' as const },
  { id: LEGACY, provider: 'lemonway' as const },
];
const day = (n: number) => `2026-03-${String(n + 1).padStart(2, '0')}`;
/** Noon, or 00:30 and 23:30 in Vilnius (the edges of the day, which are other days in UTC). */
const at = (n: number, edge: 0 | 1 | 2) => zonedInstant({ year: 2026, month: 3, day: n + 1, hour: [12, 0, 23][edge]!, minute: 30 });

interface Drawn {
  kind: 'in' | 'out' | 'hold-post' | 'hold-void' | 'hold-open' | 'move';
  day: number;
  later: number;
  edge: 0 | 1 | 2;
  amount: number;
}

const drawnArb = fc.array(
  fc.record({
    kind: fc.constantFrom('in', 'out', 'hold-post', 'hold-void', 'hold-open', 'move'),
    day: fc.integer({ min: 0, max: 19 }),
    later: fc.integer({ min: 0, max: 5 }),
    edge: fc.constantFrom(0, 1, 2),
    amount: fc.integer({ min: 1, max: 500_000 }),
  }) as fc.Arbitrary<Drawn>,
  { maxLength: 40 },
);

/** Ledger rows (ordered by time, like ids) for the drawn movements; the posted effect on the wallets per day. */
function history(drawn: readonly Drawn[]) {
  const rows: HistoryTransfer[] = [];
  const events: { time: Date; make: (id: number) => HistoryTransfer }[] = [];
  const base = { code: 'deposit', referenceType: null, referenceId: null, description: null, pendingId: null };
  drawn.forEach((d, i) => {
    const amount = cents(d.amount) as Cents;
    const t0 = at(d.day, d.edge);
    if (d.kind === 'in')
      events.push({ time: t0, make: (id) => ({ ...base, id, debitAccountId: OTHER, creditAccountId: WALLET, amount, phase: 'posted', createdAt: t0 }) });
    if (d.kind === 'out')
      events.push({
        time: t0,
        make: (id) => ({ ...base, id, code: 'withdrawal', debitAccountId: WALLET, creditAccountId: OTHER, amount, phase: 'posted', createdAt: t0 }),
      });
    if (d.kind === 'move')
      events.push({
        time: t0,
        make: (id) => ({ ...base, id, code: 'adjustment', debitAccountId: LEGACY, creditAccountId: WALLET, amount, phase: 'posted', createdAt: t0 }),
      });
    if (d.kind.startsWith('hold')) {
      const holdKey = -1 - i;
      events.push({
        time: t0,
        make: (id) => ({
          ...base,
          id,
          code: 'investment',
          debitAccountId: WALLET,
          creditAccountId: OTHER,
          amount,
          phase: 'pending',
          createdAt: t0,
          referenceId: String(holdKey),
        }),
      });
      if (d.kind !== 'hold-open') {
        const t1 = at(Math.min(19, d.day + d.later), 2);
        events.push({
          time: new Date(Math.max(t1.getTime(), t0.getTime() + 1)),
          make: (id) => ({
            ...base,
            id,
            code: 'investment',
            debitAccountId: WALLET,
            creditAccountId: OTHER,
            amount,
            phase: d.kind === 'hold-post' ? 'post_pending' : 'void_pending',
            pendingId: null,
            createdAt: t1,
            referenceId: String(holdKey),
          }),
        });
      }
    }
  });
  events.sort((a, b) => a.time.getTime() - b.time.getTime());
  const holdIds = new Map<string, number>();
  events.forEach((e, index) => {
    const row = e.make(index + 1);
    if (row.phase === 'pending') holdIds.set(row.referenceId!, row.id);
    if (row.phase === 'post_pending' || row.phase === 'void_pending') row.pendingId = holdIds.get(row.referenceId!)!;
    rows.push({ ...row, createdAt: e.time });
  });
  return rows;
}

/** The wallets' posted balance at the end of a Vilnius day, from the rows directly. */
function postedUntil(rows: readonly HistoryTransfer[], lastDay: string): number {
  let sum = 0;
  for (const r of rows) {
    if (r.phase !== 'posted' && r.phase !== 'post_pending') continue;
    const d = calendarDate(r.createdAt);
    if (d > lastDay) continue;
    if (r.creditAccountId === WALLET || r.creditAccountId === LEGACY) sum += r.amount;
    if (r.debitAccountId === WALLET || r.debitAccountId === LEGACY) sum -= r.amount;
  }
  return sum;
}

describe('statementOf', () => {
  it('reconciles: opening = posted before the first day, closing = opening + in − out = posted at the end of the last day', () => {
    fc.assert(
      fc.property(drawnArb, fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 19 }), (drawn, a, b) => {
        const rows = history(drawn);
        const [from, to] = [day(Math.min(a, b)), day(Math.max(a, b))];
        const s = statementOf(rows, wallets, from, to);
        expect(s.opening).toBe(Math.min(a, b) === 0 ? 0 : postedUntil(rows, day(Math.min(a, b) - 1)));
        expect(s.closing).toBe(postedUntil(rows, to));
        expect(s.closing).toBe(s.opening + s.totalIn - s.totalOut);
        const sum = s.lines.reduce((total, l) => total + l.amount, 0);
        expect(s.opening + sum).toBe(s.closing);
        expect(s.lines.at(-1)?.balance ?? s.opening).toBe(s.closing);
        for (let i = 1; i < s.lines.length; i++) expect(s.lines[i]!.balance).toBe(s.lines[i - 1]!.balance + s.lines[i]!.amount);
      }),
      { numRuns: 300, seed: 15_001 },
    );
  });

  it('chains: the closing of one period is the opening of the next', () => {
    fc.assert(
      fc.property(drawnArb, fc.integer({ min: 0, max: 18 }), (drawn, split) => {
        const rows = history(drawn);
        const first = statementOf(rows, wallets, day(0), day(split));
        const second = statementOf(rows, wallets, day(split + 1), day(19));
        const whole = statementOf(rows, wallets, day(0), day(19));
        expect(second.opening).toBe(first.closing);
        expect(second.closing).toBe(whole.closing);
        expect(first.lines.length + second.lines.length).toBe(whole.lines.length);
      }),
      { numRuns: 300, seed: 15_002 },
    );
  });

  it('counts a hold when it is posted, never a voided one, and reports what is still held at the end', () => {
    const rows: HistoryTransfer[] = [
      {
        id: 1,
        debitAccountId: OTHER,
        creditAccountId: WALLET,
        amount: cents(100_000),
        phase: 'posted',
        pendingId: null,
        code: 'deposit',
        referenceType: null,
        referenceId: null,
        description: null,
        createdAt: at(0, 0),
      },
      {
        id: 2,
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(30_000),
        phase: 'pending',
        pendingId: null,
        code: 'investment',
        referenceType: null,
        referenceId: null,
        description: null,
        createdAt: at(1, 0),
      },
      {
        id: 3,
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(20_000),
        phase: 'pending',
        pendingId: null,
        code: 'investment',
        referenceType: null,
        referenceId: null,
        description: null,
        createdAt: at(1, 0),
      },
      {
        id: 4,
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(30_000),
        phase: 'post_pending',
        pendingId: 2,
        code: 'investment',
        referenceType: null,
        referenceId: null,
        description: null,
        createdAt: at(5, 0),
      },
      {
        id: 5,
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(20_000),
        phase: 'void_pending',
        pendingId: 3,
        code: 'investment',
        referenceType: null,
        referenceId: null,
        description: null,
        createdAt: at(3, 0),
      },
    ];
    // Days 1–2: both held, nothing moved yet.
    expect(statementOf(rows, wallets, day(1), day(2))).toMatchObject({ opening: 100_000, closing: 100_000, heldAtClose: 50_000, lines: [] });
    // Days 3–4: one released, one still held.
    expect(statementOf(rows, wallets, day(3), day(4))).toMatchObject({ opening: 100_000, closing: 100_000, heldAtClose: 30_000, lines: [] });
    // Day 5: the other posted: it moves on day 5, with the hold's code.
    const posted = statementOf(rows, wallets, day(5), day(5));
    expect(posted).toMatchObject({ opening: 100_000, closing: 70_000, totalOut: 30_000, heldAtClose: 0 });
    expect(posted.lines.map((l) => [l.type, l.amount, l.balance])).toEqual([['investment', -30_000, 70_000]]);
  });
});
