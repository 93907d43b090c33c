import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryTransfer, WalletRef } from '../ledger/ledger.history';
import { filterLines, pageOf, presentTransfers } from './transactions.rules';
import { cents } from '@platform/contract';

const WALLET = 1;
const LEMONWAY = 2;
const CLEARING = 10;
const ELSEWHERE = 11;
const wallets: WalletRef[] = [
  { id: WALLET, provider: 'connectPay' },
  { id: LEMONWAY, provider: 'lemonway' },
];

let nextId = 1;
function row(partial: Partial<HistoryTransfer> & Pick<HistoryTransfer, 'debitAccountId' | 'creditAccountId' | 'amount'>): HistoryTransfer {
  const id = nextId++;
  return {
    id,
    phase: 'posted',
    pendingId: null,
    code: 'deposit',
    referenceType: null,
    referenceId: null,
    description: null,
    createdAt: new Date(Date.UTC(2026, 0, id)),
    ...partial,
  };
}

describe('presentTransfers', () => {
  it('signs amounts from the wallet’s side and keeps a running posted balance', () => {
    nextId = 1;
    const deposit = row({ debitAccountId: CLEARING, creditAccountId: WALLET, amount: cents(10_000) });
    const fee = row({ debitAccountId: WALLET, creditAccountId: ELSEWHERE, amount: cents(125), code: 'fee' });
    const lines = presentTransfers([deposit, fee], wallets);
    expect(lines.map((l) => [l.amount, l.balance, l.status])).toEqual([
      [10_000, 10_000, 'posted'],
      [-125, 9_875, 'posted'],
    ]);
  });

  it('shows a two-phase transfer as one line with its state; only a posted hold moves the balance', () => {
    nextId = 1;
    const deposit = row({ debitAccountId: CLEARING, creditAccountId: WALLET, amount: cents(10_000) });
    const heldPosted = row({ debitAccountId: WALLET, creditAccountId: CLEARING, amount: cents(2_000), phase: 'pending', code: 'withdrawal' });
    const heldVoided = row({ debitAccountId: WALLET, creditAccountId: CLEARING, amount: cents(500), phase: 'pending', code: 'withdrawal' });
    const stillHeld = row({ debitAccountId: WALLET, creditAccountId: ELSEWHERE, amount: cents(300), phase: 'pending', code: 'investment' });
    const posting = row({
      debitAccountId: WALLET,
      creditAccountId: CLEARING,
      amount: cents(2_000),
      phase: 'post_pending',
      pendingId: heldPosted.id,
      code: 'withdrawal',
    });
    const voiding = row({
      debitAccountId: WALLET,
      creditAccountId: CLEARING,
      amount: cents(500),
      phase: 'void_pending',
      pendingId: heldVoided.id,
      code: 'withdrawal',
    });
    const lines = presentTransfers([deposit, heldPosted, heldVoided, stillHeld, posting, voiding], wallets);
    expect(lines.map((l) => [l.id, l.status, l.amount, l.balance])).toEqual([
      [String(deposit.id), 'posted', 10_000, 10_000],
      [String(heldPosted.id), 'posted', -2_000, 8_000],
      [String(heldVoided.id), 'voided', -500, 8_000],
      [String(stillHeld.id), 'pending', -300, 8_000],
    ]);
    expect(lines[1].resolvedAt).toEqual(posting.createdAt);
    expect(lines[3].resolvedAt).toBeNull();
  });

  it('splits a transfer between two of the user’s own wallets into one line per wallet', () => {
    nextId = 1;
    const lemonwayDeposit = row({ debitAccountId: CLEARING, creditAccountId: LEMONWAY, amount: cents(700) });
    const migration = row({ debitAccountId: LEMONWAY, creditAccountId: WALLET, amount: cents(700), code: 'migration' });
    const lines = presentTransfers([lemonwayDeposit, migration], wallets);
    expect(lines.map((l) => [l.id, l.wallet, l.amount, l.balance])).toEqual([
      [String(lemonwayDeposit.id), 'lemonway', 700, 700],
      [`${migration.id}:debit`, 'lemonway', -700, 0],
      [`${migration.id}:credit`, 'connectPay', 700, 700],
    ]);
  });

  it('property: the last balance equals posted credits minus posted debits of the wallets', () => {
    const arbitraryRows = fc.array(
      fc.record({
        toWallet: fc.boolean(),
        amount: fc.integer({ min: 1, max: 1_000_000 }).map(cents),
        kind: fc.constantFrom('posted', 'held', 'heldPosted', 'heldVoided'),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arbitraryRows, (specs) => {
        nextId = 1;
        const rows: HistoryTransfer[] = [];
        let expected = 0;
        for (const spec of specs) {
          const [debit, credit] = spec.toWallet ? [CLEARING, WALLET] : [WALLET, CLEARING];
          const signed = spec.toWallet ? spec.amount : -spec.amount;
          const first = row({ debitAccountId: debit, creditAccountId: credit, amount: spec.amount, phase: spec.kind === 'posted' ? 'posted' : 'pending' });
          rows.push(first);
          if (spec.kind === 'posted' || spec.kind === 'heldPosted') expected += signed;
          if (spec.kind === 'heldPosted' || spec.kind === 'heldVoided') {
            rows.push(
              row({
                debitAccountId: debit,
                creditAccountId: credit,
                amount: spec.amount,
                phase: spec.kind === 'heldPosted' ? 'post_pending' : 'void_pending',
                pendingId: first.id,
              }),
            );
          }
        }
        const lines = presentTransfers(rows, wallets);
        expect(lines).toHaveLength(specs.length);
        expect(lines.at(-1)?.balance ?? 0).toBe(expected);
        // Each balance is the previous one plus the line's amount when posted.
        lines.forEach((line, i) => {
          const before = i === 0 ? 0 : lines[i - 1].balance;
          expect(line.balance).toBe(before + (line.status === 'posted' ? line.amount : 0));
        });
      }),
    );
  });
});

describe('filterLines and pageOf', () => {
  nextId = 1;
  const lines = presentTransfers(
    [
      row({ debitAccountId: CLEARING, creditAccountId: WALLET, amount: cents(10_000), createdAt: new Date('2026-03-01T10:00:00Z') }),
      row({ debitAccountId: WALLET, creditAccountId: ELSEWHERE, amount: cents(2_500), code: 'investment', createdAt: new Date('2026-03-05T10:00:00Z') }),
      row({ debitAccountId: WALLET, creditAccountId: ELSEWHERE, amount: cents(99), code: 'fee', createdAt: new Date('2026-03-09T21:59:59Z') }), // 23:59:59 EET, the last second of 9 March in Vilnius
    ],
    wallets,
  );

  it('filters by type, inclusive days and the amount’s absolute value without changing balances', () => {
    expect(filterLines(lines, { type: 'investment' }).map((l) => [l.amount, l.balance])).toEqual([[-2_500, 7_500]]);
    expect(filterLines(lines, { type: 'all', dateFrom: '2026-03-05', dateTo: '2026-03-09' })).toHaveLength(2);
    expect(filterLines(lines, { type: 'all', dateTo: '2026-03-04' })).toHaveLength(1);
    // Days are Vilnius days (decision 0028): one second later it is 10 March there.
    const later = filterLines([{ ...lines[2]!, date: new Date('2026-03-09T22:00:00Z') }], { type: 'all', dateFrom: '2026-03-10', dateTo: '2026-03-10' });
    expect(later).toHaveLength(1);
    expect(filterLines(lines, { type: 'all', amountMin: cents(2_500), amountMax: cents(10_000) }).map((l) => l.amount)).toEqual([10_000, -2_500]);
    expect(filterLines(lines, { type: 'all', amountMax: cents(98) })).toHaveLength(0);
  });

  it('pages newest first', () => {
    expect(pageOf(lines, 1, 2).map((l) => l.amount)).toEqual([-99, -2_500]);
    expect(pageOf(lines, 2, 2).map((l) => l.amount)).toEqual([10_000]);
    expect(pageOf(lines, 3, 2)).toEqual([]);
  });
});
