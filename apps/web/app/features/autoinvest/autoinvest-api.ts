import {
  apiErrorSchema,
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  formatMoney,
  LOCALE_ISO,
  MANDATE_MAX_DAYS,
  MANDATE_MIN_DAYS,
  MAX_STRATEGIES_PER_USER,
  type Locale,
} from '@platform/contract';
import type { Endpoint, EndpointArgs, EndpointOk } from '@platform/contract/endpoint';
import { useTranslation } from '../../lib/i18n';
import { fetchEndpoint } from '../../lib/http.client';
import type { FieldErrors } from './strategy-draft';

/** The answer of one automatic-investment call: the parsed answer, or the API's code and its field errors. */
export interface AutoAnswer<T> {
  data: T | null;
  /** The API's error code; NETWORK when the call did not get through; INTERNAL for an answer of another shape. */
  code: string | null;
  /** The first message of each field the API refused (VALIDATION_FAILED). */
  fieldErrors: FieldErrors;
}

/**
 * Calls one of the contract's endpoints from the browser with the session (fetchEndpoint; the
 * strategies' PUT and DELETE are beyond callEndpoint), keeping the field errors of a refusal.
 * Never throws.
 */
export async function sendAuto<E extends Endpoint>(locale: Locale, endpoint: E, args: EndpointArgs<E>): Promise<AutoAnswer<EndpointOk<E>>> {
  try {
    const { ok, payload, response } = await fetchEndpoint(endpoint, locale, args, { session: true });
    if (ok !== null) return { data: ok, code: null, fieldErrors: {} };
    const error = apiErrorSchema.safeParse(payload);
    if (response.ok || !error.success) return { data: null, code: 'INTERNAL', fieldErrors: {} };
    const fieldErrors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.data.fieldErrors ?? {})) if (messages[0]) fieldErrors[field] = messages[0];
    return { data: null, code: error.data.code, fieldErrors };
  } catch {
    return { data: null, code: 'NETWORK', fieldErrors: {} };
  }
}

/** The texts of the API's error codes and of field error codes (the form's and the API's share them). */
export function useAutoErrors(locale: Locale) {
  const { t, i18n } = useTranslation();
  const values = {
    max: MAX_STRATEGIES_PER_USER,
    min: formatMoney(AUTO_MIN_AMOUNT_PER_PROJECT_CENTS, LOCALE_ISO[locale]),
    minDays: MANDATE_MIN_DAYS,
    maxDays: MANDATE_MAX_DAYS,
  };
  return {
    errorText(code: string | null): string {
      const key = `autoinvest.error.${code ?? ''}`;
      return t(code && i18n.exists(key) ? key : 'autoinvest.error.generic', values);
    },
    fieldText(code: string | undefined): string | undefined {
      if (code === undefined) return undefined;
      const key = `autoinvest.field.${code.replace(/\s+/g, '_')}`;
      return t(i18n.exists(key) ? key : 'autoinvest.field.invalid', values);
    },
  };
}
