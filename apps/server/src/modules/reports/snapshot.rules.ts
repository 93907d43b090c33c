import { addCents, calendarDate, type Cents, subCents, sumCents } from '@platform/contract';
import type { HistoryTransfer, WalletRef } from '../ledger/ledger.history';
import { walletLegs } from '../transactions/transactions.rules';

/**
 * The portfolio snapshot at the end of a Vilnius day (issue 15, decision 0036): every holding the
 * caller held then, from the ledger's rows rather than today's columns, so that a past day reads
 * as it was.
 *
 * - A holding is held from the day its money left the wallet: its investment hold or posting (the
 *   wallet's `investment` leg that names it), or for a part bought on the market the trade; a
 *   holding with neither (seeded data) from its creation.
 * - A hold voided by the end of the day (revoked, or the project cancelled in the reflection
 *   period) was never held; a refund by then ends it. A hold not posted by then is `reflection`.
 * - outstanding = invested − principal the ledger credited for it by then − principal sold of it
 *   on the market by then. A holding with nothing outstanding (repaid, sold) is not listed.
 * - The loan's status then: the status the earliest audited change after the day moved it from;
 *   with no change since, today's status.
 * So the outstanding total is the ledger's principal out (investments posted or held, parts bought)
 * minus principal back (repayments, refunds, parts sold) by the end of the day.
 */

export interface SnapshotHolding {
  id: number;
  projectId: number;
  projectNumber: number;
  projectTitle: string;
  country: string;
  rateBps: number;
  amount: Cents;
  createdAt: Date;
  loanStatusNow: string;
}

export interface SnapshotTrade {
  sellerInvestmentId: number;
  buyerInvestmentId: number;
  principal: Cents;
  at: Date;
}

export interface LoanStatusChange {
  projectId: number;
  from: string;
  at: Date;
}

export interface SnapshotLine {
  holding: SnapshotHolding;
  since: Date;
  state: 'reflection' | 'active';
  outstanding: Cents;
  loanStatus: string;
}

export interface SnapshotResult {
  lines: SnapshotLine[];
  invested: Cents;
  outstanding: Cents;
  projects: number;
}

export interface SnapshotInput {
  date: string;
  holdings: readonly SnapshotHolding[];
  transfers: readonly HistoryTransfer[];
  wallets: readonly WalletRef[];
  trades: readonly SnapshotTrade[];
  statusChanges: readonly LoanStatusChange[];
}

export function snapshotOf(input: SnapshotInput): SnapshotResult {
  const { date } = input;
  const walletOf = new Map(input.wallets.map((w) => [w.id, w.provider]));
  const by = (t: HistoryTransfer) => calendarDate(t.createdAt) <= date;
  const resolution = new Map<number, HistoryTransfer>();
  for (const t of input.transfers) if (t.pendingId !== null && (t.phase === 'post_pending' || t.phase === 'void_pending')) resolution.set(t.pendingId, t);

  interface Facts {
    start?: Date;
    hold?: HistoryTransfer;
    refunded: boolean;
    principalBack: Cents;
    sold: Cents;
  }
  const facts = new Map<number, Facts>();
  const of = (id: number) => {
    let f = facts.get(id);
    if (!f) facts.set(id, (f = { refunded: false, principalBack: 0 as Cents, sold: 0 as Cents }));
    return f;
  };
  for (const t of input.transfers) {
    if (t.referenceType !== 'investment' || t.referenceId === null) continue;
    const id = Number(t.referenceId);
    if (t.code === 'investment' && (t.phase === 'pending' || t.phase === 'posted')) {
      const f = of(id);
      if (!f.start || t.createdAt < f.start) f.start = t.createdAt;
      if (t.phase === 'pending') f.hold = t;
    }
    if ((t.phase !== 'posted' && t.phase !== 'post_pending') || !by(t)) continue;
    if (t.code === 'refund') of(id).refunded = true;
    if (t.code === 'principal') for (const leg of walletLegs(t, walletOf)) of(id).principalBack = addCents(of(id).principalBack, leg.amount);
  }
  for (const trade of input.trades) {
    const bought = of(trade.buyerInvestmentId);
    if (!bought.start || trade.at < bought.start) bought.start = trade.at;
    if (calendarDate(trade.at) <= date) of(trade.sellerInvestmentId).sold = addCents(of(trade.sellerInvestmentId).sold, trade.principal);
  }
  const changes = [...input.statusChanges].sort((a, b) => a.at.getTime() - b.at.getTime());

  const lines: SnapshotLine[] = [];
  for (const holding of input.holdings) {
    const f = of(holding.id);
    const since = f.start ?? holding.createdAt;
    if (calendarDate(since) > date || f.refunded) continue;
    let state: SnapshotLine['state'] = 'active';
    if (f.hold) {
      const end = resolution.get(f.hold.id);
      const resolvedBy = end !== undefined && calendarDate(end.createdAt) <= date;
      if (resolvedBy && end.phase === 'void_pending') continue;
      if (!resolvedBy) state = 'reflection';
    }
    const outstanding = subCents(subCents(holding.amount, f.principalBack), f.sold);
    if (outstanding <= 0) continue;
    const later = changes.find((c) => c.projectId === holding.projectId && calendarDate(c.at) > date);
    lines.push({
      holding,
      since,
      state,
      outstanding,
      loanStatus: later ? later.from : holding.loanStatusNow,
    });
  }
  lines.sort((a, b) => a.holding.projectNumber - b.holding.projectNumber || a.holding.id - b.holding.id);
  return {
    lines,
    invested: sumCents(lines.map((l) => l.holding.amount)),
    outstanding: sumCents(lines.map((l) => l.outstanding)),
    projects: new Set(lines.map((l) => l.holding.projectId)).size,
  };
}
