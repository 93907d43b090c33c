import { describe, expect, it } from 'vitest';
import {
  emptyProjectFilter,
  filterPercentToBps,
  isFilterActive,
  NEVER_PRESELECTED_LOAN_TYPE,
  normalizePercent,
  projectFilterKey,
  projectFilterQuery,
  readProjectFilter,
  withProjectFilter,
} from './projects-filter-rules';
import { bpsToPercentString } from './money';

const read = (query: string) => readProjectFilter(new URLSearchParams(query));

describe('catalogue filter', () => {
  it('reads every field of a valid query', () => {
    const { filter, invalid } = read('type=3,1&country=lt,LV&risk=2&status=gathering,FUNDED&rateMin=8&rateMax=12,5&termMin=6&termMax=24&sort=rate_desc');
    expect(invalid).toEqual([]);
    expect(filter).toEqual({
      loanTypes: [3, 1],
      countries: ['LT', 'LV'],
      riskGroups: [2],
      statuses: ['GATHERING', 'FUNDED'],
      rateMin: '8.00',
      rateMax: '12.50',
      termMin: 6,
      termMax: 24,
      sort: 'rate_desc',
    });
  });

  it('reads repeated parameters (a plain GET form of checkboxes) as one list', () => {
    expect(read('type=1&type=4&type=1').filter.loanTypes).toEqual([1, 4]);
  });

  it('an empty query is the default filter: nothing preselected, so never loan type 7', () => {
    const { filter, invalid } = read('');
    expect(invalid).toEqual([]);
    expect(filter).toEqual(emptyProjectFilter());
    expect(filter.loanTypes).not.toContain(NEVER_PRESELECTED_LOAN_TYPE);
    expect(isFilterActive(filter)).toBe(false);
  });

  it('reports each invalid field and keeps the valid rest', () => {
    const { filter, invalid } = read('type=1,x&country=LTU&risk=0&status=DRAFT&rateMin=abc&termMax=0&sort=random&utm_source=mail');
    expect(invalid.sort()).toEqual(['countries', 'loanTypes', 'rateMin', 'riskGroups', 'sort', 'statuses', 'termMax'].sort());
    expect(filter.loanTypes).toEqual([1]);
    expect(filter.sort).toBe('newest');
  });

  it('a range whose minimum is above its maximum is invalid as a whole', () => {
    const rate = read('rateMin=12&rateMax=8');
    expect(rate.invalid).toEqual(['rateMax']);
    expect([rate.filter.rateMin, rate.filter.rateMax]).toEqual([null, null]);
    const term = read('termMin=24&termMax=6');
    expect(term.invalid).toEqual(['termMax']);
    expect(read('rateMin=8.5&rateMax=8.50').invalid).toEqual([]);
  });

  it('rejects percents outside 0..100 or with three decimals, and terms outside 1..600', () => {
    expect(normalizePercent('100')).toBe('100.00');
    expect(normalizePercent('100.01')).toBeNull();
    expect(normalizePercent('8.125')).toBeNull();
    expect(normalizePercent('-1')).toBeNull();
    expect(read('termMin=601').invalid).toEqual(['termMin']);
  });

  it('percent to basis points without floating point', () => {
    expect(filterPercentToBps('8.50')).toBe(850);
    expect(filterPercentToBps('0.07')).toBe(7);
    for (let bps = 0; bps <= 10_000; bps += 7) {
      const percent = bpsToPercentString(bps);
      expect(filterPercentToBps(percent)).toBe(bps);
    }
  });

  it('serialises to a canonical query that reads back to the same filter', () => {
    const a = read('type=3,1&country=lv,LT&sort=term_asc&rateMin=7').filter;
    const b = read('rateMin=7.00&country=LT&country=LV&type=1&type=3&sort=term_asc').filter;
    expect(projectFilterKey(a)).toBe(projectFilterKey(b));
    expect(projectFilterQuery(a)).toEqual({ type: '1,3', country: 'LT,LV', rateMin: '7.00', sort: 'term_asc' });
    const again = readProjectFilter(projectFilterQuery(a));
    expect(again.invalid).toEqual([]);
    expect(projectFilterKey(again.filter)).toBe(projectFilterKey(a));
  });

  it('different filters have different keys; the default sort is left out', () => {
    expect(projectFilterKey(read('sort=rate_asc').filter)).not.toBe(projectFilterKey(read('sort=rate_desc').filter));
    expect(projectFilterKey(read('sort=newest').filter)).toBe('');
    expect(withProjectFilter('/api/get/projects/ALL/2', read('status=REPAID').filter)).toBe('/api/get/projects/ALL/2?status=REPAID');
    expect(withProjectFilter('/api/get/projects/ALL/2', emptyProjectFilter())).toBe('/api/get/projects/ALL/2');
  });
});
