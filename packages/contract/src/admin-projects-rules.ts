// Zod-free business rules of the back-office project editor (decision 0017).
import { type Cents, percentStringToBps } from './money';

/** The financial terms investors commit to; they cannot change once a project has been open for investment. */
export const FINANCIAL_TERM_FIELDS = [
  'interestRate',
  'lateInterestRate',
  'termMonths',
  'repaymentMethod',
  'targetAmount',
  'minInvestment',
  'maxInvestment',
] as const;
export type FinancialTermField = (typeof FINANCIAL_TERM_FIELDS)[number];
export type FinancialTerms = Record<FinancialTermField, string | number | null>;

/**
 * Statuses in which the financial terms may still change: nobody could have invested yet. SECRET is
 * not among them: a SECRET project gathers money from its listed investors (decision 0017).
 */
export const TERMS_EDITABLE_STATUSES = ['DRAFT', 'COMING_SOON'] as const;

export function financialTermsLocked(status: string): boolean {
  return !(TERMS_EDITABLE_STATUSES as readonly string[]).includes(status);
}

/** The financial terms an update would change although they are locked (empty when the update is allowed). */
export function lockedTermChanges(status: string, before: FinancialTerms, after: FinancialTerms): FinancialTermField[] {
  if (!financialTermsLocked(status)) return [];
  return FINANCIAL_TERM_FIELDS.filter((field) => String(before[field] ?? '') !== String(after[field] ?? ''));
}

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 100;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A project slug: lower-case letters, digits and single inner hyphens. Never only digits, because
 * `/api/get/project/{id}` reads a number as the project id.
 */
export function isValidSlug(slug: string): boolean {
  return slug.length >= SLUG_MIN_LENGTH && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !/^\d+$/.test(slug);
}

/** A suggestion from a title: "Saulės parkas Nr. 2" -> "saules-parkas-nr-2". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

const PERCENT_PATTERN = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** "12.5" | "12,50" | "12" -> 1250 basis points; null for anything else or above 100 %. */
export function percentToBps(input: string): number | null {
  const match = PERCENT_PATTERN.exec(input.trim());
  if (!match) return null;
  const bps = percentStringToBps(match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}`);
  return bps !== null && bps <= 10_000 ? bps : null;
}

export interface AmountFacts {
  targetCents: Cents;
  minCents: Cents;
  maxCents: Cents | null;
}

/** Field errors of the amounts: minimum <= maximum <= target (message keys of adminProjects). */
export function amountErrors({ targetCents, minCents, maxCents }: AmountFacts): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (minCents > targetCents) errors.minInvestment = ['adminProjects.error.min_above_target'];
  if (maxCents !== null && maxCents < minCents) errors.maxInvestment = ['adminProjects.error.max_below_min'];
  else if (maxCents !== null && maxCents > targetCents) errors.maxInvestment = ['adminProjects.error.max_above_target'];
  return errors;
}

/** True when `requested` holds exactly the ids of `current` (a reorder can neither add nor drop photos). */
export function isPermutation(current: readonly number[], requested: readonly number[]): boolean {
  if (current.length !== requested.length) return false;
  const set = new Set(requested);
  return set.size === requested.length && current.every((id) => set.has(id));
}
