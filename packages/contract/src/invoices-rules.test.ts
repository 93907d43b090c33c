import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from './datetime';
import {
  AGGREGATION_THRESHOLD,
  creditAmounts,
  type FeeToInvoice,
  invoiceCode,
  invoiceTotals,
  isMonthClosed,
  lineAmounts,
  monthBounds,
  invoiceKindText,
  planInvoices,
  seriesOf,
  vatOf,
  vilniusMonth,
} from './invoices-rules';
import { addCents, type Cents, toCents } from './money';

const c = (n: number) => toCents(n);
const at = (year: number, month: number, day: number, hour = 12, minute = 0) => zonedInstant({ year, month, day, hour, minute });
const none = () => 0;

describe('series and codes', () => {
  it('takes the Vilnius calendar year: the first minutes of 1 January belong to the new year', () => {
    expect(seriesOf('invoice', at(2026, 3, 5))).toBe('F-2026');
    expect(seriesOf('credit_note', at(2026, 3, 5))).toBe('CN-2026');
    // 31 Dec 2026 23:30 UTC is 1 Jan 2027 01:30 in Vilnius.
    expect(seriesOf('invoice', new Date('2026-12-31T23:30:00Z'))).toBe('F-2027');
    expect(seriesOf('invoice', new Date('2026-12-31T21:30:00Z'))).toBe('F-2026');
  });

  it('prints six digits and refuses a number that is not a positive integer', () => {
    expect(invoiceCode('F-2026', 42)).toBe('F-2026-000042');
    expect(invoiceCode('CN-2027', 1)).toBe('CN-2027-000001');
    expect(invoiceCode('F-2026', 1_234_567)).toBe('F-2026-1234567');
    expect(() => invoiceCode('F-2026', 0)).toThrow(RangeError);
    expect(() => invoiceCode('F-2026', 1.5)).toThrow(RangeError);
  });
});

describe('months', () => {
  it('are Vilnius months, and close at Vilnius midnight', () => {
    expect(vilniusMonth(new Date('2026-10-31T22:30:00Z'))).toBe('2026-11'); // 00:30 on 1 Nov (EET)
    expect(vilniusMonth(new Date('2026-10-31T21:59:00Z'))).toBe('2026-10');
    const { start, end } = monthBounds('2026-12');
    expect(start.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(isMonthClosed('2026-12', new Date('2026-12-31T21:59:59Z'))).toBe(false);
    expect(isMonthClosed('2026-12', new Date('2026-12-31T22:00:00Z'))).toBe(true);
    // Summer time: July starts at 21:00 UTC on 30 June.
    expect(monthBounds('2026-07').start.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
  });
});

describe('planInvoices', () => {
  const fee = (transferId: number, userId: number, occurredAt: Date): FeeToInvoice => ({ transferId, userId, occurredAt });

  it('bills the first five fees of a month one by one and keeps the rest for the closed month', () => {
    const fees = Array.from({ length: 8 }, (_, k) => fee(100 + k, 7, at(2026, 11, 2 + k)));
    const open = planInvoices(fees, none, at(2026, 11, 27));
    expect(open).toEqual(fees.slice(0, AGGREGATION_THRESHOLD).map((f) => ({ userId: 7, aggregated: false, periodMonth: null, transferIds: [f.transferId] })));

    // The five are billed; at the next run in the same month the three still wait.
    const rest = fees.slice(5);
    expect(planInvoices(rest, () => 5, at(2026, 11, 30, 23, 59))).toEqual([]);
    // After Vilnius midnight they go on one invoice for November.
    expect(planInvoices(rest, () => 5, at(2026, 12, 1, 0, 1))).toEqual([{ userId: 7, aggregated: true, periodMonth: '2026-11', transferIds: [105, 106, 107] }]);
  });

  it('orders by time then transfer id, and keeps months and users apart', () => {
    const same = at(2026, 5, 10);
    const fees = [fee(3, 1, same), fee(2, 1, same), fee(9, 2, at(2026, 5, 1)), fee(4, 1, at(2026, 4, 30))];
    const plan = planInvoices(fees, (userId, month) => (userId === 1 && month === '2026-05' ? 4 : 0), at(2026, 6, 2));
    expect(plan).toEqual([
      { userId: 1, aggregated: false, periodMonth: null, transferIds: [4] },
      { userId: 1, aggregated: false, periodMonth: null, transferIds: [2] },
      { userId: 1, aggregated: true, periodMonth: '2026-05', transferIds: [3] },
      { userId: 2, aggregated: false, periodMonth: null, transferIds: [9] },
    ]);
  });

  it('still bills a closed month one by one for the fees within the threshold that nobody billed', () => {
    const fees = [fee(1, 1, at(2026, 1, 5)), fee(2, 1, at(2026, 1, 6))];
    expect(planInvoices(fees, none, at(2026, 3, 1)).map((p) => p.aggregated)).toEqual([false, false]);
  });

  const feesArb = fc.array(
    fc.record({
      userId: fc.integer({ min: 1, max: 3 }),
      // Anywhere in 2026, to the minute (month edges included).
      minute: fc.integer({ min: 0, max: 365 * 24 * 60 }),
    }),
    { maxLength: 40 },
  );

  it('property: each fee at most once; single invoices within the threshold; aggregated only for closed months; nothing left for a closed month; a second run plans nothing', () => {
    fc.assert(
      fc.property(feesArb, fc.integer({ min: 0, max: 400 * 24 * 60 }), fc.integer({ min: 1, max: 6 }), (raw, nowMinute, threshold) => {
        const base = Date.UTC(2025, 11, 31, 22, 0);
        const fees = raw.map((r, k) => fee(k + 1, r.userId, new Date(base + r.minute * 60_000)));
        const now = new Date(base + nowMinute * 60_000);
        const plan = planInvoices(fees, none, now, threshold);
        const billed = plan.flatMap((p) => p.transferIds);
        expect(new Set(billed).size).toBe(billed.length);
        const single = new Map<string, number>();
        for (const p of plan) {
          const month = vilniusMonth(fees[p.transferIds[0]! - 1]!.occurredAt);
          for (const id of p.transferIds) {
            expect(fees[id - 1]!.userId).toBe(p.userId);
            expect(vilniusMonth(fees[id - 1]!.occurredAt)).toBe(month);
          }
          if (p.aggregated) {
            expect(p.periodMonth).toBe(month);
            expect(isMonthClosed(month, now)).toBe(true);
          } else {
            expect(p.transferIds).toHaveLength(1);
            single.set(`${p.userId}|${month}`, (single.get(`${p.userId}|${month}`) ?? 0) + 1);
          }
        }
        for (const count of single.values()) expect(count).toBeLessThanOrEqual(threshold);
        for (const f of fees) if (isMonthClosed(vilniusMonth(f.occurredAt), now)) expect(billed).toContain(f.transferId);

        // Apply the plan; the next run issues nothing more.
        const left = fees.filter((f) => !billed.includes(f.transferId));
        const again = planInvoices(left, (userId, month) => single.get(`${userId}|${month}`) ?? 0, now, threshold);
        expect(again).toEqual([]);
      }),
    );
  });
});

describe('amounts', () => {
  it('exempt fees carry no VAT; a standard rate rounds half up; totals add up; a credit note negates', () => {
    expect(vatOf(c(1234), { treatment: 'exempt' })).toBe(0);
    expect(vatOf(c(250), { treatment: 'standard', rateBps: 2100 })).toBe(53); // 52.5 → 53
    expect(lineAmounts(c(100), { treatment: 'exempt' })).toEqual({ net: 100, vat: 0, total: 100 });
    const lines = [lineAmounts(c(100), { treatment: 'exempt' }), lineAmounts(c(5), { treatment: 'exempt' })];
    expect(invoiceTotals(lines)).toEqual({ net: 105, vat: 0, total: 105 });
    expect(creditAmounts({ net: c(105), vat: c(0), total: c(105) })).toEqual({ net: -105, vat: 0, total: -105 });
  });

  it('property: total = net + VAT on every line and on the invoice, and invoice + credit note = 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 2700 }),
        fc.boolean(),
        (nets, rateBps, exempt) => {
          const rule = exempt ? ({ treatment: 'exempt' } as const) : ({ treatment: 'standard', rateBps } as const);
          const lines = nets.map((n) => lineAmounts(c(n), rule));
          for (const l of lines) expect(l.total).toBe(addCents(l.net, l.vat));
          const totals = invoiceTotals(lines);
          expect(totals.total).toBe(addCents(totals.net, totals.vat));
          expect(totals.net).toBe(nets.reduce((s, n) => s + n, 0));
          const credit = creditAmounts(totals);
          expect(addCents(credit.total, totals.total)).toBe(0 as Cents);
          expect(addCents(credit.net, totals.net)).toBe(0 as Cents);
          if (exempt) expect(totals.vat).toBe(0);
        },
      ),
    );
  });
});

describe('invoiceKindText', () => {
  const t = (key: string, values?: Record<string, string>) => (values ? `${key}:${JSON.stringify(values)}` : key);
  it('names a credit note, a month’s aggregated invoice and an invoice', () => {
    expect(invoiceKindText({ kind: 'credit_note', aggregated: true, periodMonth: '2026-11' }, t)).toBe('invoices.kind.credit_note');
    expect(invoiceKindText({ kind: 'invoice', aggregated: true, periodMonth: '2026-11' }, t)).toBe('invoices.kind.aggregated:{"month":"2026-11"}');
    expect(invoiceKindText({ kind: 'invoice', aggregated: false, periodMonth: null }, t)).toBe('invoices.kind.invoice');
    expect(invoiceKindText({ kind: 'invoice', aggregated: true, periodMonth: null }, t)).toBe('invoices.kind.invoice');
  });
});
