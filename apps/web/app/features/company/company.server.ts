import { buildPath, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS, buildUrl, COMPANY_ENDPOINTS, REFERENCE_ENDPOINTS, type EndpointBody } from '@platform/contract/endpoints';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { apiCall } from '../../lib/api.server';
import { assertSameOrigin, cookieHeaders } from '../auth/action.server';
import { serverT } from '../../lib/i18n.server';

/** The company page's data; private accounts go to their profile (company pages are for companies). */
export async function loadCompany({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [answer, countriesAnswer, userAnswer] = await Promise.all([
    apiCall(context, COMPANY_ENDPOINTS.company, {}),
    context.api.request('GET', buildUrl(REFERENCE_ENDPOINTS.countries)),
    apiCall(context, AUTH_ENDPOINTS.userDetails, {}),
  ]);
  if (answer.status === 503) throw data(null, { status: 503 });
  if (answer.status === 401) throw redirect(buildPath('logout', locale));
  if (answer.status === 403) throw redirect(buildPath('account-profile', locale));
  const company = answer.ok;
  if (!company) throw data(null, { status: 500 });
  const countries = countriesAnswer.status === 200 ? REFERENCE_ENDPOINTS.countries.response[200].parse(countriesAnswer.data) : [];
  const user = userAnswer.ok;
  // Read-only accounts and "logged in as another user" sessions cannot change anything (spec section 6).
  const locked = !user || user.readonly || user.impersonatedBy !== null;
  const t = serverT(locale);
  return { locale, ...company, countries, locked, meta: { title: `${t('company.title')} | ${t('brand.name')}`, description: t('company.meta_description') } };
}

export type CompanyIntent = 'details' | 'add-person' | 'remove-person';
export interface CompanyActionResult {
  intent: CompanyIntent | 'unknown';
  ok: boolean;
  fieldErrors?: Record<string, string[]>;
  at: number;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/** Form body of the person form → the API body (ownership typed in percent, sent in basis points). */
export function personBodyOf(form: FormData) {
  const isUbo = checked(form, 'isUbo');
  const ownership = text(form, 'ownership').replace(',', '.');
  const percent = ownership === '' ? null : Number(ownership);
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    birthDate: text(form, 'birthDate'),
    nationality: text(form, 'nationality').toUpperCase(),
    isDirector: checked(form, 'isDirector'),
    isRepresentative: checked(form, 'isRepresentative'),
    isUbo,
    ownershipBps: isUbo && percent !== null && Number.isFinite(percent) ? Math.round(percent * 100) : null,
  };
}

/** One action for the company forms, told apart by `intent`. */
export async function runCompanyAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent: CompanyActionResult['intent'] = raw === 'details' || raw === 'add-person' || raw === 'remove-person' ? raw : 'unknown';
  const at = Date.now();
  let answer;
  if (intent === 'details') {
    // The form's values go as typed: the server's validation answers with the field errors the page shows.
    const body = {
      businessActivityIndustry: text(form, 'businessActivityIndustry'),
      businessActivitySubIndustry: text(form, 'businessActivitySubIndustry'),
      governmentalLicenseIsLicensed: checked(form, 'governmentalLicenseIsLicensed'),
      countryCodeId: Number(text(form, 'countryCodeId')) || 0,
    } as EndpointBody<typeof COMPANY_ENDPOINTS.setDetails>;
    answer = await apiCall(context, COMPANY_ENDPOINTS.setDetails, { body });
  } else if (intent === 'add-person') {
    answer = await apiCall(context, COMPANY_ENDPOINTS.addPerson, { body: personBodyOf(form) });
  } else if (intent === 'remove-person') {
    const id = Number(text(form, 'id'));
    if (!Number.isInteger(id) || id < 1) return data<CompanyActionResult>({ intent, ok: false, at }, { status: 400 });
    answer = await apiCall(context, COMPANY_ENDPOINTS.removePerson, { params: { id } });
  } else {
    return data<CompanyActionResult>({ intent, ok: false, at }, { status: 400 });
  }
  const headers = cookieHeaders(answer);
  if (answer.status === 503) throw data(null, { status: 503, headers });
  if (answer.status === 401) throw redirect(buildPath('logout', locale), { headers });
  if (answer.status < 300) return data<CompanyActionResult>({ intent, ok: true, at }, { headers });
  const fieldErrors = (answer.data as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  return data<CompanyActionResult>({ intent, ok: false, fieldErrors, at }, { headers });
}
