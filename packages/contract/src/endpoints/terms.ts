import { defineEndpoint } from '../endpoint';
import { termsAcceptanceSchema } from '../terms';

/**
 * Terms and conditions (decision 0047). Accepting is the person's own act: a read-only account and an
 * operator logged in as the user are refused (403, the session plugin's default for changes).
 * Idempotent: accepting again answers the version on record and changes nothing.
 */
export const TERMS_ENDPOINTS = {
  accept: defineEndpoint({ method: 'POST', path: '/api/set/user/terms-accepted', response: { 200: termsAcceptanceSchema }, access: 'user' }),
} as const;
