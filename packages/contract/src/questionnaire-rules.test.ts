import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLossCapacity,
  computeNetWorth,
  INVESTOR_QUESTIONS,
  isReassessmentDue,
  knowledgeTestPassed,
  lossSimulation,
  meetsSophisticatedCriteria,
  metSophisticatedCriteria,
  reassessAt,
  scoreKnowledge,
  validateAnswers,
} from './questionnaire-rules';
import { cents } from './money';

const KEY = { a: 'x', b: 'x', c: 'x', d: 'x' };
const VALID = Object.fromEntries(INVESTOR_QUESTIONS.map((q) => [q.id, q.kind === 'money' ? '100.00' : q.options[0].id]));

describe('knowledge test', () => {
  it('passes with 3 of 4 correct answers, fails with 2', () => {
    expect(scoreKnowledge({ a: 'x', b: 'x', c: 'x', d: 'y' }, KEY)).toBe(3);
    expect(knowledgeTestPassed({ a: 'x', b: 'x', c: 'x', d: 'y' }, KEY)).toBe(true);
    expect(knowledgeTestPassed({ a: 'x', b: 'x', c: 'y', d: 'y' }, KEY)).toBe(false);
    expect(knowledgeTestPassed({}, KEY)).toBe(false);
  });
});

describe('answers', () => {
  it('accepts a complete set and names each problem', () => {
    expect(validateAnswers(INVESTOR_QUESTIONS, VALID)).toEqual({});
    const { experience_years: _gone, ...missing } = VALID;
    expect(validateAnswers(INVESTOR_QUESTIONS, missing)).toEqual({ 'answers.experience_years': ['required'] });
    expect(validateAnswers(INVESTOR_QUESTIONS, { ...VALID, financial_income: '-1' })).toEqual({ 'answers.financial_income': ['negative'] });
    expect(validateAnswers(INVESTOR_QUESTIONS, { ...VALID, financial_income: '1e5' })).toEqual({ 'answers.financial_income': ['invalid_amount'] });
    expect(validateAnswers(INVESTOR_QUESTIONS, { ...VALID, objective_goal: 'moon' })).toEqual({ 'answers.objective_goal': ['invalid_option'] });
    expect(validateAnswers(INVESTOR_QUESTIONS, { ...VALID, extra: 'x' })).toEqual({ 'answers.extra': ['unknown_question'] });
  });
});

describe('ability to bear loss', () => {
  it('is 10 % of income + liquid assets − commitments, in cents', () => {
    expect(computeNetWorth({ netIncome: cents(3_000_000), liquidAssets: cents(2_000_050), commitments: cents(500_000) })).toBe(4_500_050);
    expect(computeLossCapacity(cents(4_500_050))).toBe(450_005);
    expect(computeLossCapacity(cents(9))).toBe(0);
    expect(computeLossCapacity(cents(-100))).toBe(0);
    expect(lossSimulation({ financial_income: '1000', financial_liquid_assets: '0.99', financial_commitments: '0' })).toEqual({
      netWorth: 100_099,
      lossCapacity: 10_009,
    });
  });

  it('property: capacity is an integer in [0, net worth/10], never more than 10 %', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 14 }).map(cents);
    fc.assert(
      fc.property(amount, amount, amount, (netIncome, liquidAssets, commitments) => {
        const netWorth = computeNetWorth({ netIncome, liquidAssets, commitments });
        expect(netWorth).toBe(netIncome + liquidAssets - commitments);
        const capacity = computeLossCapacity(netWorth);
        expect(Number.isSafeInteger(capacity)).toBe(true);
        if (netWorth <= 0) expect(capacity).toBe(0);
        else {
          expect(capacity * 10).toBeLessThanOrEqual(netWorth);
          expect((capacity + 1) * 10).toBeGreaterThan(netWorth);
        }
      }),
    );
  });

  it('refuses fractions of a cent', () => {
    expect(() => computeNetWorth({ netIncome: cents(0.5), liquidAssets: cents(0), commitments: cents(0) })).toThrow(RangeError);
  });
});

describe('re-assessment', () => {
  it('is due two years after answering', () => {
    expect(reassessAt(new Date('2025-03-10T12:00:00Z')).toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(reassessAt(new Date('2024-02-29T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(isReassessmentDue(new Date('2027-03-10T12:00:00Z'), new Date('2027-03-10T11:59:59Z'))).toBe(false);
    expect(isReassessmentDue(new Date('2027-03-10T12:00:00Z'), new Date('2027-03-10T12:00:00Z'))).toBe(true);
  });

  it('property: always later than answering, within two years and a day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (answered) => {
        const due = reassessAt(answered);
        const diffDays = (due.getTime() - answered.getTime()) / 86_400_000;
        expect(diffDays).toBeGreaterThanOrEqual(729);
        expect(diffDays).toBeLessThanOrEqual(731);
        expect(due.getUTCFullYear()).toBe(answered.getUTCFullYear() + 2);
      }),
    );
  });
});

describe('sophisticated investor (Annex II)', () => {
  const natural = {
    kind: 'natural' as const,
    grossIncomeCents: cents(0),
    portfolioCents: cents(0),
    professionalExperience: false,
    significantTransactions: false,
  };
  it('a natural person needs at least two criteria', () => {
    expect(meetsSophisticatedCriteria({ ...natural, grossIncomeCents: cents(6_000_000) })).toBe(false);
    expect(meetsSophisticatedCriteria({ ...natural, grossIncomeCents: cents(6_000_000), professionalExperience: true })).toBe(true);
    expect(meetsSophisticatedCriteria({ ...natural, portfolioCents: cents(10_000_000), significantTransactions: true })).toBe(false);
    expect(metSophisticatedCriteria({ ...natural, portfolioCents: cents(10_000_001), significantTransactions: true })).toEqual([
      'income_or_portfolio',
      'significant_transactions',
    ]);
    expect(meetsSophisticatedCriteria({ ...natural, grossIncomeCents: cents(5_999_999), professionalExperience: true })).toBe(false);
    expect(meetsSophisticatedCriteria({ ...natural, professionalExperience: true, significantTransactions: true })).toBe(true);
  });
  it('a legal person needs one criterion', () => {
    const legal = { kind: 'legal' as const, ownFundsCents: cents(0), netTurnoverCents: cents(0), balanceSheetCents: cents(0) };
    expect(meetsSophisticatedCriteria(legal)).toBe(false);
    expect(meetsSophisticatedCriteria({ ...legal, ownFundsCents: cents(10_000_000) })).toBe(true);
    expect(meetsSophisticatedCriteria({ ...legal, netTurnoverCents: cents(200_000_000) })).toBe(true);
    expect(meetsSophisticatedCriteria({ ...legal, balanceSheetCents: cents(99_999_999) })).toBe(false);
  });
});
