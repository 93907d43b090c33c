import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, type Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link, useSubmit } from 'react-router';
import { OneTimeCodeInput } from '../../components/ui/one-time-code-input';
import { TextField } from '../../components/ui/text-field';
import { FailureAlert } from './auth-ui';
import { fieldMessages, type Failure } from './failures';
import { useMessage } from './password-hints';
import { usePosting } from './use-posting';

export interface TwoStepLoginResult {
  /** Which of the two forms posted. */
  via: 'app' | 'recovery';
  failure: Failure;
  /** Changes with every answer, so the code boxes empty after a wrong code. */
  at: number;
}

/**
 * The second step of a login: the 6-digit code from the authenticator app (posts itself once all
 * digits are in), or a recovery code in a plain text field (which also takes an app code, so the
 * page works without JavaScript).
 */
export function TwoStepLoginForm({ locale, result }: { locale: Locale; result?: TwoStepLoginResult }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const submit = useSubmit();
  const posting = usePosting();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [answered, setAnswered] = useState(result?.at);
  if (result?.at !== answered) {
    // A new answer (a wrong code): start again with empty boxes.
    setAnswered(result?.at);
    setCode('');
  }
  const appFailure = result?.via === 'app' ? result.failure : undefined;
  const recoveryFailure = result?.via === 'recovery' ? result.failure : undefined;
  const appFields = fieldMessages(appFailure);
  const recoveryFields = fieldMessages(recoveryFailure);
  const recoveryOpen = result?.via === 'recovery';

  return (
    <Stack gap="lg">
      <Form method="post" noValidate aria-label={t('auth.two_step.title')}>
        <input type="hidden" name="via" value="app" />
        <Stack gap="md">
          <FailureAlert failure={appFailure} />
          <OneTimeCodeInput
            name="code"
            label={t('auth.two_step.code_label')}
            value={code}
            onChange={setCode}
            onComplete={(full) => void submit({ via: 'app', code: full }, { method: 'post' })}
            autoFocus
            error={tm(appFields.code)}
          />
          <Button type="submit" size="md" fullWidth loading={posting} data-testid="two-step-submit">
            {t('auth.two_step.submit')}
          </Button>
        </Stack>
      </Form>
      <Box component="details" open={recoveryOpen || undefined} data-testid="recovery-code-section">
        <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
          {t('auth.two_step.use_recovery')}
        </Text>
        <Form method="post" noValidate>
          <input type="hidden" name="via" value="recovery" />
          <Stack gap="md" mt="sm">
            <FailureAlert failure={recoveryFailure} />
            <TextField
              name="code"
              label={t('auth.two_step.recovery_label')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              value={recovery}
              onChange={setRecovery}
              error={tm(recoveryFields.code)}
            />
            <Text size="xs" c="dimmed" mt={-8}>
              {t('auth.two_step.recovery_hint')}
            </Text>
            <Button type="submit" variant="light" fullWidth loading={posting} data-testid="recovery-submit">
              {t('auth.two_step.recovery_submit')}
            </Button>
          </Stack>
        </Form>
      </Box>
      <Anchor component={Link} to={buildPath('login', locale)} size="sm">
        {t('auth.two_step.back_to_login')}
      </Anchor>
    </Stack>
  );
}
