import { describe, expect, it } from 'vitest';
import { continueRegistrationRoute } from './continue-registration';

const user = (current: string, shouldVerify = false, shouldReidentify = false) => ({ registrationStep: { current }, shouldVerify, shouldReidentify });

describe('continueRegistrationRoute (decision 0040)', () => {
  it('leads to the page of the registration step, or identify once only a verification is pending', () => {
    expect(continueRegistrationRoute(user('questionnaire', true))).toBe('questionnaire');
    expect(continueRegistrationRoute(user('identify'))).toBe('identify');
    expect(continueRegistrationRoute(user('company'))).toBe('account-company');
    expect(continueRegistrationRoute(user('documents'))).toBe('account-documents');
    expect(continueRegistrationRoute(user('completed', false, true))).toBe('identify');
  });
});
