import { Alert, Anchor, Stack } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { EmailField, ErrorText, FailureAlert } from './auth-ui';
import { fieldMessages, type Failure } from './failures';
import { useMessage } from './password-hints';
import { useCaptchaSubmit } from './use-captcha-submit';
import { usePosting } from './use-posting';

export type ForgotPasswordResult = { sent: true } | { sent: false; failure: Failure; email: string };

/** Email in, the same confirmation out whether or not an account exists (no enumeration). */
export function ForgotPasswordForm({ locale, result }: { locale: Locale; result?: ForgotPasswordResult }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [email, setEmail] = useState(result && !result.sent ? result.email : '');
  const captcha = useCaptchaSubmit('forgot_password');
  const posting = usePosting();
  const loginLink = (
    <Anchor component={Link} to={buildPath('login', locale)}>
      {t('auth.forgot.back_to_login')}
    </Anchor>
  );
  if (result?.sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" title={t('auth.forgot.sent_title')} role="status" data-testid="forgot-password-sent">
          {t('auth.forgot.sent')}
        </Alert>
        {loginLink}
      </Stack>
    );
  }
  const failure = result && !result.sent ? result.failure : undefined;
  const fields = fieldMessages(failure);
  return (
    <Form method="post" noValidate onSubmit={captcha.onSubmit} aria-label={t('auth.forgot.title')}>
      <Stack gap="md">
        <FailureAlert failure={failure} />
        <ErrorText>{captcha.error}</ErrorText>
        <EmailField value={email} onChange={setEmail} error={tm(fields.email)} />
        <Button type="submit" size="md" fullWidth loading={posting || captcha.pending} data-testid="forgot-password-submit">
          {t('auth.forgot.submit')}
        </Button>
        {loginLink}
      </Stack>
    </Form>
  );
}
