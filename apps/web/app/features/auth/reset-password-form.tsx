import { Anchor, Stack } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { FailureAlert } from './auth-ui';
import { fieldMessages, type Failure } from './failures';
import { NewPasswordField, useMessage } from './password-hints';
import { usePosting } from './use-posting';

export interface ResetPasswordResult {
  failure: Failure;
}

/** The new password twice, with the strength hints. */
export function ResetPasswordForm({ locale, result }: { locale: Locale; result?: ResetPasswordResult }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const posting = usePosting();
  const fields = fieldMessages(result?.failure);
  return (
    <Form method="post" noValidate aria-label={t('auth.reset.title')}>
      <Stack gap="md">
        <FailureAlert failure={result?.failure}>
          {result?.failure.code === 'INVALID_TOKEN' && (
            <>
              {' '}
              <Anchor component={Link} to={buildPath('forgot-password', locale)}>
                {t('auth.reset.request_new')}
              </Anchor>
            </>
          )}
        </FailureAlert>
        <NewPasswordField name="password" label={t('auth.reset.new_password')} value={password} onChange={setPassword} error={tm(fields.password)} />
        <TextField
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          label={t('auth.reset.confirm_password')}
          required
          maxLength={128}
          value={confirm}
          onChange={setConfirm}
          error={tm(fields.passwordConfirm)}
        />
        <Button type="submit" size="md" fullWidth loading={posting} data-testid="reset-password-submit">
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
