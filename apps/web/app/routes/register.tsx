import { Button } from '../components/ui/button';
import { buildPath, isRegistrationBlocked, localeFromPath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { data, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import { AuthPage } from '../features/auth/auth-ui';
import { finishOnboardingRoute } from '../lib/alerts';
import { parseRegister, registerValues } from '../features/auth/forms';
import { RegisterForm, type RegisterResult } from '../features/auth/register-form';
import { apiCall } from '../lib/api.server';
import { projectsPageOne } from '../lib/guards';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/**
 * Spec section 6: blocked once registration is completed with nothing pending (guests pass). A
 * logged-in user before that point sees where their registration continues instead of the form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const user = (await apiCall(context, AUTH_ENDPOINTS.userDetails, {})).ok;
  if (user && isRegistrationBlocked(user)) throw redirect(projectsPageOne(locale));
  const t = serverT(locale);
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 64);
  return {
    locale,
    continueHref: user ? buildPath(finishOnboardingRoute(user), locale) : null,
    defaults: { referralCode: param('ref') || param('referral'), promoCode: param('promo') },
    meta: { title: `${t('auth.register.title')} | ${t('brand.name')}`, description: t('auth.register.meta_description') },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** Create the account in the page's locale; on 201 the session cookies come along and the user lands on projects page 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const values = registerValues(form);
  const parsed = parseRegister(form, locale);
  if (!parsed.ok) return data<RegisterResult>({ failure: parsed.failure, values });
  const answer = await apiCall(context, AUTH_ENDPOINTS.register, { body: parsed.body });
  const headers = cookieHeaders(answer);
  if (answer.status === 201 || answer.status === 200) return redirect(projectsPageOne(locale), { headers });
  return data<RegisterResult>({ failure: failureOf(answer), values }, { headers });
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { locale, defaults, continueHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (continueHref) {
    return (
      <AuthPage title={t('auth.register.continue.title')} intro={t('auth.register.continue.text')}>
        <Button component={Link} to={continueHref} data-testid="register-continue" w="fit-content">
          {t('auth.register.continue.link')}
        </Button>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('auth.register.title')}>
      <RegisterForm locale={locale} result={result} defaults={defaults} />
    </AuthPage>
  );
}
