import { type Cents, cents, zonedInstant } from '@platform/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryTransfer } from '../ledger/ledger.history';
import { type TaxFiguresCents, type TaxTrade, type TaxWriteOff, taxReportOf } from './tax-report.rules';

/*
 * Issue 15, decision 0036: the annual tax report's rules. Checked against sums computed here from
 * the drawn rows (each drawn with the Vilnius year it belongs to), on random histories around the
 * turn of the year (23:30 on 31 December and 00:30 on 1 January, Vilnius time, are other days in UTC).
 */

const WALLET = 1;
const LEGACY = 2;
const OTHER = 9;
const wallets = [
  { id: WALLET, provider: 'connectPay' as const },
  { id: LEGACY, provider: 'lemonway' as const },
];
const YEAR = 2025;
const COUNTRY_OF = new Map([
  ['101', 'LT'],
  ['102', 'LV'],
  ['103', 'PL'],
]);
/** Late on 31 December of the year before, early on 1 January, mid-year, late on 31 December, early on 1 January after. */
const instants = [
  { at: zonedInstant({ year: YEAR - 1, month: 12, day: 31, hour: 23, minute: 30 }), inYear: false },
  { at: zonedInstant({ year: YEAR, month: 1, day: 1, hour: 0, minute: 30 }), inYear: true },
  { at: zonedInstant({ year: YEAR, month: 6, day: 15, hour: 12, minute: 0 }), inYear: true },
  { at: zonedInstant({ year: YEAR, month: 12, day: 31, hour: 23, minute: 30 }), inYear: true },
  { at: zonedInstant({ year: YEAR + 1, month: 1, day: 1, hour: 0, minute: 30 }), inYear: false },
];
const base = { referenceType: null, referenceId: null, description: null, pendingId: null };

interface DrawnLeg {
  code: 'interest' | 'late_interest' | 'bonus' | 'fee' | 'market_sale' | 'deposit' | 'principal';
  credit: boolean;
  wallet: number;
  when: number;
  holding: string | null;
  amount: number;
  phase: 'posted' | 'pending';
}

const legArb = fc.record({
  code: fc.constantFrom('interest', 'late_interest', 'bonus', 'fee', 'market_sale', 'deposit', 'principal'),
  credit: fc.boolean(),
  wallet: fc.constantFrom(WALLET, LEGACY),
  when: fc.integer({ min: 0, max: 4 }),
  holding: fc.constantFrom('101', '102', '103', '999', null),
  amount: fc.integer({ min: 1, max: 100_000 }),
  phase: fc.constantFrom('posted', 'posted', 'posted', 'pending'),
}) as fc.Arbitrary<DrawnLeg>;
const tradeArb = fc.record({
  seller: fc.constantFrom(101, 102, 103),
  principal: fc.integer({ min: 1_000, max: 100_000 }),
  premium: fc.integer({ min: -2_000, max: 1_000 }),
  accrued: fc.integer({ min: 0, max: 500 }),
  fee: fc.integer({ min: 0, max: 1_000 }),
  when: fc.integer({ min: 0, max: 4 }),
});
const writeOffArb = fc.record({ country: fc.constantFrom('LT', 'PL'), amount: fc.integer({ min: 1, max: 50_000 }), when: fc.integer({ min: 0, max: 4 }) });

function transfersOf(legs: readonly DrawnLeg[]): HistoryTransfer[] {
  return legs.map((l, i) => ({
    ...base,
    id: i + 1,
    code: l.code,
    debitAccountId: l.credit ? OTHER : l.wallet,
    creditAccountId: l.credit ? l.wallet : OTHER,
    amount: cents(l.amount) as Cents,
    phase: l.phase,
    createdAt: instants[l.when]!.at,
    referenceType: l.holding ? 'investment' : null,
    referenceId: l.holding,
  }));
}

const FIGURES: (keyof TaxFiguresCents)[] = [
  'interest',
  'lateInterest',
  'interestInSales',
  'interestIncome',
  'bonuses',
  'marketGains',
  'marketLosses',
  'writeOffs',
  'fees',
];

describe('annual tax report rules', () => {
  it('sums every figure per borrower country and in total, counting only posted legs of the Vilnius year', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { maxLength: 40 }),
        fc.array(tradeArb, { maxLength: 6 }),
        fc.array(writeOffArb, { maxLength: 4 }),
        (legs, drawnTrades, drawnWriteOffs) => {
          const trades: TaxTrade[] = drawnTrades.map((t) => ({
            sellerInvestmentId: t.seller,
            principal: cents(t.principal),
            premium: cents(t.premium),
            accruedInterest: cents(t.accrued),
            price: cents(t.principal + t.premium + t.accrued),
            fee: cents(t.fee),
            at: instants[t.when]!.at,
          }));
          const writeOffs: TaxWriteOff[] = drawnWriteOffs.map((w) => ({ country: w.country, amount: cents(w.amount), at: instants[w.when]!.at }));
          const r = taxReportOf({ year: YEAR, transfers: transfersOf(legs), wallets, countryOfHolding: COUNTRY_OF, trades, writeOffs });

          const counted = legs.filter((l) => l.phase === 'posted' && instants[l.when]!.inYear);
          const net = (code: DrawnLeg['code']) => counted.filter((l) => l.code === code).reduce((s, l) => s + (l.credit ? l.amount : -l.amount), 0);
          const yearTrades = drawnTrades.filter((t) => instants[t.when]!.inYear);
          const sumOf = (values: number[]) => values.reduce((s, v) => s + v, 0);

          expect(r.total.interest).toBe(net('interest'));
          expect(r.total.lateInterest).toBe(net('late_interest'));
          expect(r.total.bonuses).toBe(net('bonus'));
          expect(r.reconciliation.salesReceived).toBe(net('market_sale'));
          expect(r.reconciliation.feesCharged).toBe(counted.filter((l) => l.code === 'fee').reduce((s, l) => s + (l.credit ? -l.amount : l.amount), 0));
          expect(r.total.fees + r.reconciliation.saleFees).toBe(r.reconciliation.feesCharged);
          expect(r.reconciliation.sales).toBe(yearTrades.length);
          expect(r.total.interestInSales).toBe(sumOf(yearTrades.map((t) => t.accrued)));
          expect(r.total.marketGains - r.total.marketLosses).toBe(sumOf(yearTrades.map((t) => t.premium - t.fee)));
          expect(r.total.marketGains).toBeGreaterThanOrEqual(0);
          expect(r.total.marketLosses).toBeGreaterThanOrEqual(0);
          expect(r.total.writeOffs).toBe(sumOf(drawnWriteOffs.filter((w) => instants[w.when]!.inYear).map((w) => w.amount)));
          for (const f of FIGURES) expect(sumOf(r.rows.map((row) => row[f])), f).toBe(r.total[f]);
          for (const row of [...r.rows, r.total]) expect(row.interestIncome).toBe(row.interest + row.lateInterest + row.interestInSales);

          // Per country: a holding's legs go to its country; unknown holdings and untied legs to the null row, listed last.
          const countryOf = (holding: string | null) => (holding ? (COUNTRY_OF.get(holding) ?? null) : null);
          for (const row of r.rows)
            expect(row.interest).toBe(
              counted.filter((l) => l.code === 'interest' && countryOf(l.holding) === row.country).reduce((s, l) => s + (l.credit ? l.amount : -l.amount), 0),
            );
          const order = r.rows.map((row) => row.country);
          expect(order).toEqual([...order.filter((c) => c !== null).sort(), ...order.filter((c) => c === null)]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits a sale: accrued interest is interest income, premium − fee the gain or loss, the sale fee not counted twice', () => {
    const at = instants[2]!.at;
    const transfers: HistoryTransfer[] = [
      {
        ...base,
        id: 1,
        code: 'market_sale',
        debitAccountId: OTHER,
        creditAccountId: WALLET,
        amount: cents(10_437),
        phase: 'posted',
        createdAt: at,
        referenceType: 'investment',
        referenceId: '101',
      },
      {
        ...base,
        id: 2,
        code: 'fee',
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(100),
        phase: 'posted',
        createdAt: at,
        referenceType: 'investment',
        referenceId: '101',
      },
      {
        ...base,
        id: 3,
        code: 'market_sale',
        debitAccountId: OTHER,
        creditAccountId: WALLET,
        amount: cents(4_760),
        phase: 'posted',
        createdAt: at,
        referenceType: 'investment',
        referenceId: '102',
      },
      {
        ...base,
        id: 4,
        code: 'fee',
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(50),
        phase: 'posted',
        createdAt: at,
        referenceType: 'investment',
        referenceId: '102',
      },
      {
        ...base,
        id: 5,
        code: 'fee',
        debitAccountId: WALLET,
        creditAccountId: OTHER,
        amount: cents(30),
        phase: 'posted',
        createdAt: at,
        referenceType: 'investment',
        referenceId: '102',
      },
      { ...base, id: 6, code: 'bonus', debitAccountId: OTHER, creditAccountId: WALLET, amount: cents(500), phase: 'posted', createdAt: at },
    ];
    const trades: TaxTrade[] = [
      { sellerInvestmentId: 101, principal: cents(10_000), premium: cents(250), accruedInterest: cents(187), price: cents(10_437), fee: cents(100), at },
      { sellerInvestmentId: 102, principal: cents(5_000), premium: cents(-250), accruedInterest: cents(10), price: cents(4_760), fee: cents(50), at },
    ];
    const r = taxReportOf({ year: YEAR, transfers, wallets, countryOfHolding: COUNTRY_OF, trades, writeOffs: [] });
    expect(r.rows).toEqual([
      expect.objectContaining({ country: 'LT', interestInSales: 187, interestIncome: 187, marketGains: 150, marketLosses: 0, fees: 0 }),
      expect.objectContaining({ country: 'LV', interestInSales: 10, marketGains: 0, marketLosses: 300, fees: 30 }),
      expect.objectContaining({ country: null, bonuses: 500, fees: 0 }),
    ]);
    expect(r.reconciliation).toEqual({ salesReceived: 15_197, principalSold: 15_000, premiums: 0, saleFees: 150, feesCharged: 180, sales: 2 });
  });

  it('is empty for a year without money', () => {
    const r = taxReportOf({
      year: 2030,
      transfers: transfersOf([{ code: 'interest', credit: true, wallet: WALLET, when: 2, holding: '101', amount: 10, phase: 'posted' }]),
      wallets,
      countryOfHolding: COUNTRY_OF,
      trades: [],
      writeOffs: [],
    });
    expect(r.rows).toEqual([]);
    expect(Object.values(r.total).every((v) => v === 0)).toBe(true);
  });
});
