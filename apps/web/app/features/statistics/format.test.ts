import { cents, LOCALES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { formatAxisMoney, formatCount, formatCountry, formatDecimal, formatMonth, formatRate, percentValue, sharesOf } from './format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('statistics formats', () => {
  it('writes a month in each locale’s date order, digits only', () => {
    expect(LOCALES.map((locale) => formatMonth('2026-03', locale))).toEqual(['Mar 2026', '2026-03', '03.2026', '03.2026.', '03.2026 г.', '03/2026']);
    expect(formatMonth('March', 'en')).toBe('March');
  });

  it('formats counts, decimals and rates per locale, negative rates too', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatCount(1234567, 'lt'))).toBe('1 234 567');
    expect(formatDecimal('14.50', 'en')).toBe('14.5');
    expect(formatDecimal('14.00', 'pl')).toBe('14');
    expect(formatDecimal('14.25', 'pt')).toBe('14,3');
    expect(formatRate('11.25', 'en')).toBe('11.25%');
    expect(formatRate('-3.10', 'en')).toBe('−3.10%');
    expect(percentValue('48.60')).toBe(48.6);
    expect(percentValue('-1.00')).toBe(0);
  });

  it('names countries in the locale, an unknown code as it is', () => {
    expect(formatCountry('LT', 'en')).toBe('Lithuania');
    expect(formatCountry('lv', 'lt')).toBe('Latvija');
    expect(formatCountry('XX', 'bg')).toBe('XX');
    expect(formatCountry('not a code', 'en')).toBe('not a code');
  });

  it('shortens amounts on a chart axis', () => {
    expect(formatAxisMoney(cents(123_456_789), 'en')).toBe('€1.2m');
    expect(formatAxisMoney(0, 'en')).toBe('€0');
    expect(formatAxisMoney(50_000.5, 'en')).toBe('€500');
  });

  it('splits shares by largest remainder so they add up to exactly 100 %', () => {
    expect(sharesOf([cents(1), cents(1), cents(1)])).toEqual(['33.34', '33.33', '33.33']);
    expect(sharesOf([cents(90_000_000), cents(33_456_789), cents(0)])).toEqual(['72.90', '27.10', '0.00']);
    expect(sharesOf([cents(0), cents(0)])).toEqual(['0.00', '0.00']);
  });
});
