import { describe, expect, it } from 'vitest';
import { counterpartOf, maskEmail, mergeAmount } from './merge.rules';
import { cents } from '@platform/contract';

describe('merge rules', () => {
  it('masks emails to the first letter and the domain', () => {
    expect(maskEmail('duplicate@demo.invest')).toBe('d***@demo.invest');
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('broken')).toBe('***');
  });

  it('finds the other account of a pair from either side', () => {
    const pair = { verifiedUserId: 1, duplicateUserId: 2 };
    expect(counterpartOf(pair, 1)).toBe(2);
    expect(counterpartOf(pair, 2)).toBe(1);
    expect(counterpartOf(pair, 3)).toBeNull();
  });

  it('hands over the whole posted balance, unless money is pending either way', () => {
    expect(mergeAmount({ creditsPosted: cents(10_000), debitsPosted: cents(1_234), debitsPending: cents(0), creditsPending: cents(0) })).toEqual({
      amount: 8_766,
    });
    expect(mergeAmount({ creditsPosted: cents(10_000), debitsPosted: cents(0), debitsPending: cents(1), creditsPending: cents(0) })).toEqual({
      blocked: 'pending',
    });
    expect(mergeAmount({ creditsPosted: cents(0), debitsPosted: cents(0), debitsPending: cents(0), creditsPending: cents(5) })).toEqual({ blocked: 'pending' });
  });
});
