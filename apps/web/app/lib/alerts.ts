/** Onboarding alert of the default layout (spec section 4): exactly one, by priority. */
export type OnboardingAlert = 'reidentify' | 'verify-yourself' | 'complete-questionnaire' | 'finish-onboarding' | 'under-review';

export interface AlertUser {
  readonly: boolean;
  shouldReidentify: boolean;
  shouldVerify: boolean;
  questionsAnswered: boolean;
  registrationStep: { current: string };
  hasDeclinedDocuments: boolean;
  /** Absent (older callers) reads as "not under review". */
  identifyStatus?: string;
  verificationStep?: { current: string };
  company?: { identityStep: string | null } | null;
}

export function pickOnboardingAlert(user: AlertUser | null, routeName: string | null, isImpersonating: boolean): OnboardingAlert | null {
  if (!user || user.readonly || isImpersonating || routeName === 'identify') return null;
  if (user.shouldReidentify) return 'reidentify';
  if (user.shouldVerify) return 'verify-yourself';
  if (!user.questionsAnswered) return 'complete-questionnaire';
  // Decision 0041: "finish onboarding" asks for something the person cannot do while only an
  // operator's review is pending; they are told it is under review instead.
  if (isAwaitingOperatorReview(user)) return 'under-review';
  if (user.registrationStep.current !== 'completed') return 'finish-onboarding';
  return null;
}

/**
 * Nothing is left for the person to do, only an operator's review: the identity check sent to
 * manual review, a company's persons' documents, or the uploaded documents of a finished registration.
 */
export function isAwaitingOperatorReview(user: Pick<AlertUser, 'registrationStep' | 'identifyStatus' | 'verificationStep' | 'company'>): boolean {
  switch (user.registrationStep.current) {
    case 'identify':
      return user.identifyStatus === 'review';
    case 'company':
      return user.company?.identityStep === 'review';
    case 'completed':
      return user.verificationStep?.current === 'review';
    default:
      return false;
  }
}

/** The page of each registration step: the finish-onboarding alert's "Continue" goes straight there. */
const STEP_ROUTES: Record<string, string> = {
  questionnaire: 'questionnaire',
  identify: 'identify',
  company: 'account-company',
  documents: 'account-documents',
};

/**
 * Where the finish-onboarding alert links: the page of the registration step the person is on
 * (a company account's company data, persons and their documents live on the company page).
 */
export function finishOnboardingRoute(user: Pick<AlertUser, 'registrationStep'>): string {
  return STEP_ROUTES[user.registrationStep.current] ?? 'identify';
}

/** An alert that asks the person to act (every one but under-review, which only says to wait). */
export type ActionAlert = Exclude<OnboardingAlert, 'under-review'>;

/** Where an action alert's link goes: identify for (re)verification, the questionnaire, or the registration step's page. */
export function alertRoute(alert: ActionAlert, user: Pick<AlertUser, 'registrationStep'>): string {
  if (alert === 'complete-questionnaire') return 'questionnaire';
  if (alert === 'finish-onboarding') return finishOnboardingRoute(user);
  return 'identify';
}

/** The document-upload alert shows when documents were declined, except on the profile page. */
export function showDocumentUploadAlert(user: AlertUser | null, routeName: string | null): boolean {
  return Boolean(user?.hasDeclinedDocuments) && routeName !== 'account-profile';
}

// The spec's time-limited alerts and rebrand modal are operator-scheduled notices (decision 0045):
// features/notices/scheduled-notices.tsx shows them; the dated originals are seeded as past notices.
