import { describe, expect, it } from 'vitest';
import { deadlineField, deadlineInput, factsBodyOf, localizedOf, moneyField, movedOrder, textsBodyOf, userIdsOf } from './editor-forms';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe('project editor forms', () => {
  it('turns typed amounts into wire amounts and leaves unreadable ones for the API to refuse', () => {
    expect(moneyField('1 000,5')).toBe('1000.50');
    expect(moneyField('50')).toBe('50.00');
    expect(moneyField('ten')).toBe('ten');
  });

  it('reads the deadline as Vilnius time both ways (summer and winter)', () => {
    expect(deadlineField('2026-05-01T12:30')).toBe('2026-05-01T09:30:00.000Z');
    expect(deadlineField('2026-12-01T12:30')).toBe('2026-12-01T10:30:00.000Z');
    expect(deadlineField('')).toBeNull();
    expect(deadlineField('soon')).toBe('soon');
    expect(deadlineInput('2026-05-01T09:30:00.000Z')).toBe('2026-05-01T12:30');
    expect(deadlineInput(null)).toBe('');
  });

  it('builds the facts body with nulls for empty optional fields', () => {
    const body = factsBodyOf(
      formOf({
        number: '42',
        slug: 'flat',
        investmentTypeId: '1',
        riskGroupId: '2',
        countryId: '3',
        ownerUserId: '',
        ownerName: 'UAB',
        interestRate: '10',
        termMonths: '12',
        repaymentMethod: 'ANNUITY',
        targetAmount: '10 000',
        minInvestment: '50',
        maxInvestment: '',
        fundingDeadline: '',
        unfundedPolicy: 'cancel',
        ltv: '',
        collateral: ' ',
        propertyClass: 'Office',
        defaultAfterDays: '90',
      }),
    );
    expect(body).toMatchObject({
      number: 42,
      ownerUserId: null,
      targetAmount: '10000.00',
      maxInvestment: null,
      fundingDeadline: null,
      ltv: null,
      collateral: null,
      propertyClass: 'Office',
      lateInterestRate: '0',
    });
    expect(Number.isNaN(factsBodyOf(formOf({ number: '4x' })).number)).toBe(true);
  });

  it('sends English texts always and other locales only when filled', () => {
    const { texts } = textsBodyOf(formOf({ 'texts.en.title': 'Flats', 'texts.lt.risks': 'Rizika', 'texts.pl.title': '' }));
    expect(Object.keys(texts)).toEqual(['en', 'lt']);
    expect(texts.lt).toMatchObject({ title: '', risks: 'Rizika' });
    expect(localizedOf(formOf({ 'alt.en': 'Front', 'alt.lt': '', 'alt.bg': 'Фасада' }), 'alt')).toEqual({ en: 'Front', bg: 'Фасада' });
  });

  it('reads user id lists and moves photos', () => {
    expect(userIdsOf('12, 15 7')).toEqual([12, 15, 7]);
    expect(userIdsOf('')).toEqual([]);
    expect(userIdsOf('12, x')).toBeNull();
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
  });
});
