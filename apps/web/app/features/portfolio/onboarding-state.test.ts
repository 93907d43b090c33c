import type { UserData } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { onboardingState } from './onboarding-state';

const viewer = (over: Partial<UserData> = {}): UserData =>
  ({
    readonly: false,
    impersonatedBy: null,
    shouldReidentify: false,
    shouldVerify: false,
    questionsAnswered: true,
    identifyStatus: 'approved',
    registrationStep: { current: 'completed', identify: 'completed' },
    ...over,
  }) as UserData;

describe('onboardingState', () => {
  it('is complete for an onboarded investor, with nothing to do', () => {
    expect(onboardingState(viewer())).toEqual({
      steps: [
        { key: 'identity', done: true },
        { key: 'questionnaire', done: true },
        { key: 'registration', done: true },
      ],
      next: null,
      complete: true,
    });
  });

  it('names the step left by the alerts priority, with its page', () => {
    expect(onboardingState(viewer({ shouldVerify: true, identifyStatus: 'none', questionsAnswered: false })).next).toEqual({
      key: 'verify-yourself',
      route: 'identify',
    });
    expect(onboardingState(viewer({ questionsAnswered: false })).next).toEqual({ key: 'complete-questionnaire', route: 'questionnaire' });
    expect(onboardingState(viewer({ registrationStep: { current: 'company', identify: 'completed' } })).next).toEqual({
      key: 'finish-onboarding',
      route: 'account-company',
    });
    expect(onboardingState(viewer({ shouldReidentify: true })).steps[0]).toEqual({ key: 'identity', done: false });
  });

  it('gives no link to a session that cannot act (read-only, or an operator as the user)', () => {
    expect(onboardingState(viewer({ readonly: true, questionsAnswered: false })).next).toBeNull();
    expect(onboardingState(viewer({ impersonatedBy: { id: 1, email: 'o@x' }, questionsAnswered: false })).next).toBeNull();
  });
});
