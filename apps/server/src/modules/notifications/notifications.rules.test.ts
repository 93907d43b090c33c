import { describe, expect, it } from 'vitest';
import { emailKey, selectEmails, type EmailCandidate } from './notifications.rules';

const c = (over: Partial<EmailCandidate>): EmailCandidate => ({ userId: 1, event: 'repayment', projectId: 10, closed: false, ...over });

describe('selectEmails', () => {
  it('mails each distinct fact once per person, event and project within one call', () => {
    const list = [c({}), c({}), c({ userId: 2 }), c({ projectId: 11 }), c({ event: 'update' })];
    expect(selectEmails(list, new Set())).toEqual([0, 2, 3, 4]);
  });

  it('mails repeated facts again in a later call, state events only the first time', () => {
    const before = new Set([emailKey(c({ event: 'repayment' })), emailKey(c({ event: 'delayed' }))]);
    expect(selectEmails([c({ event: 'repayment' }), c({ event: 'delayed' }), c({ event: 'delayed', projectId: 11 })], before)).toEqual([0, 2]);
    expect(selectEmails([c({ event: 'funded' })], new Set([emailKey(c({ event: 'funded', userId: 2 }))]))).toEqual([0]);
  });

  it('never mails a closed account', () => {
    expect(selectEmails([c({ closed: true }), c({ userId: 2 })], new Set())).toEqual([1]);
  });
});
