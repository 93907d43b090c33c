import {
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  bpsToPercentString,
  fromWire,
  MANDATE_MAX_DAYS,
  MANDATE_MIN_DAYS,
  MANDATE_TERMS_VERSION,
  mandateParameterCount,
  MAX_MONEY_INPUT_CENTS,
  toWire,
  type AllowanceDetails,
  type Cents,
  type GrantAllowanceBody,
} from '@platform/contract';
import { percentInputText, readPercent, readWhole, TERM_MAX_MONTHS, type FieldErrors } from './strategy-draft';

/**
 * The grant (or renewal) form of the mandate. ECSP Art. 6: the mandate sets at least two of an
 * interest range, a maturity range and risk categories (mandateParameterCount, as on the server),
 * and the investor accepts the terms of the version shown.
 */
export interface MandateDraft {
  amount: Cents | null;
  days: string;
  interestMin: string;
  interestMax: string;
  termMin: string;
  termMax: string;
  riskGroups: number[];
  accepted: boolean;
}

export const DEFAULT_MANDATE_DAYS = 365;

/** A renewal starts from the current mandate's terms; the terms are accepted anew each time. */
export function newMandateDraft(allowance: AllowanceDetails | null): MandateDraft {
  const mandate = allowance?.mandate ?? null;
  return {
    amount: allowance && mandate ? fromWire(allowance.maxAllowanceAmount) : null,
    days: String(DEFAULT_MANDATE_DAYS),
    interestMin: mandate?.interestMin ? percentInputText(mandate.interestMin) : '',
    interestMax: mandate?.interestMax ? percentInputText(mandate.interestMax) : '',
    termMin: mandate?.termMin ? String(mandate.termMin) : '',
    termMax: mandate?.termMax ? String(mandate.termMax) : '',
    riskGroups: mandate ? [...mandate.riskGroups] : [],
    accepted: false,
  };
}

/** An optional bound: null when empty, undefined when typed but not valid. */
function optional<T>(text: string, read: (text: string) => T | null): T | null | undefined {
  if (text.trim() === '') return null;
  return read(text) ?? undefined;
}

/** The grant's body, or the errors by field ('parameters' for the two-of-three rule, 'accepted' for the terms). */
export function readMandateDraft(draft: MandateDraft): { body: GrantAllowanceBody | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (draft.amount === null) errors.maxAllowanceAmount = 'required';
  else if (draft.amount < AUTO_MIN_AMOUNT_PER_PROJECT_CENTS) errors.maxAllowanceAmount = 'below_minimum';
  else if (draft.amount > MAX_MONEY_INPUT_CENTS) errors.maxAllowanceAmount = 'amount';

  const days = readWhole(draft.days, MANDATE_MIN_DAYS, MANDATE_MAX_DAYS);
  if (days === null) errors.days = 'days';

  const interestMin = optional(draft.interestMin, readPercent);
  const interestMax = optional(draft.interestMax, readPercent);
  const termMin = optional(draft.termMin, (text) => readWhole(text, 1, TERM_MAX_MONTHS));
  const termMax = optional(draft.termMax, (text) => readWhole(text, 1, TERM_MAX_MONTHS));
  if (interestMin === undefined) errors.interestMin = 'percent';
  if (interestMax === undefined) errors.interestMax = 'percent';
  if (termMin === undefined) errors.termMin = 'months';
  if (termMax === undefined) errors.termMax = 'months';
  if (typeof interestMin === 'number' && typeof interestMax === 'number' && interestMin > interestMax) errors.interestMax = 'min_above_max';
  if (typeof termMin === 'number' && typeof termMax === 'number' && termMin > termMax) errors.termMax = 'min_above_max';

  const terms = {
    interestMinBps: interestMin ?? null,
    interestMaxBps: interestMax ?? null,
    termMin: termMin ?? null,
    termMax: termMax ?? null,
    riskGroups: draft.riskGroups,
  };
  if (mandateParameterCount(terms) < 2) errors.parameters = 'two_parameters';
  if (!draft.accepted) errors.accepted = 'accept_terms';

  if (Object.keys(errors).length > 0 || draft.amount === null || days === null) return { body: null, errors };
  const body: GrantAllowanceBody = { maxAllowanceAmount: toWire(draft.amount), days, acceptTerms: true, termsVersion: MANDATE_TERMS_VERSION };
  if (terms.interestMinBps !== null) body.interestMin = bpsToPercentString(terms.interestMinBps);
  if (terms.interestMaxBps !== null) body.interestMax = bpsToPercentString(terms.interestMaxBps);
  if (terms.termMin !== null) body.termMin = terms.termMin;
  if (terms.termMax !== null) body.termMax = terms.termMax;
  if (draft.riskGroups.length > 0) body.riskGroups = draft.riskGroups;
  return { body, errors };
}

/** The API's field errors on the form's fields: the two-of-three rule goes to the parameters, wherever it is reported. */
export function mandateFieldErrors(api: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, code] of Object.entries(api)) {
    if (code === 'two_parameters') out.parameters = code;
    else if (field === 'acceptTerms' || field === 'termsVersion') out.accepted = 'accept_terms';
    else out[field] = code;
  }
  return out;
}
