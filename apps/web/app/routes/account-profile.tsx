import { Alert, Container, Stack, Title } from '@mantine/core';
import { buildPath, isLocale, localeFromPath, switchLocalePath } from '@platform/contract';
import { AUTH_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../lib/i18n';
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { assertSameOrigin, cookieHeaders, failureOf } from '../features/auth/action.server';
import { parseNewPassword, parseTwoStepCode, passwordField, textField } from '../features/auth/forms';
import { echoedSetup, type ProfileIntent, type ProfileResult } from '../features/auth/profile-result';
import { AccountSection, ChangePasswordSection, LanguageSection, TwoStepSection } from '../features/auth/profile-sections';
import { loadPhoneSection, phoneAction } from '../features/phone/phone-action.server';
import { isPhoneIntent, type PhoneResult } from '../features/phone/phone-result';
import { PhoneSection } from '../features/phone/phone-section';
import { apiCall } from '../lib/api.server';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';

/** The logged-in user's details; a failed details call ends the session (spec section 7). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await apiCall(context, AUTH_ENDPOINTS.userDetails, {});
  if (answer.status === 503) throw data(null, { status: 503 });
  if (answer.status === 401) throw redirect(buildPath('logout', locale));
  if (answer.status === 404) throw data(null, { status: 404 });
  const user = answer.ok;
  if (!user) throw data(null, { status: 500 });
  const t = serverT(locale);
  return {
    locale,
    user: {
      email: user.email,
      type: user.type,
      locale: user.locale,
      twoStepEnabled: user.twoStepEnabled,
      readonly: user.readonly,
      impersonatedBy: user.impersonatedBy,
      company: user.company,
    },
    phone: await loadPhoneSection(context),
    meta: { title: `${t('auth.profile.title')} | ${t('brand.name')}`, description: t('auth.profile.meta_description') },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

const INTENTS: readonly ProfileIntent[] = ['change-password', 'change-locale', 'two-step-setup', 'two-step-enable', 'two-step-disable'];

/** One action for the page's forms, told apart by `intent`. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const raw = textField(form, 'intent');
  if (isPhoneIntent(raw)) {
    const { result, headers } = await phoneAction(raw, form, context);
    return data<PhoneResult>(result, { headers });
  }
  const intent = (INTENTS as readonly string[]).includes(raw) ? (raw as ProfileIntent) : 'unknown';
  const at = Date.now();
  const answerWith = (result: Omit<ProfileResult, 'intent' | 'at'>, headers?: Headers) => data<ProfileResult>({ intent, at, ...result }, { headers });

  switch (intent) {
    case 'change-password': {
      const currentPassword = passwordField(form, 'currentPassword');
      const parsed = parseNewPassword(form, { password: 'newPassword' }, textField(form, 'username'));
      if (!currentPassword || !parsed.ok) {
        const fieldErrors = { ...(parsed.ok ? {} : parsed.failure.fieldErrors), ...(currentPassword ? {} : { currentPassword: ['required'] }) };
        return answerWith({ ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors } });
      }
      const answer = await apiCall(context, AUTH_ENDPOINTS.changePassword, { body: { currentPassword, newPassword: parsed.body } });
      const headers = cookieHeaders(answer);
      if (answer.status < 300) return answerWith({ ok: true }, headers);
      const failure = failureOf(answer);
      // The server names the field `password` for problems of the new one.
      if (failure.fieldErrors?.password) {
        const { password, ...rest } = failure.fieldErrors;
        failure.fieldErrors = { ...rest, newPassword: password };
      }
      return answerWith({ ok: false, failure }, headers);
    }
    case 'change-locale': {
      const target = textField(form, 'locale');
      if (!isLocale(target)) return answerWith({ ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors: { locale: ['invalid'] } } });
      const answer = await apiCall(context, AUTH_ENDPOINTS.changeLocale, { body: { locale: target } });
      const headers = cookieHeaders(answer);
      if (answer.status < 300) return redirect(switchLocalePath('account-profile', {}, target), { headers });
      return answerWith({ ok: false, failure: failureOf(answer) }, headers);
    }
    case 'two-step-setup': {
      const answer = await apiCall(context, AUTH_ENDPOINTS.twoStepSetup, {});
      const headers = cookieHeaders(answer);
      if (answer.ok) return answerWith({ ok: true, setup: answer.ok }, headers);
      return answerWith({ ok: false, failure: failureOf(answer) }, headers);
    }
    case 'two-step-enable': {
      const setup = echoedSetup({ secret: textField(form, 'setupSecret'), otpauthUrl: textField(form, 'setupUrl'), qrCodeDataUrl: textField(form, 'setupQr') });
      const parsed = parseTwoStepCode(form, 'code', { recoveryAllowed: false });
      if (!parsed.ok) return answerWith({ ok: false, failure: parsed.failure, setup });
      const answer = await apiCall(context, AUTH_ENDPOINTS.twoStepEnable, { body: { code: parsed.body } });
      const headers = cookieHeaders(answer);
      if (answer.ok) return answerWith({ ok: true, recoveryCodes: answer.ok.recoveryCodes }, headers);
      return answerWith({ ok: false, failure: failureOf(answer), setup }, headers);
    }
    case 'two-step-disable': {
      const password = passwordField(form, 'password');
      const code = parseTwoStepCode(form);
      if (!password || !code.ok) {
        const fieldErrors = { ...(code.ok ? {} : code.failure.fieldErrors), ...(password ? {} : { password: ['required'] }) };
        return answerWith({ ok: false, failure: { code: 'VALIDATION_FAILED', fieldErrors } });
      }
      const answer = await apiCall(context, AUTH_ENDPOINTS.twoStepDisable, { body: { password, code: code.body } });
      const headers = cookieHeaders(answer);
      if (answer.status < 300) return answerWith({ ok: true }, headers);
      return answerWith({ ok: false, failure: failureOf(answer) }, headers);
    }
    default:
      return answerWith({ ok: false, failure: { code: 'BAD_REQUEST' } });
  }
}

export default function AccountProfilePage() {
  const { t } = useTranslation();
  const { user, phone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const phoneResult = answer && isPhoneIntent(answer.intent) ? (answer as PhoneResult) : undefined;
  const result = answer && !isPhoneIntent(answer.intent) ? (answer as ProfileResult) : undefined;
  // Read-only accounts and "logged in as another user" sessions cannot change anything (spec section 6).
  const locked = user.readonly || user.impersonatedBy !== null;
  return (
    <Container size="md" py="xl" px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('auth.profile.title')}</Title>
        {locked && (
          <Alert color="yellow" variant="light" data-testid="profile-read-only">
            {t(user.readonly ? 'auth.error.READ_ONLY' : 'auth.error.IMPERSONATION_READ_ONLY')}
          </Alert>
        )}
        <AccountSection user={user} />
        <ChangePasswordSection user={user} result={result} locked={locked} />
        <LanguageSection user={user} result={result} locked={locked} />
        <TwoStepSection user={user} result={result} locked={locked} />
        <PhoneSection data={phone} result={phoneResult} locked={locked} />
      </Stack>
    </Container>
  );
}
