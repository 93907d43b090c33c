import { compactPhone, phoneConfirmBodySchema } from '@platform/contract';
import { PHONE_ENDPOINTS } from '@platform/contract/endpoints';
import type { AppLoadContext } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { cookieHeaders, failureOf } from '../auth/action.server';
import { textField } from '../auth/forms';
import type { PhoneIntent, PhoneResult } from './phone-result';

/** The phone section's posts on the profile page (decision 0048): one API call each, the answer as a PhoneResult. */
export async function phoneAction(intent: PhoneIntent, form: FormData, context: AppLoadContext): Promise<{ result: PhoneResult; headers: Headers }> {
  const at = Date.now();
  const fail = (fieldErrors: Record<string, string[]>) => ({
    result: { intent, at, ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors } },
    headers: new Headers(),
  });
  if (intent === 'phone-start') {
    const phone = compactPhone(textField(form, 'phone'));
    if (!phone) return fail({ phone: ['invalid'] });
    const answer = await apiCall(context, PHONE_ENDPOINTS.start, { body: { phone } });
    const headers = cookieHeaders(answer);
    return answer.ok
      ? { result: { intent, at, ok: true, sent: answer.ok }, headers }
      : { result: { intent, at, ok: false, failure: failureOf(answer) }, headers };
  }
  if (intent === 'phone-resend') {
    const answer = await apiCall(context, PHONE_ENDPOINTS.resend, {});
    const headers = cookieHeaders(answer);
    return answer.ok
      ? { result: { intent, at, ok: true, sent: answer.ok }, headers }
      : { result: { intent, at, ok: false, failure: failureOf(answer) }, headers };
  }
  const code = phoneConfirmBodySchema.safeParse({ code: textField(form, 'code') });
  if (!code.success) return fail({ code: ['code_format'] });
  const answer = await apiCall(context, PHONE_ENDPOINTS.confirm, { body: code.data });
  const headers = cookieHeaders(answer);
  return answer.ok ? { result: { intent, at, ok: true }, headers } : { result: { intent, at, ok: false, failure: failureOf(answer) }, headers };
}

/** The section's state for the page loader; null (the section shows an error) when it cannot be read. */
export async function loadPhoneSection(context: AppLoadContext) {
  const answer = await apiCall(context, PHONE_ENDPOINTS.state, {});
  return { state: answer.ok ?? null, loadedAt: Date.now() };
}
