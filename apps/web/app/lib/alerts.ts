/** Onboarding alert of the default layout (spec section 4): exactly one, by priority. */
export type OnboardingAlert = 'reidentify' | 'verify-yourself' | 'complete-questionnaire' | 'finish-onboarding';

export interface AlertUser {
  readonly: boolean;
  shouldReidentify: boolean;
  shouldVerify: boolean;
  questionsAnswered: boolean;
  registrationStep: { current: string };
  hasDeclinedDocuments: boolean;
}

export function pickOnboardingAlert(user: AlertUser | null, routeName: string | null, isImpersonating: boolean): OnboardingAlert | null {
  if (!user || user.readonly || isImpersonating || routeName === 'identify') return null;
  if (user.shouldReidentify) return 'reidentify';
  if (user.shouldVerify) return 'verify-yourself';
  if (!user.questionsAnswered) return 'complete-questionnaire';
  if (user.registrationStep.current !== 'completed') return 'finish-onboarding';
  return null;
}

/**
 * Where the finish-onboarding alert links: a company account at its company step (company data,
 * persons and their identity documents) goes to the company page, everyone else to identify.
 */
export function finishOnboardingRoute(user: Pick<AlertUser, 'registrationStep'>): string {
  return user.registrationStep.current === 'company' ? 'account-company' : 'identify';
}

/** The document-upload alert shows when documents were declined, except on the profile page. */
export function showDocumentUploadAlert(user: AlertUser | null, routeName: string | null): boolean {
  return Boolean(user?.hasDeclinedDocuments) && routeName !== 'account-profile';
}

/** Time-limited alerts of spec section 4, each active until its end instant. */
export const TIMED_ALERTS = [
  { key: 'payment-provider-outage', until: '2025-07-29T08:00:00+03:00' },
  { key: 'promo-code-bonus', until: '2025-05-31T23:59:59+03:00' },
  { key: 'rebrand-video', until: '2025-05-31T23:59:59+03:00' },
] as const;

export function activeTimedAlerts(now: Date): string[] {
  return TIMED_ALERTS.filter((a) => now.getTime() < new Date(a.until).getTime()).map((a) => a.key);
}
