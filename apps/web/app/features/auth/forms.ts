import { checkPasswordStrength, type Locale, type RegisterBody } from '@platform/contract';
import type { Failure } from './failures';

/**
 * Reading the posted forms into the API bodies, with the checks worth doing before the round trip
 * (required fields, matching passwords). The server checks everything again.
 */
export type Parsed<T> = { ok: true; body: T } | { ok: false; failure: Failure };

/** A trimmed text field ('' when missing or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password field as typed (spaces count). */
export function passwordField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function checkboxField(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value === 'on' || value === 'true' || value === '1';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(fieldErrors: Record<string, string[]>): { ok: false; failure: Failure } {
  return { ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors } };
}

function captchaOf(form: FormData): { captchaToken?: string } {
  const token = textField(form, 'captchaToken');
  return token ? { captchaToken: token } : {};
}

function checkEmail(email: string, errors: Record<string, string[]>): void {
  if (!email) errors.email = ['required'];
  else if (!EMAIL.test(email)) errors.email = ['email'];
}

export function parseLogin(form: FormData): Parsed<{ email: string; password: string; captchaToken?: string }> {
  const email = textField(form, 'email');
  const password = passwordField(form, 'password');
  const errors: Record<string, string[]> = {};
  if (!email) errors.email = ['required'];
  if (!password) errors.password = ['required'];
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { ok: true, body: { email, password, ...captchaOf(form) } };
}

export function parseForgotPassword(form: FormData): Parsed<{ email: string; captchaToken?: string }> {
  const email = textField(form, 'email');
  const errors: Record<string, string[]> = {};
  checkEmail(email, errors);
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { ok: true, body: { email, ...captchaOf(form) } };
}

export function parseRegister(form: FormData, locale: Locale): Parsed<RegisterBody> {
  const type = textField(form, 'type') === 'company' ? 'company' : 'private';
  const email = textField(form, 'email');
  const password = passwordField(form, 'password');
  const errors: Record<string, string[]> = {};
  checkEmail(email, errors);
  if (!password) errors.password = ['required'];
  else {
    const problems = checkPasswordStrength(password, email);
    if (problems.length > 0) errors.password = problems;
  }
  const referralCode = textField(form, 'referralCode');
  const promoCode = textField(form, 'promoCode');
  let company: RegisterBody['company'];
  if (type === 'company') {
    const name = textField(form, 'companyName');
    const registrationNumber = textField(form, 'registrationNumber');
    if (!name) errors.companyName = ['required'];
    else if (name.length < 2) errors.companyName = ['invalid'];
    if (!registrationNumber) errors.registrationNumber = ['required'];
    else if (registrationNumber.length < 2) errors.registrationNumber = ['invalid'];
    company = {
      name,
      registrationNumber,
      isRepresentative: checkboxField(form, 'isRepresentative'),
      isDirector: checkboxField(form, 'isDirector'),
      isSubsidiary: checkboxField(form, 'isSubsidiary'),
      isUbo: checkboxField(form, 'isUbo'),
    };
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return {
    ok: true,
    body: {
      email,
      password,
      type,
      locale,
      ...(referralCode ? { referralCode } : {}),
      ...(promoCode ? { promoCode } : {}),
      ...(company ? { company } : {}),
      ...captchaOf(form),
    },
  };
}

/** What the register form shows again after a failed post (never the password). */
export function registerValues(form: FormData) {
  return {
    type: textField(form, 'type') === 'company' ? ('company' as const) : ('private' as const),
    email: textField(form, 'email'),
    referralCode: textField(form, 'referralCode'),
    promoCode: textField(form, 'promoCode'),
    companyName: textField(form, 'companyName'),
    registrationNumber: textField(form, 'registrationNumber'),
    isRepresentative: checkboxField(form, 'isRepresentative'),
    isDirector: checkboxField(form, 'isDirector'),
    isSubsidiary: checkboxField(form, 'isSubsidiary'),
    isUbo: checkboxField(form, 'isUbo'),
  };
}
export type RegisterValues = ReturnType<typeof registerValues>;

/** New password typed twice (reset and change forms); `email` sharpens the strength check when known. */
export function parseNewPassword(form: FormData, names: { password: string; confirm?: string }, email = ''): Parsed<string> {
  const password = passwordField(form, names.password);
  const errors: Record<string, string[]> = {};
  if (!password) errors[names.password] = ['required'];
  else {
    const problems = checkPasswordStrength(password, email);
    if (problems.length > 0) errors[names.password] = problems;
  }
  if (names.confirm) {
    const confirm = passwordField(form, names.confirm);
    if (!confirm) errors[names.confirm] = ['required'];
    else if (password && confirm !== password) errors[names.confirm] = ['mismatch'];
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { ok: true, body: password };
}

const AUTHENTICATOR_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx); spaces inside are dropped. */
export function normalizeTwoStepCode(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toLowerCase();
  return /^\d{3}-\d{3}$/.test(compact) ? compact.replace('-', '') : compact;
}

export function parseTwoStepCode(form: FormData, name = 'code', { recoveryAllowed = true } = {}): Parsed<string> {
  const code = normalizeTwoStepCode(textField(form, name));
  if (!code) return invalid({ [name]: ['required'] });
  if (!AUTHENTICATOR_CODE.test(code) && !(recoveryAllowed && RECOVERY_CODE.test(code))) return invalid({ [name]: ['code_format'] });
  return { ok: true, body: code };
}
