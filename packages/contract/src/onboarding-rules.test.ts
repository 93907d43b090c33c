import { describe, expect, it } from 'vitest';
import { deriveOnboarding, hasFinishedIdentityVerification, identifyStepOf, identifyVerificationOf, type OnboardingFacts } from './onboarding-rules';

const start: OnboardingFacts = { questionnaireValid: false, identifyStatus: 'none', documents: 'none', shouldReidentify: false };

describe('onboarding state', () => {
  it.each([
    [start, 'questionnaire', 'identify', true, false],
    [{ ...start, questionnaireValid: true }, 'identify', 'identify', true, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'pending' }, 'identify', 'identify', false, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'declined' }, 'identify', 'identify', true, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'approved' }, 'documents', 'identify', false, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'approved', documents: 'uploaded' }, 'completed', 'review', false, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'approved', documents: 'declined' }, 'documents', 'identify', false, false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'approved', documents: 'approved' }, 'completed', 'completedVerification', false, true],
    [
      { questionnaireValid: true, identifyStatus: 'approved', documents: 'approved', shouldReidentify: true },
      'completed',
      'completedVerification',
      false,
      false,
    ],
    [{ ...start, identifyStatus: 'approved', documents: 'approved' }, 'questionnaire', 'completedVerification', false, false],
  ] as const)('%o -> %s / %s', (facts, registration, verification, shouldVerify, allowed) => {
    const state = deriveOnboarding(facts as OnboardingFacts);
    expect(state.registrationStep).toBe(registration);
    expect(state.verificationStep).toBe(verification);
    expect(state.shouldVerify).toBe(shouldVerify);
    expect(state.allowedToInvest).toBe(allowed);
  });
});

const identified: OnboardingFacts = { questionnaireValid: true, identifyStatus: 'approved', documents: 'none', shouldReidentify: false };

describe('company accounts: the company step comes after identify and before documents', () => {
  it.each([
    // Earlier steps come first whatever the company fact.
    [{ ...start, company: 'incomplete' }, 'questionnaire', false],
    [{ ...start, questionnaireValid: true, company: 'incomplete' }, 'identify', false],
    [{ ...start, questionnaireValid: true, identifyStatus: 'pending', company: 'complete' }, 'identify', false],
    // Identified: the company step holds until the company is complete.
    [{ ...identified, company: 'incomplete' }, 'company', false],
    [{ ...identified, documents: 'uploaded', company: 'incomplete' }, 'company', false],
    [{ ...identified, documents: 'approved', company: 'incomplete' }, 'company', false],
    // Complete: on to documents, then completed; allowed only with approved documents.
    [{ ...identified, company: 'complete' }, 'documents', false],
    [{ ...identified, documents: 'declined', company: 'complete' }, 'documents', false],
    [{ ...identified, documents: 'uploaded', company: 'complete' }, 'completed', false],
    [{ ...identified, documents: 'approved', company: 'complete' }, 'completed', true],
    [{ ...identified, documents: 'approved', company: 'complete', shouldReidentify: true }, 'completed', false],
    // Private accounts: notApplicable (or absent) never stops at the company step.
    [{ ...identified, company: 'notApplicable' }, 'documents', false],
    [{ ...identified, documents: 'approved', company: 'notApplicable' }, 'completed', true],
    [{ ...identified, documents: 'approved' }, 'completed', true],
  ] as const)('%o -> %s', (facts, registration, allowed) => {
    const state = deriveOnboarding(facts as OnboardingFacts);
    expect(state.registrationStep).toBe(registration);
    expect(state.allowedToInvest).toBe(allowed);
  });

  it('the verification step does not depend on the company fact', () => {
    for (const documents of ['none', 'uploaded', 'approved', 'declined'] as const) {
      const base = deriveOnboarding({ ...identified, documents });
      for (const company of ['notApplicable', 'incomplete', 'complete'] as const) {
        expect(deriveOnboarding({ ...identified, documents, company }).verificationStep).toBe(base.verificationStep);
      }
    }
  });
});

describe('identity verification in the user data (decision 0040)', () => {
  it('is finished only once the provider approved the identity', () => {
    expect(hasFinishedIdentityVerification({ identifyStatus: 'approved' })).toBe(true);
    for (const status of ['none', 'pending', 'review', 'declined'] as const) expect(hasFinishedIdentityVerification({ identifyStatus: status })).toBe(false);
  });

  it('names the identify step and whether a check is pending', () => {
    expect(identifyStepOf('none')).toBe('none');
    expect(identifyStepOf('review')).toBe('review');
    expect(identifyStepOf('approved')).toBe('completed');
    expect(identifyVerificationOf('none')).toBeNull();
    expect(identifyVerificationOf('declined')).toBeNull();
    expect(identifyVerificationOf('pending')).toBe('pending');
    expect(identifyVerificationOf('review')).toBe('pending');
    expect(identifyVerificationOf('approved')).toBe('completed');
  });
});
