import { buildPath, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import { AuthPage } from '../features/auth/auth-ui';
import { parseTwoStepCode } from '../features/auth/forms';
import { TwoStepLoginForm, type TwoStepLoginResult } from '../features/auth/two-step-login-form';
import { apiCall } from '../lib/api.server';
import { projectsPageOne } from '../lib/guards';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Spec section 6: the Google two-step page only while the token check answers 200. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const check = await apiCall(context, AUTH_ENDPOINTS.twoStepToken, {});
  if (check.status !== 200) throw redirect(projectsPageOne(locale));
  const t = serverT(locale);
  return { locale, meta: { title: `${t('auth.two_step.title')} | ${t('brand.name')}`, description: t('auth.two_step.meta_description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }];

/** Checks the app code or a recovery code; on success the session becomes active and the user lands on projects page 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const via = form.get('via') === 'recovery' ? 'recovery' : 'app';
  const parsed = parseTwoStepCode(form);
  if (!parsed.ok) return data<TwoStepLoginResult>({ via, failure: parsed.failure, at: Date.now() });
  const answer = await apiCall(context, AUTH_ENDPOINTS.twoStepVerify, { body: { code: parsed.body } });
  const headers = cookieHeaders(answer);
  if (answer.status === 200 || answer.status === 204) return redirect(projectsPageOne(locale), { headers });
  const failure = failureOf(answer);
  // The pending login ran out: start again from the login page.
  if (failure.code === 'UNAUTHORIZED') return redirect(buildPath('login', locale), { headers });
  return data<TwoStepLoginResult>({ via, failure, at: Date.now() }, { headers });
}

export default function TwoStepGooglePage() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('auth.two_step.title')} intro={t('auth.two_step.intro')}>
      <TwoStepLoginForm locale={locale} result={result} />
    </AuthPage>
  );
}
