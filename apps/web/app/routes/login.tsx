import { buildPath, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import { AuthPage } from '../features/auth/auth-ui';
import { parseLogin, textField } from '../features/auth/forms';
import { LoginForm, type LoginResult } from '../features/auth/login-form';
import { apiCall } from '../lib/api.server';
import { projectsPageOne } from '../lib/guards';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  return { locale, meta: { title: `${t('auth.login.title')} | ${t('brand.name')}`, description: t('auth.login.meta_description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** Log in: on success to the two-step page when the account asks for it, else to projects page 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const parsed = parseLogin(form);
  if (!parsed.ok) return data<LoginResult>({ failure: parsed.failure, email: textField(form, 'email') });
  const answer = await apiCall(context, AUTH_ENDPOINTS.login, { body: parsed.body });
  const headers = cookieHeaders(answer);
  if (answer.ok) return redirect(answer.ok.twoStepRequired ? buildPath('two-step-auth-google', locale) : projectsPageOne(locale), { headers });
  return data<LoginResult>({ failure: failureOf(answer), email: parsed.body.email }, { headers });
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('auth.login.title')}>
      <LoginForm locale={locale} result={result} />
    </AuthPage>
  );
}
