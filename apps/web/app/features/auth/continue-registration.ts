import type { RegistrationFacts } from '@platform/contract';

/** The page of each unfinished registration step (the order of `deriveOnboarding`). */
const STEP_ROUTE: Record<string, string> = {
  questionnaire: 'questionnaire',
  identify: 'identify',
  company: 'account-company',
  documents: 'account-documents',
};

/**
 * Where the registration page sends a logged-in user whose registration is not over: the page of
 * their registration step, or identify when registration is completed but a verification or
 * re-identification is pending (decision 0040).
 */
export function continueRegistrationRoute(user: RegistrationFacts): string {
  return STEP_ROUTE[user.registrationStep.current] ?? 'identify';
}
