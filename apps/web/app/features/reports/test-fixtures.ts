import type { Statement, StatementLine } from '@platform/contract';

export const line = (over: Partial<StatementLine> = {}): StatementLine => ({
  date: '2026-03-02T10:00:00.000Z',
  type: 'deposit',
  description: 'Bank transfer',
  reference: 'PAY-1',
  wallet: 'connectPay',
  amount: '1000.00',
  balance: '1500.00',
  ...over,
});

/** March 2026: 500.00 at the start, 1,000.00 in, 350.00 out, 1,150.00 at the end, 200.00 on hold. */
export const STATEMENT: Statement = {
  from: '2026-03-01',
  to: '2026-03-31',
  opening: '500.00',
  closing: '1150.00',
  totalIn: '1000.00',
  totalOut: '350.00',
  heldAtClose: '200.00',
  lines: [
    line(),
    line({ date: '2026-03-10T08:30:00.000Z', type: 'investment', description: 'Solar park Utena', reference: null, amount: '-300.00', balance: '1200.00' }),
    line({ date: '2026-03-20T12:00:00.000Z', type: 'fee', description: null, reference: null, wallet: 'lemonway', amount: '-50.00', balance: '1150.00' }),
  ],
  generatedAt: '2026-04-01T07:00:00.000Z',
};

/** `count` lines of 1.00 each, in date order. */
export function manyLines(count: number): StatementLine[] {
  return Array.from({ length: count }, (_, index) => line({ description: `Line ${index + 1}`, reference: null, amount: '1.00', balance: `${index + 1}.00` }));
}
