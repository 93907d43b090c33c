import type { UserData } from '@platform/contract';
import { alertRoute, pickOnboardingAlert, type ActionAlert } from '../../lib/alerts';

export type OnboardingStepKey = 'identity' | 'questionnaire' | 'registration';

export interface OnboardingState {
  steps: { key: OnboardingStepKey; done: boolean }[];
  /** The step to take now, by the onboarding alerts' priority (spec section 4), with its page; null when none or the session cannot act. */
  next: { key: ActionAlert; route: string } | null;
  complete: boolean;
}

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
  const next = alert && alert !== 'under-review' ? { key: alert, route: alertRoute(alert, viewer) } : null;
  return { steps, next, complete: steps.every((step) => step.done) };
}
