/**
 * Where a person stands in onboarding, derived from facts (never edited by hand). Registration:
 * questionnaire → identify → company (company accounts only) → documents → completed. Verification: identify → review →
 * completedVerification (identity approved by the KYC provider and documents approved by an
 * operator). Allowed to invest only when both are done and nothing needs renewing.
 */
export type IdentifyStatus = 'none' | 'pending' | 'approved' | 'declined' | 'review';
export type DocumentsStatus = 'none' | 'uploaded' | 'approved' | 'declined';
/**
 * Company accounts: company data (industry, sub-industry, licence answer, country), persons (a
 * director and a UBO or representative) and an approved identity document per person.
 * Private accounts: notApplicable.
 */
export type CompanyStatus = 'notApplicable' | 'incomplete' | 'complete';

export interface OnboardingFacts {
  /** A questionnaire answered and not yet due for re-assessment. */
  questionnaireValid: boolean;
  identifyStatus: IdentifyStatus;
  documents: DocumentsStatus;
  shouldReidentify: boolean;
  /** Absent means notApplicable (a private account). */
  company?: CompanyStatus;
}

export type RegistrationStep = 'questionnaire' | 'identify' | 'company' | 'documents' | 'completed';

export interface OnboardingState {
  registrationStep: RegistrationStep;
  verificationStep: 'identify' | 'review' | 'completedVerification';
  questionsAnswered: boolean;
  shouldVerify: boolean;
  allowedToInvest: boolean;
}

export const REQUIRED_DOCUMENT_TYPE = 'proof_of_address';
export const QUESTIONNAIRE_REASSESS_YEARS = 2;

export function deriveOnboarding(facts: OnboardingFacts): OnboardingState {
  const identified = facts.identifyStatus === 'approved';
  const registrationStep: RegistrationStep = !facts.questionnaireValid
    ? 'questionnaire'
    : !identified
      ? 'identify'
      : facts.company === 'incomplete'
        ? 'company'
        : facts.documents === 'none' || facts.documents === 'declined'
          ? 'documents'
          : 'completed';
  const verificationStep =
    identified && facts.documents === 'approved' ? 'completedVerification' : identified && facts.documents === 'uploaded' ? 'review' : 'identify';
  return {
    registrationStep,
    verificationStep,
    questionsAnswered: facts.questionnaireValid,
    // Nag to verify only while there is something the person can do (not while a check is running).
    shouldVerify: facts.identifyStatus === 'none' || facts.identifyStatus === 'declined',
    allowedToInvest:
      facts.questionnaireValid &&
      registrationStep === 'completed' &&
      verificationStep === 'completedVerification' &&
      !facts.shouldReidentify &&
      facts.company !== 'incomplete',
  };
}

export const REGISTRATION_STEP_COMPLETED = 'completed';
/** The registration step of a company account whose company data, persons or person documents are not done. */
export const REGISTRATION_STEP_COMPANY = 'company';
export const VERIFICATION_STEP_COMPLETED = 'completedVerification';

/**
 * Identity verification is finished when the KYC provider approved the person's identity
 * (decision 0040). An operator asking to re-identify resets the status, so it counts as unfinished.
 * Documents (proof of address) are a later registration step, not part of identity verification.
 */
export function hasFinishedIdentityVerification(user: { identifyStatus: IdentifyStatus }): boolean {
  return user.identifyStatus === 'approved';
}

/** `registrationStep.identify`: where the identify step of registration stands (decision 0040). */
export const IDENTIFY_STEP_STATES = ['none', 'pending', 'review', 'declined', 'completed'] as const;
export type IdentifyStepState = (typeof IDENTIFY_STEP_STATES)[number];
/** `verificationStep.identifyVerification` when set. */
export const IDENTIFY_VERIFICATION_STATES = ['pending', 'completed'] as const;

export function identifyStepOf(identifyStatus: IdentifyStatus): IdentifyStepState {
  return identifyStatus === 'approved' ? 'completed' : identifyStatus;
}

/**
 * `verificationStep.identifyVerification`: `pending` while the provider's check runs (started or
 * in review), `completed` once approved, null while nothing is pending (never started, or declined:
 * the person has to act).
 */
export function identifyVerificationOf(identifyStatus: IdentifyStatus): (typeof IDENTIFY_VERIFICATION_STATES)[number] | null {
  if (identifyStatus === 'approved') return 'completed';
  return identifyStatus === 'pending' || identifyStatus === 'review' ? 'pending' : null;
}

/** What the registration-page guard reads of the user data. */
export interface RegistrationFacts {
  registrationStep: { current: string };
  shouldVerify: boolean;
  shouldReidentify: boolean;
}

/**
 * Spec section 6: the registration page is blocked once registration is completed and no
 * verification or re-identification is pending. A guest (null) may always register; a logged-in
 * user before that point gets the page (it shows where their registration continues).
 */
export function isRegistrationBlocked(user: RegistrationFacts | null): boolean {
  if (!user) return false;
  return user.registrationStep.current === REGISTRATION_STEP_COMPLETED && !user.shouldVerify && !user.shouldReidentify;
}
