import { describe, expect, it } from 'vitest';
import { deriveOnboarding, type OnboardingFacts } from './onboarding-rules';

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
    [{ questionnaireValid: true, identifyStatus: 'approved', documents: 'approved', shouldReidentify: true }, 'completed', 'completedVerification', false, false],
    [{ ...start, identifyStatus: 'approved', documents: 'approved' }, 'questionnaire', 'completedVerification', false, false],
  ] as const)('%o -> %s / %s', (facts, registration, verification, shouldVerify, allowed) => {
    const state = deriveOnboarding(facts as OnboardingFacts);
    expect(state.registrationStep).toBe(registration);
    expect(state.verificationStep).toBe(verification);
    expect(state.shouldVerify).toBe(shouldVerify);
    expect(state.allowedToInvest).toBe(allowed);
  });
});
