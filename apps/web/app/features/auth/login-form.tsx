import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { EmailField, ErrorText, FailureAlert } from './auth-ui';
import { fieldMessages, type Failure } from './failures';
import { useMessage } from './password-hints';
import { useCaptchaSubmit } from './use-captcha-submit';
import { usePosting } from './use-posting';

export interface LoginResult {
  failure: Failure;
  email: string;
}

/** Email and password; posts to the page's action (works without JavaScript too). */
export function LoginForm({ locale, result }: { locale: Locale; result?: LoginResult }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [email, setEmail] = useState(result?.email ?? '');
  const [password, setPassword] = useState('');
  const captcha = useCaptchaSubmit('login');
  const posting = usePosting();
  const fields = fieldMessages(result?.failure);
  return (
    <Form method="post" noValidate onSubmit={captcha.onSubmit} aria-label={t('auth.login.title')}>
      <Stack gap="md">
        <FailureAlert failure={result?.failure} />
        <ErrorText>{captcha.error}</ErrorText>
        <EmailField value={email} onChange={setEmail} error={tm(fields.email)} autoComplete="username" />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.field.password')}
          required
          maxLength={128}
          value={password}
          onChange={setPassword}
          error={tm(fields.password)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={buildPath('forgot-password', locale)} size="sm" data-testid="forgot-password-link">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={posting || captcha.pending} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.no_account')}{' '}
          <Anchor component={Link} to={buildPath('register', locale)} data-testid="register-link">
            {t('auth.login.register_link')}
          </Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
