import { describe, expect, it } from 'vitest';
import { isMarketFilterActive, marketFilterQuery, onlyRecordChanged, readMarketFilter, readRecordParam } from './market-query';

const read = (query: string) => readMarketFilter(new URLSearchParams(query));

describe('the market filter in the URL', () => {
  it('reads every filter and writes the canonical query back', () => {
    const { filter, invalid } = read(
      'loanType=greenLoan&country=lt&riskGroups=B,A%2B&minInterest=8&maxInterest=12.5&maxRemainingMonths=24&minDiscount=-2&maxDiscount=10&loanStatus=DELAYED&sort=discount',
    );
    expect(invalid).toEqual([]);
    expect(marketFilterQuery(filter)).toEqual({
      loanType: 'greenLoan',
      country: 'LT',
      riskGroups: 'A+,B',
      minInterest: '8',
      maxInterest: '12.5',
      maxRemainingMonths: '24',
      minDiscount: '-2',
      maxDiscount: '10',
      loanStatus: 'DELAYED',
      sort: 'discount',
    });
    expect(isMarketFilterActive(filter)).toBe(true);
  });

  it('reads the repeated parameters of a form sent without JavaScript', () => {
    expect(read('riskGroups=C&riskGroups=A&riskGroups=C').filter.riskGroups).toEqual(['A', 'C']);
  });

  it('leaves out what the API would refuse, and says so', () => {
    const { filter, invalid } = read(
      'loanType=x&country=LTU&riskGroups=Z&minInterest=abc&maxRemainingMonths=-1&minDiscount=5&maxDiscount=1&loanStatus=REPAID&sort=cheapest',
    );
    expect(marketFilterQuery(filter)).toEqual({ minDiscount: '5' });
    expect(invalid.sort()).toEqual(['country', 'loanStatus', 'loanType', 'maxDiscount', 'maxRemainingMonths', 'minInterest', 'riskGroups', 'sort']);
  });

  it('has nothing active by default, and the sort alone is no filter', () => {
    expect(marketFilterQuery(read('').filter)).toEqual({});
    expect(isMarketFilterActive(read('sort=interest').filter)).toBe(false);
  });

  it('reads the dialog parameter and tells a dialog change from a list change', () => {
    expect(readRecordParam(new URLSearchParams('record=12'))).toBe(12);
    expect(readRecordParam(new URLSearchParams('record=0'))).toBeNull();
    expect(readRecordParam(new URLSearchParams('record=x'))).toBeNull();
    const at = (path: string) => new URL(path, 'http://localhost');
    expect(onlyRecordChanged(at('/secondary-market?sort=discount'), at('/secondary-market?sort=discount&record=3'))).toBe(true);
    expect(onlyRecordChanged(at('/secondary-market?record=3'), at('/secondary-market'))).toBe(true);
    expect(onlyRecordChanged(at('/secondary-market?record=3'), at('/secondary-market?record=3&sort=interest'))).toBe(false);
    expect(onlyRecordChanged(at('/secondary-market'), at('/secondary-market/2?record=3'))).toBe(false);
    expect(onlyRecordChanged(at('/secondary-market'), at('/secondary-market'))).toBe(false);
  });
});
