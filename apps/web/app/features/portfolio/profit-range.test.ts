import { describe, expect, it } from 'vitest';
import { profitRange } from './profit-range';

describe('profitRange', () => {
  it('turns two Vilnius days into Unix seconds, first midnight to the last second of the second day', () => {
    expect(profitRange('2026-01-01', '2026-01-31')).toEqual({ kind: 'ok', fromTimestamp: 1767218400, toTimestamp: 1769896799 });
  });

  it('counts a day of the spring clock change as 23 hours', () => {
    const range = profitRange('2026-03-29', '2026-03-29');
    expect(range).toEqual({ kind: 'ok', fromTimestamp: 1774735200, toTimestamp: 1774817999 });
  });

  it('is incomplete without both dates or with an impossible one: no call then (spec section 5)', () => {
    expect(profitRange('', '2026-01-31')).toEqual({ kind: 'incomplete' });
    expect(profitRange('2026-01-01', '')).toEqual({ kind: 'incomplete' });
    expect(profitRange('2026-02-30', '2026-03-01')).toEqual({ kind: 'incomplete' });
    expect(profitRange('soon', 'later')).toEqual({ kind: 'incomplete' });
  });

  it('refuses a reversed range', () => {
    expect(profitRange('2026-02-01', '2026-01-31')).toEqual({ kind: 'order' });
  });
});
