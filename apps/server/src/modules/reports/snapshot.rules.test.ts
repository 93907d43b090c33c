import { type Cents, cents, zonedInstant } from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryTransfer } from '../ledger/ledger.history';
import { type SnapshotHolding, type SnapshotTrade, snapshotOf } from './snapshot.rules';

/*
 * Issue 15, decision 0036: the portfolio snapshot's rules, on random histories over 20 Vilnius
 * days. The snapshot works holding by holding; the check here works from the ledger's side in
 * aggregate: principal out (investments posted, holds not voided, parts bought) minus principal
 * back (repayments, refunds, parts sold), all by the end of the day.
 */

const WALLET = 1;
const OTHER = 9;
const wallets = [{ id: WALLET, provider: 'connectPay' as const }];
const day = (n: number) => `2026-03-${String(n + 1).padStart(2, '0')}`;
/** 00:30, noon or 23:30 in Vilnius: the edges of the day are other days in UTC. */
const at = (n: number, edge: number) => zonedInstant({ year: 2026, month: 3, day: n + 1, hour: [0, 12, 23][edge]!, minute: 30 });
const base = { description: null, pendingId: null, referenceType: 'investment' };

interface Drawn {
  kind: 'posted' | 'hold-post' | 'hold-void' | 'hold-open' | 'bought' | 'refunded';
  start: number;
  later: number;
  edge: number;
  amount: number;
  repaid: number[];
  sold: number[];
}

const drawnArb = fc.array(
  fc.record({
    kind: fc.constantFrom('posted', 'hold-post', 'hold-void', 'hold-open', 'bought', 'refunded'),
    start: fc.integer({ min: 0, max: 15 }),
    later: fc.integer({ min: 0, max: 4 }),
    edge: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: 1_000, max: 100_000 }),
    repaid: fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 3 }),
    sold: fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 2 }),
  }) as fc.Arbitrary<Drawn>,
  { maxLength: 8 },
);

function build(drawn: readonly Drawn[]) {
  const transfers: HistoryTransfer[] = [];
  const trades: SnapshotTrade[] = [];
  const holdings: SnapshotHolding[] = [];
  /** What the ledger side says, per event: (day, signed principal). */
  const ledger: { day: number; amount: number }[] = [];
  let id = 0;
  const push = (t: Omit<HistoryTransfer, 'id'>) => {
    id += 1;
    transfers.push({ ...t, id });
    return id;
  };
  drawn.forEach((d, k) => {
    const hid = 100 + k;
    const ref = String(hid);
    const amount = cents(d.amount) as Cents;
    holdings.push({
      id: hid,
      projectId: 1 + (k % 3),
      projectNumber: 500 + (k % 3),
      projectTitle: `P${k % 3}`,
      country: 'LT',
      rateBps: 1200,
      amount,
      createdAt: at(d.start, 1),
      loanStatusNow: 'ACTIVE',
    });
    const t0 = at(d.start, d.edge);
    const end = Math.min(19, d.start + d.later);
    if (d.kind === 'bought') {
      trades.push({ sellerInvestmentId: 999, buyerInvestmentId: hid, principal: amount, at: t0 });
      ledger.push({ day: d.start, amount: d.amount });
    } else if (d.kind === 'posted' || d.kind === 'refunded') {
      push({ ...base, code: 'investment', debitAccountId: WALLET, creditAccountId: OTHER, amount, phase: 'posted', createdAt: t0, referenceId: ref });
      ledger.push({ day: d.start, amount: d.amount });
    } else {
      const hold = push({
        ...base,
        code: 'investment',
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount,
        phase: 'pending',
        createdAt: t0,
        referenceId: ref,
      });
      ledger.push({ day: d.start, amount: d.amount });
      if (d.kind !== 'hold-open') {
        push({
          ...base,
          code: 'investment',
          debitAccountId: WALLET,
          creditAccountId: OTHER,
          amount,
          phase: d.kind === 'hold-post' ? 'post_pending' : 'void_pending',
          pendingId: hold,
          createdAt: at(end, 2),
          referenceId: null,
          referenceType: null,
        });
        if (d.kind === 'hold-void') ledger.push({ day: end, amount: -d.amount });
      }
    }
    if (d.kind === 'refunded') {
      push({ ...base, code: 'refund', debitAccountId: OTHER, creditAccountId: WALLET, amount, phase: 'posted', createdAt: at(end, 2), referenceId: ref });
      ledger.push({ day: end, amount: -d.amount });
      return;
    }
    if (d.kind === 'hold-void') return;
    // Repayments and sales after the start, never more than the holding.
    let left = d.amount;
    d.repaid.forEach((r, i) => {
      const part = Math.min(left, r * 10);
      if (part <= 0) return;
      left -= part;
      const on = Math.min(19, d.start + i + 1);
      push({
        ...base,
        code: 'principal',
        debitAccountId: OTHER,
        creditAccountId: WALLET,
        amount: cents(part),
        phase: 'posted',
        createdAt: at(on, i % 3),
        referenceId: ref,
      });
      ledger.push({ day: on, amount: -part });
    });
    d.sold.forEach((s, i) => {
      const part = Math.min(left, s * 10);
      if (part <= 0) return;
      left -= part;
      const on = Math.min(19, d.start + 2 * i + 1);
      trades.push({ sellerInvestmentId: hid, buyerInvestmentId: 9_000 + k * 10 + i, principal: cents(part), at: at(on, 1) });
      ledger.push({ day: on, amount: -part });
    });
  });
  transfers.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  return { transfers, trades, holdings, ledger };
}

describe('portfolio snapshot rules', () => {
  it("the outstanding total is the ledger's principal out minus principal back at the end of every day", () => {
    fc.assert(
      fc.property(drawnArb, fc.integer({ min: 0, max: 19 }), (drawn, n) => {
        const { transfers, trades, holdings, ledger } = build(drawn);
        const s = snapshotOf({ date: day(n), holdings, transfers, wallets, trades, statusChanges: [] });
        const expected = ledger.filter((e) => e.day <= n).reduce((sum, e) => sum + e.amount, 0);
        expect(s.outstanding).toBe(expected);
        for (const line of s.lines) {
          expect(line.outstanding).toBeGreaterThan(0);
          expect(line.outstanding).toBeLessThanOrEqual(line.holding.amount);
        }
        expect(s.invested).toBe(s.lines.reduce((sum, l) => sum + l.holding.amount, 0));
        expect(s.projects).toBe(new Set(s.lines.map((l) => l.holding.projectId)).size);
      }),
      { numRuns: 400 },
    );
  });

  it('tells a hold still in its reflection period, a voided one and a refund apart, and the loan status of the day', () => {
    const hold = (id: number, ref: string, phase: HistoryTransfer['phase'], when: Date, pendingId: number | null = null): HistoryTransfer => ({
      id,
      code: 'investment',
      debitAccountId: WALLET,
      creditAccountId: OTHER,
      amount: cents(5_000),
      phase,
      pendingId,
      createdAt: when,
      referenceType: pendingId === null ? 'investment' : null,
      referenceId: pendingId === null ? ref : null,
      description: null,
    });
    const h = (id: number, projectId: number, loanStatusNow: string): SnapshotHolding => ({
      id,
      projectId,
      projectNumber: projectId,
      projectTitle: 'x',
      country: 'LV',
      rateBps: 1000,
      amount: cents(5_000),
      createdAt: at(0, 1),
      loanStatusNow,
    });
    const transfers = [
      hold(1, '1', 'pending', at(1, 1)),
      hold(2, '2', 'pending', at(1, 1)),
      hold(3, '1', 'post_pending', at(5, 1), 1),
      hold(4, '2', 'void_pending', at(3, 1), 2),
    ];
    const statusChanges = [
      { projectId: 1, from: 'FUNDED', at: at(6, 1) },
      { projectId: 1, from: 'ACTIVE', at: at(9, 1) },
    ];
    const on = (n: number) => snapshotOf({ date: day(n), holdings: [h(1, 1, 'DELAYED'), h(2, 2, 'CANCELLED')], transfers, wallets, trades: [], statusChanges });
    expect(on(0).lines).toEqual([]);
    expect(on(2).lines.map((l) => [l.holding.id, l.state, l.loanStatus])).toEqual([
      [1, 'reflection', 'FUNDED'],
      [2, 'reflection', 'CANCELLED'],
    ]);
    expect(on(4).lines.map((l) => [l.holding.id, l.state])).toEqual([[1, 'reflection']]);
    expect(on(5).lines.map((l) => [l.holding.id, l.state, l.loanStatus])).toEqual([[1, 'active', 'FUNDED']]);
    expect(on(7).lines.map((l) => l.loanStatus)).toEqual(['ACTIVE']);
    expect(on(12).lines.map((l) => l.loanStatus)).toEqual(['DELAYED']);
  });
});
