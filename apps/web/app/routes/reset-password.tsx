import { buildPath, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf, notificationCookie } from '../features/auth/action.server';
import { AuthPage } from '../features/auth/auth-ui';
import { parseNewPassword } from '../features/auth/forms';
import { ResetPasswordForm, type ResetPasswordResult } from '../features/auth/reset-password-form';
import { apiCall } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** Spec section 6/8: the page needs a token whose check answers SUCCESS, otherwise 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const check = await apiCall(context, AUTH_ENDPOINTS.checkResetPasswordToken, { params: { token } });
  if (check.status === 503) throw data(null, { status: 503 });
  if (check.ok?.status !== 'SUCCESS') throw data(null, { status: 404 });
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  return { locale, meta: { title: `${t('auth.reset.title')} | ${t('brand.name')}`, description: t('auth.reset.meta_description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }];

/** After a failed post the token is not checked again (a spent token would turn the answer into a 404). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;

/** Sets the new password; on success back to the login page with a success notification. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const parsed = parseNewPassword(form, { password: 'password', confirm: 'passwordConfirm' });
  if (!parsed.ok) return data<ResetPasswordResult>({ failure: parsed.failure });
  const answer = await apiCall(context, AUTH_ENDPOINTS.resetPassword, { body: { token: params.token ?? '', password: parsed.body } });
  if (answer.status === 204 || answer.status === 200) {
    const headers = cookieHeaders(answer, [notificationCookie(serverT(locale)('auth.reset.success'), 'SUCCESS', request)]);
    return redirect(buildPath('login', locale), { headers });
  }
  return data<ResetPasswordResult>({ failure: failureOf(answer) }, { headers: cookieHeaders(answer) });
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('auth.reset.title')}>
      <ResetPasswordForm locale={locale} result={result} />
    </AuthPage>
  );
}
