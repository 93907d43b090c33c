import {
  INFLOW_MAX_MONTHS,
  isPortfolioLoanType,
  monthSpan,
  MONTH_PATTERN,
  type InflowFilterType,
  type InflowQuery,
  type PortfolioLoanType,
} from '@platform/contract';

/**
 * What /account/portfolio shows, read from its URL query so the server renders the selection and
 * the page works without JavaScript: loan type, country and the inflow chart's months. Zod-free:
 * the page imports it in the browser too.
 */
export interface InflowSelection {
  filterType: InflowFilterType;
  /** 'YYYY-MM' or '' (a custom range needs both). */
  startDate: string;
  endDate: string;
  skipNotPaidUnterminated: boolean;
}

export interface PortfolioSelection {
  loanType: PortfolioLoanType;
  /** 'all' or an upper-case two-letter country code. */
  country: string;
  inflow: InflowSelection;
}

/** Names of the query parameters. */
export const SELECTION_QUERY = {
  loanType: 'loanType',
  country: 'country',
  inflow: 'inflow',
  inflowFrom: 'inflowFrom',
  inflowTo: 'inflowTo',
  skipNotPaid: 'skipNotPaid',
} as const;

export const DEFAULT_INFLOW: InflowSelection = { filterType: 'default', startDate: '', endDate: '', skipNotPaidUnterminated: false };
export const DEFAULT_SELECTION: PortfolioSelection = { loanType: 'all', country: 'all', inflow: DEFAULT_INFLOW };

const COUNTRY = /^[A-Za-z]{2}$/;

/** The selection in a URL query; anything unreadable falls back to its default. */
export function readPortfolioSelection(params: URLSearchParams): PortfolioSelection {
  const loanType = params.get(SELECTION_QUERY.loanType);
  const country = params.get(SELECTION_QUERY.country) ?? '';
  const month = (name: string) => {
    const value = params.get(name) ?? '';
    return MONTH_PATTERN.test(value) ? value : '';
  };
  const skip = params.get(SELECTION_QUERY.skipNotPaid);
  return {
    loanType: isPortfolioLoanType(loanType) ? loanType : 'all',
    country: COUNTRY.test(country) ? country.toUpperCase() : 'all',
    inflow: {
      filterType: params.get(SELECTION_QUERY.inflow) === 'custom' ? 'custom' : 'default',
      startDate: month(SELECTION_QUERY.inflowFrom),
      endDate: month(SELECTION_QUERY.inflowTo),
      skipNotPaidUnterminated: skip === '1' || skip === 'true' || skip === 'on',
    },
  };
}

/** The query of a selection, defaults left out (so the plain page has a plain URL). */
export function selectionQuery(selection: PortfolioSelection): Record<string, string | undefined> {
  const { inflow } = selection;
  const custom = inflow.filterType === 'custom';
  return {
    [SELECTION_QUERY.loanType]: selection.loanType === 'all' ? undefined : selection.loanType,
    [SELECTION_QUERY.country]: selection.country === 'all' ? undefined : selection.country,
    [SELECTION_QUERY.inflow]: custom ? 'custom' : undefined,
    [SELECTION_QUERY.inflowFrom]: custom && inflow.startDate ? inflow.startDate : undefined,
    [SELECTION_QUERY.inflowTo]: custom && inflow.endDate ? inflow.endDate : undefined,
    [SELECTION_QUERY.skipNotPaid]: inflow.skipNotPaidUnterminated ? '1' : undefined,
  };
}

/**
 * The inflow call's query (spec section 9: filterType 'default' and skipNotPaidUnterminated false
 * unless chosen), or null when a custom range is incomplete, reversed or too long: no call then.
 */
export function inflowQuery(inflow: InflowSelection, loanType: PortfolioLoanType): InflowQuery | null {
  const base = { filterType: inflow.filterType, skipNotPaidUnterminated: inflow.skipNotPaidUnterminated, loanType };
  if (inflow.filterType !== 'custom') return base;
  if (!inflow.startDate || !inflow.endDate) return null;
  const months = monthSpan(inflow.startDate, inflow.endDate);
  if (months < 1 || months > INFLOW_MAX_MONTHS) return null;
  return { ...base, startDate: inflow.startDate, endDate: inflow.endDate };
}
