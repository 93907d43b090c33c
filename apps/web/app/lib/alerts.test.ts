import { describe, expect, it } from 'vitest';
import { finishOnboardingRoute, pickOnboardingAlert, showDocumentUploadAlert, type AlertUser } from './alerts';

const done: AlertUser = {
  readonly: false,
  shouldReidentify: false,
  shouldVerify: false,
  questionsAnswered: true,
  registrationStep: { current: 'completed' },
  hasDeclinedDocuments: false,
};

describe('onboarding alerts (spec section 4): exactly one, by priority', () => {
  it('picks by priority', () => {
    const all = { ...done, shouldReidentify: true, shouldVerify: true, questionsAnswered: false, registrationStep: { current: 'identify' } };
    expect(pickOnboardingAlert(all, 'landing', false)).toBe('reidentify');
    expect(pickOnboardingAlert({ ...all, shouldReidentify: false }, 'landing', false)).toBe('verify-yourself');
    expect(pickOnboardingAlert({ ...all, shouldReidentify: false, shouldVerify: false }, 'landing', false)).toBe('complete-questionnaire');
    expect(pickOnboardingAlert({ ...done, registrationStep: { current: 'identify' } }, 'landing', false)).toBe('finish-onboarding');
    expect(pickOnboardingAlert(done, 'landing', false)).toBeNull();
  });
  it('a company at its company step finishes onboarding on the company page', () => {
    const company = { ...done, registrationStep: { current: 'company' } };
    expect(pickOnboardingAlert(company, 'landing', false)).toBe('finish-onboarding');
    expect(finishOnboardingRoute(company)).toBe('account-company');
    // Decision 0041: "Continue" goes straight to the page of the step the person is on.
    expect(finishOnboardingRoute({ registrationStep: { current: 'identify' } })).toBe('identify');
    expect(finishOnboardingRoute({ registrationStep: { current: 'documents' } })).toBe('account-documents');
    expect(finishOnboardingRoute({ registrationStep: { current: 'questionnaire' } })).toBe('questionnaire');
  });
  it('says "under review" instead of "finish onboarding" while only an operator review is pending', () => {
    expect(pickOnboardingAlert({ ...done, identifyStatus: 'review', registrationStep: { current: 'identify' } }, 'landing', false)).toBe('under-review');
    expect(pickOnboardingAlert({ ...done, identifyStatus: 'pending', registrationStep: { current: 'identify' } }, 'landing', false)).toBe('finish-onboarding');
    expect(pickOnboardingAlert({ ...done, registrationStep: { current: 'company' }, company: { identityStep: 'review' } }, 'landing', false)).toBe(
      'under-review',
    );
    expect(pickOnboardingAlert({ ...done, registrationStep: { current: 'company' }, company: { identityStep: 'documents' } }, 'landing', false)).toBe(
      'finish-onboarding',
    );
    expect(pickOnboardingAlert({ ...done, verificationStep: { current: 'review' } }, 'landing', false)).toBe('under-review');
    expect(pickOnboardingAlert({ ...done, verificationStep: { current: 'completedVerification' } }, 'landing', false)).toBeNull();
    // The person's own steps still come first.
    expect(pickOnboardingAlert({ ...done, questionsAnswered: false, verificationStep: { current: 'review' } }, 'landing', false)).toBe(
      'complete-questionnaire',
    );
  });
  it('never on the identify page, in read-only mode or as another user', () => {
    const user = { ...done, shouldVerify: true };
    expect(pickOnboardingAlert(user, 'identify', false)).toBeNull();
    expect(pickOnboardingAlert({ ...user, readonly: true }, 'landing', false)).toBeNull();
    expect(pickOnboardingAlert(user, 'landing', true)).toBeNull();
  });
  it('document-upload alert except on the profile page', () => {
    const user = { ...done, hasDeclinedDocuments: true };
    expect(showDocumentUploadAlert(user, 'landing')).toBe(true);
    expect(showDocumentUploadAlert(user, 'account-profile')).toBe(false);
    expect(showDocumentUploadAlert(done, 'landing')).toBe(false);
  });
});

describe('finishOnboardingRoute on the registration page (decision 0040)', () => {
  const user = (current: string, shouldVerify = false, shouldReidentify = false) => ({ registrationStep: { current }, shouldVerify, shouldReidentify });
  it('leads to the page of the registration step, or identify once only a verification is pending', () => {
    expect(finishOnboardingRoute(user('questionnaire', true))).toBe('questionnaire');
    expect(finishOnboardingRoute(user('identify'))).toBe('identify');
    expect(finishOnboardingRoute(user('company'))).toBe('account-company');
    expect(finishOnboardingRoute(user('documents'))).toBe('account-documents');
    expect(finishOnboardingRoute(user('completed', false, true))).toBe('identify');
  });
});

describe("under review keeps the spec's one-alert priority (spec section 4)", () => {
  const review = { ...done, identifyStatus: 'review' as const, registrationStep: { current: 'identify' } };
  it('re-identification and verification still come first', () => {
    expect(pickOnboardingAlert({ ...review, shouldReidentify: true }, 'landing', false)).toBe('reidentify');
    expect(pickOnboardingAlert({ ...review, shouldVerify: true }, 'landing', false)).toBe('verify-yourself');
    expect(pickOnboardingAlert({ ...review, questionsAnswered: false }, 'landing', false)).toBe('complete-questionnaire');
  });
  it('is never shown in read-only mode, to an operator acting as the user, or on the identify page', () => {
    expect(pickOnboardingAlert({ ...review, readonly: true }, 'landing', false)).toBeNull();
    expect(pickOnboardingAlert(review, 'landing', true)).toBeNull();
    expect(pickOnboardingAlert(review, 'identify', false)).toBeNull();
  });
});
