import type { UserData } from '@platform/contract';
import { finishOnboardingRoute, pickOnboardingAlert, type OnboardingAlert } from '../../lib/alerts';

export type OnboardingStepKey = 'identity' | 'questionnaire' | 'registration';

export interface OnboardingState {
  steps: { key: OnboardingStepKey; done: boolean }[];
  /** The step to take now, by the onboarding alerts' priority (spec section 4), with its page; null when none or the session cannot act. */
  next: { key: Exclude<OnboardingAlert, 'under-review'>; route: string } | null;
  complete: boolean;
}

const NEXT_ROUTE: Record<Exclude<OnboardingAlert, 'under-review'>, string> = {
  reidentify: 'identify',
  'verify-yourself': 'identify',
  'complete-questionnaire': 'questionnaire',
  'finish-onboarding': 'identify',
};

/** Where the viewer's onboarding stands, for the account home (the same rules as the layout's alerts). */
export function onboardingState(viewer: UserData): OnboardingState {
  const steps: OnboardingState['steps'] = [
    { key: 'identity', done: viewer.identifyStatus === 'approved' && !viewer.shouldVerify && !viewer.shouldReidentify },
    { key: 'questionnaire', done: viewer.questionsAnswered },
    { key: 'registration', done: viewer.registrationStep.current === 'completed' },
  ];
  // A read-only session or an operator acting as the user cannot take the step: no link then.
  const alert = pickOnboardingAlert(viewer, 'account', Boolean(viewer.impersonatedBy));
  // Under review: nothing to do but wait, so no next step.
  const next = alert && alert !== 'under-review' ? { key: alert, route: alert === 'finish-onboarding' ? finishOnboardingRoute(viewer) : NEXT_ROUTE[alert] } : null;
  return { steps, next, complete: steps.every((step) => step.done) };
}
