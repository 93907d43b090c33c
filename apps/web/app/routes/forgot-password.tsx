import { localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import { AuthPage } from '../features/auth/auth-ui';
import { ForgotPasswordForm, type ForgotPasswordResult } from '../features/auth/forgot-password-form';
import { parseForgotPassword, textField } from '../features/auth/forms';
import { apiCall } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  return { locale, meta: { title: `${t('auth.forgot.title')} | ${t('brand.name')}`, description: t('auth.forgot.meta_description') } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** The server answers 204 whether or not the email has an account; so does this page. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const parsed = parseForgotPassword(form);
  if (!parsed.ok) return data<ForgotPasswordResult>({ sent: false, failure: parsed.failure, email: textField(form, 'email') });
  const answer = await apiCall(context, AUTH_ENDPOINTS.forgotPassword, { body: parsed.body });
  const headers = cookieHeaders(answer);
  if (answer.status < 300) return data<ForgotPasswordResult>({ sent: true }, { headers });
  return data<ForgotPasswordResult>({ sent: false, failure: failureOf(answer), email: parsed.body.email }, { headers });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthPage title={t('auth.forgot.title')} intro={result?.sent ? undefined : t('auth.forgot.intro')}>
      <ForgotPasswordForm locale={locale} result={result} />
    </AuthPage>
  );
}
