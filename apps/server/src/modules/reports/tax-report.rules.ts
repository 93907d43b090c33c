import { addCents, calendarDate, type Cents, negCents, subCents, ZERO_CENTS } from '@platform/contract';
import type { HistoryTransfer, WalletRef } from '../ledger/ledger.history';
import { walletLegs } from '../transactions/transactions.rules';

/**
 * The annual tax/income report (issue 15, decision 0036): what the caller's money earned and lost
 * in one Vilnius calendar year, per borrower country. Pure: the rows of the ledger (the user's
 * wallets), the user's secondary-market sales and the write-offs come in, figures go out.
 *
 * - interest, late interest, bonuses: the posted ledger legs of the wallets with those codes in the
 *   year, credits minus debits (a reversal lowers them). So the interest figure is, to the cent,
 *   the interest the ledger credited to the wallets in the year.
 * - a sale (market_trades, seller = the user) is split as the market booked it (decision 0034):
 *   price = principal + premium + accrued interest. The accrued interest the buyer paid is interest
 *   income (`interestInSales`); the result of the sale is premium − the seller's fee (a gain when
 *   positive, a loss when negative); the principal back is neither.
 * - fees: the fee legs minus the sales' fees (already in the results), so nothing counts twice.
 * - write-offs: principal of holdings whose loan was written off in the year (no ledger movement
 *   exists for a write-off: the money left at disbursement; the loss is recognised when the
 *   operator writes the loan off).
 * A leg or trade is tied to a country through its holding (reference investment:id); a leg tied to
 * no holding of the user (a bonus) goes to the row with country null.
 */

export interface TaxTrade {
  sellerInvestmentId: number;
  principal: Cents;
  premium: Cents;
  accruedInterest: Cents;
  price: Cents;
  fee: Cents;
  at: Date;
}

export interface TaxWriteOff {
  country: string;
  amount: Cents;
  at: Date;
}

export interface TaxFiguresCents {
  interest: Cents;
  lateInterest: Cents;
  interestInSales: Cents;
  interestIncome: Cents;
  bonuses: Cents;
  marketGains: Cents;
  marketLosses: Cents;
  writeOffs: Cents;
  fees: Cents;
}

export interface TaxReportResult {
  rows: (TaxFiguresCents & { country: string | null })[];
  total: TaxFiguresCents;
  reconciliation: {
    salesReceived: Cents;
    principalSold: Cents;
    premiums: Cents;
    saleFees: Cents;
    feesCharged: Cents;
    sales: number;
  };
}

export interface TaxReportInput {
  year: number;
  transfers: readonly HistoryTransfer[];
  wallets: readonly WalletRef[];
  /** The user's holdings (investment id as text, as ledger references carry it) → borrower country. */
  countryOfHolding: ReadonlyMap<string, string>;
  trades: readonly TaxTrade[];
  writeOffs: readonly TaxWriteOff[];
}

/** The figures in the order of the report files' columns (the JSON keys of taxFiguresSchema). */
export const FIGURES = [
  'interest',
  'lateInterest',
  'interestInSales',
  'interestIncome',
  'bonuses',
  'marketGains',
  'marketLosses',
  'writeOffs',
  'fees',
] as const;

function zeroFigures(): TaxFiguresCents {
  return {
    interest: ZERO_CENTS,
    lateInterest: ZERO_CENTS,
    interestInSales: ZERO_CENTS,
    interestIncome: ZERO_CENTS,
    bonuses: ZERO_CENTS,
    marketGains: ZERO_CENTS,
    marketLosses: ZERO_CENTS,
    writeOffs: ZERO_CENTS,
    fees: ZERO_CENTS,
  };
}

/** The Vilnius calendar year an instant belongs to. */
const yearOf = (instant: Date): number => Number(calendarDate(instant).slice(0, 4));

export function taxReportOf(input: TaxReportInput): TaxReportResult {
  const walletOf = new Map(input.wallets.map((w) => [w.id, w.provider]));
  const byCountry = new Map<string | null, TaxFiguresCents>();
  const row = (country: string | null) => {
    let figures = byCountry.get(country);
    if (!figures) byCountry.set(country, (figures = zeroFigures()));
    return figures;
  };
  const countryOf = (t: Pick<HistoryTransfer, 'referenceType' | 'referenceId'>) =>
    t.referenceType === 'investment' && t.referenceId !== null ? (input.countryOfHolding.get(t.referenceId) ?? null) : null;

  let salesReceived = ZERO_CENTS;
  let feesCharged = ZERO_CENTS;
  for (const t of input.transfers) {
    if (t.phase !== 'posted' && t.phase !== 'post_pending') continue;
    if (yearOf(t.createdAt) !== input.year) continue;
    for (const leg of walletLegs(t, walletOf)) {
      if (t.code === 'interest') row(countryOf(t)).interest = addCents(row(countryOf(t)).interest, leg.amount);
      else if (t.code === 'late_interest') row(countryOf(t)).lateInterest = addCents(row(countryOf(t)).lateInterest, leg.amount);
      else if (t.code === 'bonus') row(countryOf(t)).bonuses = addCents(row(countryOf(t)).bonuses, leg.amount);
      else if (t.code === 'fee') {
        row(countryOf(t)).fees = subCents(row(countryOf(t)).fees, leg.amount);
        feesCharged = subCents(feesCharged, leg.amount);
      } else if (t.code === 'market_sale') salesReceived = addCents(salesReceived, leg.amount);
    }
  }

  let principalSold = ZERO_CENTS;
  let premiums = ZERO_CENTS;
  let saleFees = ZERO_CENTS;
  let sales = 0;
  for (const trade of input.trades) {
    if (yearOf(trade.at) !== input.year) continue;
    const figures = row(input.countryOfHolding.get(String(trade.sellerInvestmentId)) ?? null);
    figures.interestInSales = addCents(figures.interestInSales, trade.accruedInterest);
    const result = subCents(trade.premium, trade.fee);
    if (result > 0) figures.marketGains = addCents(figures.marketGains, result);
    else figures.marketLosses = addCents(figures.marketLosses, negCents(result));
    // The sale's fee is inside its result: taken out of the fees so it does not count twice.
    figures.fees = subCents(figures.fees, trade.fee);
    principalSold = addCents(principalSold, trade.principal);
    premiums = addCents(premiums, trade.premium);
    saleFees = addCents(saleFees, trade.fee);
    sales += 1;
  }

  for (const w of input.writeOffs) {
    if (yearOf(w.at) !== input.year) continue;
    row(w.country).writeOffs = addCents(row(w.country).writeOffs, w.amount);
  }

  const total = zeroFigures();
  const rows = [...byCountry.entries()]
    .map(([country, figures]) => {
      figures.interestIncome = addCents(addCents(figures.interest, figures.lateInterest), figures.interestInSales);
      return { country, ...figures };
    })
    .filter((r) => FIGURES.some((f) => r[f] !== 0))
    .sort((a, b) => (a.country === b.country ? 0 : a.country === null ? 1 : b.country === null ? -1 : a.country < b.country ? -1 : 1));
  for (const r of rows) for (const f of FIGURES) total[f] = addCents(total[f], r[f]);
  return {
    rows,
    total,
    reconciliation: {
      salesReceived,
      principalSold,
      premiums,
      saleFees,
      feesCharged,
      sales,
    },
  };
}

/** The year's first and last Vilnius calendar days. */
export function yearDays(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
