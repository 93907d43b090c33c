import { MARKET_SORTS, premiumBpsOf, type MarketListQuery } from '@platform/contract';

/**
 * The market list's filters and sort as they stand in the page's URL query (issue 13). Read without
 * zod, so the filter form checks what it submits in the browser with the same rules as the loader:
 * a value the API would refuse is dropped (and reported), the way the project list treats a
 * typed-in address (decision 0016). The names are the API's query names.
 */
export const MARKET_LOAN_TYPES = ['all', 'default', 'greenLoan'] as const;
export const MARKET_LOAN_STATUSES = ['ACTIVE', 'DELAYED'] as const;
export const MARKET_RISK_GROUPS = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D'] as const;
export { MARKET_SORTS };

export type MarketLoanType = (typeof MARKET_LOAN_TYPES)[number];
export type MarketLoanStatus = (typeof MARKET_LOAN_STATUSES)[number];
export type MarketSort = (typeof MARKET_SORTS)[number];

export interface MarketFilter {
  loanType: MarketLoanType;
  /** Two letters, upper case; null for every country. */
  country: string | null;
  riskGroups: string[];
  /** Percents as typed ("11.5", "-5"); null when not set. */
  minInterest: string | null;
  maxInterest: string | null;
  maxRemainingMonths: string | null;
  minDiscount: string | null;
  maxDiscount: string | null;
  loanStatus: MarketLoanStatus | null;
  sort: MarketSort;
}

export const MARKET_QUERY = {
  loanType: 'loanType',
  country: 'country',
  riskGroups: 'riskGroups',
  minInterest: 'minInterest',
  maxInterest: 'maxInterest',
  maxRemainingMonths: 'maxRemainingMonths',
  minDiscount: 'minDiscount',
  maxDiscount: 'maxDiscount',
  loanStatus: 'loanStatus',
  sort: 'sort',
  /** The record dialog: `?record=12` opens it (a link can be shared). */
  record: 'record',
} as const;

export const EMPTY_MARKET_FILTER: MarketFilter = {
  loanType: 'all',
  country: null,
  riskGroups: [],
  minInterest: null,
  maxInterest: null,
  maxRemainingMonths: null,
  minDiscount: null,
  maxDiscount: null,
  loanStatus: null,
  sort: 'newest',
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | null => ((values as readonly string[]).includes(value) ? (value as T) : null);

/** A percent with at most two decimals within [minBps, maxBps] basis points (the API's bounds); null otherwise. */
function percentBps(text: string, minBps: number, maxBps: number): number | null {
  const bps = premiumBpsOf(text);
  return bps !== null && bps >= minBps && bps <= maxBps ? bps : null;
}

/**
 * The filter of a URL query. Repeated parameters (a form without JavaScript sends one per checked
 * box) and comma lists are both read. `invalid` names the parameters that were dropped.
 */
export function readMarketFilter(search: URLSearchParams): { filter: MarketFilter; invalid: string[] } {
  const invalid: string[] = [];
  const filter: MarketFilter = { ...EMPTY_MARKET_FILTER, riskGroups: [] };
  const text = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return value === '' ? null : value;
  };
  const take = <T>(name: string, value: string | null, read: (v: string) => T | null, set: (v: T) => void) => {
    if (value === null) return;
    const parsed = read(value);
    if (parsed === null) invalid.push(name);
    else set(parsed);
  };

  take(
    MARKET_QUERY.loanType,
    text(MARKET_QUERY.loanType),
    (v) => oneOf(MARKET_LOAN_TYPES, v),
    (v) => (filter.loanType = v),
  );
  take(
    MARKET_QUERY.country,
    text(MARKET_QUERY.country),
    (v) => (/^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null),
    (v) => (filter.country = v),
  );
  const groups = search
    .getAll(MARKET_QUERY.riskGroups)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  for (const group of groups) {
    if (!oneOf(MARKET_RISK_GROUPS, group)) invalid.push(MARKET_QUERY.riskGroups);
    else if (!filter.riskGroups.includes(group)) filter.riskGroups.push(group);
  }
  filter.riskGroups = MARKET_RISK_GROUPS.filter((g) => filter.riskGroups.includes(g));
  const interest = (v: string) => (percentBps(v, 0, 10_000) === null ? null : v);
  const discount = (v: string) => (percentBps(v, -10_000, 10_000) === null ? null : v);
  take(MARKET_QUERY.minInterest, text(MARKET_QUERY.minInterest), interest, (v) => (filter.minInterest = v));
  take(MARKET_QUERY.maxInterest, text(MARKET_QUERY.maxInterest), interest, (v) => (filter.maxInterest = v));
  take(
    MARKET_QUERY.maxRemainingMonths,
    text(MARKET_QUERY.maxRemainingMonths),
    (v) => (/^\d{1,3}$/.test(v) && Number.parseInt(v, 10) <= 600 ? String(Number.parseInt(v, 10)) : null),
    (v) => (filter.maxRemainingMonths = v),
  );
  take(MARKET_QUERY.minDiscount, text(MARKET_QUERY.minDiscount), discount, (v) => (filter.minDiscount = v));
  take(MARKET_QUERY.maxDiscount, text(MARKET_QUERY.maxDiscount), discount, (v) => (filter.maxDiscount = v));
  take(
    MARKET_QUERY.loanStatus,
    text(MARKET_QUERY.loanStatus),
    (v) => oneOf(MARKET_LOAN_STATUSES, v),
    (v) => (filter.loanStatus = v),
  );
  take(
    MARKET_QUERY.sort,
    text(MARKET_QUERY.sort),
    (v) => oneOf(MARKET_SORTS, v),
    (v) => (filter.sort = v),
  );

  // A reversed range is refused by the API: its upper end is dropped.
  const reversed = (min: string | null, max: string | null) => min !== null && max !== null && premiumBpsOf(min)! > premiumBpsOf(max)!;
  if (reversed(filter.minInterest, filter.maxInterest)) {
    filter.maxInterest = null;
    invalid.push(MARKET_QUERY.maxInterest);
  }
  if (reversed(filter.minDiscount, filter.maxDiscount)) {
    filter.maxDiscount = null;
    invalid.push(MARKET_QUERY.maxDiscount);
  }
  return { filter, invalid: [...new Set(invalid)] };
}

/** The canonical URL query of a filter: defaults left out, risk groups as one comma list. */
export function marketFilterQuery(filter: MarketFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.loanType !== 'all') query[MARKET_QUERY.loanType] = filter.loanType;
  if (filter.country) query[MARKET_QUERY.country] = filter.country;
  if (filter.riskGroups.length > 0) query[MARKET_QUERY.riskGroups] = filter.riskGroups.join(',');
  if (filter.minInterest !== null) query[MARKET_QUERY.minInterest] = filter.minInterest;
  if (filter.maxInterest !== null) query[MARKET_QUERY.maxInterest] = filter.maxInterest;
  if (filter.maxRemainingMonths !== null) query[MARKET_QUERY.maxRemainingMonths] = filter.maxRemainingMonths;
  if (filter.minDiscount !== null) query[MARKET_QUERY.minDiscount] = filter.minDiscount;
  if (filter.maxDiscount !== null) query[MARKET_QUERY.maxDiscount] = filter.maxDiscount;
  if (filter.loanStatus !== null) query[MARKET_QUERY.loanStatus] = filter.loanStatus;
  if (filter.sort !== 'newest') query[MARKET_QUERY.sort] = filter.sort;
  return query;
}

/** The API's query of one page of the list. */
export function marketListQuery(filter: MarketFilter, page: number): MarketListQuery {
  return { page, ...marketFilterQuery(filter) } as MarketListQuery;
}

/** True when a filter (not only the sort) narrows the list. */
export function isMarketFilterActive(filter: MarketFilter): boolean {
  const { sort: _sort, ...query } = marketFilterQuery(filter);
  return Object.keys(query).length > 0;
}

/** A key that changes with the filter: the form remounts, so its defaults follow the address. */
export const marketFilterKey = (filter: MarketFilter) => JSON.stringify(marketFilterQuery(filter));

/** The record the dialog shows (`?record=12`), null when none or not an id. */
export function readRecordParam(search: URLSearchParams): number | null {
  const raw = search.get(MARKET_QUERY.record) ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** Two addresses that differ in the dialog's `record` parameter only (the list stays as it is). */
export function onlyRecordChanged(current: { pathname: string; search: string }, next: { pathname: string; search: string }): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: { search: string }) => {
    const search = new URLSearchParams(url.search);
    search.delete(MARKET_QUERY.record);
    search.sort();
    return search.toString();
  };
  return current.search !== next.search && strip(current) === strip(next);
}
