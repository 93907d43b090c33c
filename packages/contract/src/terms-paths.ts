// Zod-free: browser code imports these without pulling zod in.
import { TERMS_VERSION } from './constants';

/** Accepting the terms and conditions in force (decision 0047). */
export const TERMS_API = {
  accept: '/api/set/user/terms-accepted',
} as const;

/**
 * Spec section 3 (connectPay.forceAcceptTermsAndConditionsPopup): the terms must be accepted when the
 * version the user accepted is below the current one; a user who never accepted any (null) must too.
 */
export function mustAcceptTerms(acceptedVersion: number | null | undefined, currentVersion: number = TERMS_VERSION): boolean {
  return acceptedVersion === null || acceptedVersion === undefined || acceptedVersion < currentVersion;
}
