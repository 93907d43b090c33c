import { describe, expect, it } from 'vitest';
import { inflowQuerySchema, profitQuerySchema } from './portfolio';
import { monthSpan } from './portfolio-paths';

describe('portfolio queries (spec sections 5 and 9)', () => {
  it("defaults the inflow filter to 'default' and skipNotPaidUnterminated to false", () => {
    expect(inflowQuerySchema.parse({})).toEqual({ filterType: 'default', skipNotPaidUnterminated: false, loanType: 'all' });
    expect(inflowQuerySchema.parse({ skipNotPaidUnterminated: 'true' }).skipNotPaidUnterminated).toBe(true);
  });

  it('refuses a custom inflow range that is incomplete, reversed or longer than 60 months', () => {
    expect(inflowQuerySchema.safeParse({ filterType: 'custom', startDate: '2026-01' }).success).toBe(false);
    expect(inflowQuerySchema.safeParse({ filterType: 'custom', startDate: '2026-02', endDate: '2026-01' }).success).toBe(false);
    expect(inflowQuerySchema.safeParse({ filterType: 'custom', startDate: '2021-01', endDate: '2026-01' }).success).toBe(false);
    expect(inflowQuerySchema.safeParse({ filterType: 'custom', startDate: '2021-02', endDate: '2026-01' }).success).toBe(true);
  });

  it('refuses a profit range whose end is before its start', () => {
    expect(profitQuerySchema.safeParse({ fromTimestamp: '200', toTimestamp: '100' }).success).toBe(false);
    expect(profitQuerySchema.safeParse({ fromTimestamp: '100', toTimestamp: '200' }).success).toBe(true);
  });

  it('counts both ends of a month span', () => {
    expect(monthSpan('2024-11', '2025-02')).toBe(4);
    expect(monthSpan('2026-03', '2026-03')).toBe(1);
    expect(monthSpan('2026-03', '2026-02')).toBe(0);
  });
});
