import { describe, expect, it } from 'vitest';
import { monthSpan } from '@platform/contract';
import { DEFAULT_SELECTION, inflowQuery, readPortfolioSelection, selectionQuery } from './portfolio-query';

const read = (query: string) => readPortfolioSelection(new URLSearchParams(query));

describe('portfolio selection in the URL query', () => {
  it('reads loan type, country and the inflow months, and falls back to defaults for anything else', () => {
    expect(read('')).toEqual(DEFAULT_SELECTION);
    expect(read('loanType=greenLoan&country=lt&inflow=custom&inflowFrom=2025-01&inflowTo=2025-12&skipNotPaid=1')).toEqual({
      loanType: 'greenLoan',
      country: 'LT',
      inflow: { filterType: 'custom', startDate: '2025-01', endDate: '2025-12', skipNotPaidUnterminated: true },
    });
    expect(read('loanType=7&country=Lithuania&inflow=weird&inflowFrom=2025-13&skipNotPaid=0')).toEqual(DEFAULT_SELECTION);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(Object.values(selectionQuery(DEFAULT_SELECTION)).every((value) => value === undefined)).toBe(true);
    const selection = read('loanType=default&country=PL&inflow=custom&inflowFrom=2025-03&inflowTo=2025-05');
    const query = new URLSearchParams(Object.entries(selectionQuery(selection)).filter((e): e is [string, string] => e[1] !== undefined));
    expect(query.toString()).toBe('loanType=default&country=PL&inflow=custom&inflowFrom=2025-03&inflowTo=2025-05');
    expect(readPortfolioSelection(query)).toEqual(selection);
  });

  it('asks for inflows with the spec defaults, and for a custom range only when it is whole and at most 60 months', () => {
    expect(inflowQuery(DEFAULT_SELECTION.inflow, 'all')).toEqual({ filterType: 'default', skipNotPaidUnterminated: false, loanType: 'all' });
    const custom = { filterType: 'custom' as const, startDate: '2025-01', endDate: '2025-06', skipNotPaidUnterminated: true };
    expect(inflowQuery(custom, 'greenLoan')).toEqual({ ...custom, loanType: 'greenLoan' });
    expect(inflowQuery({ ...custom, endDate: '' }, 'all')).toBeNull();
    expect(inflowQuery({ ...custom, startDate: '2025-07' }, 'all')).toBeNull();
    expect(inflowQuery({ ...custom, startDate: '2020-01', endDate: '2024-12' }, 'all')).not.toBeNull();
    expect(inflowQuery({ ...custom, startDate: '2020-01', endDate: '2025-01' }, 'all')).toBeNull();
    expect(monthSpan('2024-11', '2025-02')).toBe(4);
  });
});
