// Zod-free: the project list page reads and writes its URL query with these in the browser bundle.
import { percentStringToBps } from './money';

/** Statuses a visitor may filter the catalogue by (DRAFT and CANCELLED are never listed). */
export const FILTER_STATUSES = ['SECRET', 'COMING_SOON', 'GATHERING', 'FUNDED', 'ACTIVE', 'DELAYED', 'DEFAULTED', 'RECOVERY', 'WRITTEN_OFF', 'REPAID'] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

export const PROJECT_SORTS = ['newest', 'rate_desc', 'rate_asc', 'term_asc', 'term_desc', 'amount_desc', 'amount_asc'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const DEFAULT_PROJECT_SORT: ProjectSort = 'newest';

/** Loan type 7 is never preselected (spec section 9); the catalogue preselects no loan type at all. */
export const NEVER_PRESELECTED_LOAN_TYPE = 7;

/** Query parameter names of the catalogue (`/projects/2?type=1,3&country=LT&sort=rate_desc`). */
export const FILTER_QUERY = {
  loanTypes: 'type',
  countries: 'country',
  riskGroups: 'risk',
  statuses: 'status',
  rateMin: 'rateMin',
  rateMax: 'rateMax',
  termMin: 'termMin',
  termMax: 'termMax',
  sort: 'sort',
} as const;
export type FilterField = keyof typeof FILTER_QUERY;

/** Limits of the ranges (percent per year, months). */
export const FILTER_LIMITS = { rateMax: 100, termMax: 600, listMax: 20 } as const;

export interface ProjectFilter {
  loanTypes: number[];
  /** ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  riskGroups: number[];
  statuses: FilterStatus[];
  /** Percent with at most two decimals, normalised to "8.50". */
  rateMin: string | null;
  rateMax: string | null;
  termMin: number | null;
  termMax: number | null;
  sort: ProjectSort;
}

export function emptyProjectFilter(): ProjectFilter {
  return { loanTypes: [], countries: [], riskGroups: [], statuses: [], rateMin: null, rateMax: null, termMin: null, termMax: null, sort: DEFAULT_PROJECT_SORT };
}

export interface FilterReading {
  /** The valid part of the query (invalid values dropped). */
  filter: ProjectFilter;
  /** Fields that held something invalid: the API answers 400 for these, the page ignores them. */
  invalid: FilterField[];
}

type QueryLike = URLSearchParams | Record<string, unknown>;

function rawOf(query: QueryLike, name: string): string | null {
  // Repeated parameters (`type=1&type=3`, what a plain GET form of checkboxes sends) read as one list.
  const value = query instanceof URLSearchParams ? (query.has(name) ? query.getAll(name).join(',') : null) : query[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return '\u0000';
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

function listOf<T>(raw: string | null, item: (part: string) => T | null): { values: T[]; ok: boolean } {
  if (raw === null) return { values: [], ok: true };
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const values: T[] = [];
  let ok = parts.length > 0 && parts.length <= FILTER_LIMITS.listMax;
  for (const part of parts.slice(0, FILTER_LIMITS.listMax)) {
    const value = item(part);
    if (value === null) ok = false;
    else values.push(value);
  }
  return { values: unique(values), ok };
}

const positiveId = (part: string) => (/^[1-9]\d{0,8}$/.test(part) ? Number(part) : null);
const countryCode = (part: string) => (/^[A-Za-z]{2}$/.test(part) ? part.toUpperCase() : null);
const statusOf = (part: string) => {
  const upper = part.toUpperCase();
  return (FILTER_STATUSES as readonly string[]).includes(upper) ? (upper as FilterStatus) : null;
};

/** "8", "8.5", "8,50" → "8.50"; null when not a percent in 0..100 with at most two decimals. */
export function normalizePercent(raw: string): string | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (whole > FILTER_LIMITS.rateMax || (whole === FILTER_LIMITS.rateMax && fraction !== '00')) return null;
  return `${whole}.${fraction}`;
}

/** Percent string ("8.50") → basis points (850), without floating point. */
export function filterPercentToBps(percent: string): number {
  const [whole, fraction = ''] = percent.split('.');
  const bps = percentStringToBps(`${whole}.${fraction.slice(0, 2)}`.replace(/\.$/, ''));
  if (bps === null) throw new RangeError(`Not a percent: ${percent}`);
  return bps;
}

const months = (raw: string) => (/^\d{1,3}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= FILTER_LIMITS.termMax ? Number(raw) : null);

/**
 * Reads the catalogue filter from a URL query (or a parsed querystring). Unknown parameters are
 * left alone (utm_source and friends); every known one is checked, and a range whose minimum is
 * above its maximum is invalid as a whole.
 */
export function readProjectFilter(query: QueryLike): FilterReading {
  const filter = emptyProjectFilter();
  const invalid: FilterField[] = [];
  const lists = [
    ['loanTypes', positiveId],
    ['countries', countryCode],
    ['riskGroups', positiveId],
    ['statuses', statusOf],
  ] as const;
  for (const [field, item] of lists) {
    const { values, ok } = listOf<number | string>(rawOf(query, FILTER_QUERY[field]), item as (part: string) => number | string | null);
    (filter[field] as (number | string)[]) = values;
    if (!ok) invalid.push(field);
  }
  for (const field of ['rateMin', 'rateMax'] as const) {
    const raw = rawOf(query, FILTER_QUERY[field]);
    if (raw === null) continue;
    const value = normalizePercent(raw);
    if (value === null) invalid.push(field);
    else filter[field] = value;
  }
  for (const field of ['termMin', 'termMax'] as const) {
    const raw = rawOf(query, FILTER_QUERY[field]);
    if (raw === null) continue;
    const value = months(raw);
    if (value === null) invalid.push(field);
    else filter[field] = value;
  }
  if (filter.rateMin !== null && filter.rateMax !== null && filterPercentToBps(filter.rateMin) > filterPercentToBps(filter.rateMax)) {
    invalid.push('rateMax');
    filter.rateMin = null;
    filter.rateMax = null;
  }
  if (filter.termMin !== null && filter.termMax !== null && filter.termMin > filter.termMax) {
    invalid.push('termMax');
    filter.termMin = null;
    filter.termMax = null;
  }
  const sort = rawOf(query, FILTER_QUERY.sort);
  if (sort !== null) {
    if ((PROJECT_SORTS as readonly string[]).includes(sort)) filter.sort = sort as ProjectSort;
    else invalid.push('sort');
  }
  return { filter, invalid: unique(invalid) };
}

/**
 * The filter as URL query parameters, defaults left out and lists sorted, so one filter has one
 * address (and one list-cache key).
 */
export function projectFilterQuery(filter: ProjectFilter): Record<string, string> {
  const out: Record<string, string> = {};
  const join = (values: (number | string)[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(',');
  if (filter.loanTypes.length) out[FILTER_QUERY.loanTypes] = join(filter.loanTypes);
  if (filter.countries.length) out[FILTER_QUERY.countries] = join(filter.countries);
  if (filter.riskGroups.length) out[FILTER_QUERY.riskGroups] = join(filter.riskGroups);
  if (filter.statuses.length) out[FILTER_QUERY.statuses] = join(filter.statuses);
  if (filter.rateMin !== null) out[FILTER_QUERY.rateMin] = filter.rateMin;
  if (filter.rateMax !== null) out[FILTER_QUERY.rateMax] = filter.rateMax;
  if (filter.termMin !== null) out[FILTER_QUERY.termMin] = String(filter.termMin);
  if (filter.termMax !== null) out[FILTER_QUERY.termMax] = String(filter.termMax);
  if (filter.sort !== DEFAULT_PROJECT_SORT) out[FILTER_QUERY.sort] = filter.sort;
  return out;
}

/** One stable string per filter (the guest list cache is keyed by it). */
export function projectFilterKey(filter: ProjectFilter): string {
  return new URLSearchParams(projectFilterQuery(filter)).toString();
}

export function isFilterActive(filter: ProjectFilter): boolean {
  return Object.keys(projectFilterQuery({ ...filter, sort: DEFAULT_PROJECT_SORT })).length > 0;
}

/** Appends the filter's query to an API path. */
export function withProjectFilter(path: string, filter: ProjectFilter): string {
  const search = new URLSearchParams(projectFilterQuery(filter)).toString();
  return search ? `${path}?${search}` : path;
}
