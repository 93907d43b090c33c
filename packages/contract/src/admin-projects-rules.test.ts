import { describe, expect, it } from 'vitest';
import {
  amountErrors,
  FINANCIAL_TERM_FIELDS,
  financialTermsLocked,
  isPermutation,
  isValidSlug,
  lockedTermChanges,
  percentToBps,
  slugify,
  type FinancialTerms,
} from './admin-projects-rules';
import { PROJECT_STATUSES } from './api';
import { cents } from './money';

const terms: FinancialTerms = {
  interestRate: '10.00',
  lateInterestRate: '2.00',
  termMonths: 12,
  repaymentMethod: 'ANNUITY',
  targetAmount: '100000.00',
  minInvestment: '50.00',
  maxInvestment: null,
};

describe('financial terms lock', () => {
  it('keeps the terms editable only before anyone could invest', () => {
    const editable = PROJECT_STATUSES.filter((s) => !financialTermsLocked(s));
    expect(editable).toEqual(['DRAFT', 'COMING_SOON']);
    for (const status of ['SECRET', 'GATHERING', 'FUNDED', 'ACTIVE', 'REPAID', 'DELAYED', 'DEFAULTED', 'CANCELLED']) {
      expect(financialTermsLocked(status), status).toBe(true);
    }
  });

  it('names every changed term once locked, none while editable, and ignores unchanged ones', () => {
    for (const field of FINANCIAL_TERM_FIELDS) {
      const changed = { ...terms, [field]: field === 'termMonths' ? 24 : field === 'repaymentMethod' ? 'BULLET' : '1.00' };
      expect(lockedTermChanges('GATHERING', terms, changed)).toEqual([field]);
      expect(lockedTermChanges('DRAFT', terms, changed)).toEqual([]);
    }
    expect(lockedTermChanges('ACTIVE', terms, { ...terms })).toEqual([]);
    expect(lockedTermChanges('FUNDED', terms, { ...terms, maxInvestment: '500.00', termMonths: 6 })).toEqual(['termMonths', 'maxInvestment']);
  });
});

describe('slugs', () => {
  it('accepts lower-case words joined by single hyphens and refuses the rest', () => {
    for (const ok of ['solar-park', 'abc', 'flat-2-vilnius', '2nd-floor']) expect(isValidSlug(ok), ok).toBe(true);
    for (const bad of ['', 'ab', 'Solar', 'solar--park', '-solar', 'solar-', 'solar park', 'saulės', '12345', 'a/b', 'x'.repeat(101)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it('suggests a valid slug from a title', () => {
    expect(slugify('Saulės parkas Nr. 2')).toBe('saules-parkas-nr-2');
    expect(isValidSlug(slugify('  Łódź — Office  Tower! '))).toBe(true);
  });
});

describe('percent input', () => {
  it('reads percent with dot or comma into basis points', () => {
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('12,05')).toBe(1205);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    for (const bad of ['', '-1', '100.01', '1.234', 'abc', '1e2']) expect(percentToBps(bad), bad).toBeNull();
  });
});

describe('amounts', () => {
  it('wants minimum <= maximum <= target', () => {
    expect(amountErrors({ targetCents: cents(100_000), minCents: cents(5_000), maxCents: null })).toEqual({});
    expect(amountErrors({ targetCents: cents(100_000), minCents: cents(5_000), maxCents: cents(100_000) })).toEqual({});
    expect(Object.keys(amountErrors({ targetCents: cents(100), minCents: cents(5_000), maxCents: null }))).toEqual(['minInvestment']);
    expect(Object.keys(amountErrors({ targetCents: cents(100_000), minCents: cents(5_000), maxCents: cents(4_000) }))).toEqual(['maxInvestment']);
    expect(Object.keys(amountErrors({ targetCents: cents(100_000), minCents: cents(5_000), maxCents: cents(200_000) }))).toEqual(['maxInvestment']);
  });
});

describe('photo reorder', () => {
  it('accepts only the same ids in another order', () => {
    expect(isPermutation([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isPermutation([1, 2, 3], [1, 2])).toBe(false);
    expect(isPermutation([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(isPermutation([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(isPermutation([], [])).toBe(true);
  });
});
