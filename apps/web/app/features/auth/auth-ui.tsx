import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { TextField } from '../../components/ui/text-field';
import { failureMessage, type Failure } from './failures';

/** Heading, optional intro and the form of a sign-in screen (inside the user-access layout). */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg" py="lg" w="100%">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" mt="xs">
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** The error alert of a failed post; role="alert" so screen readers announce it at once. */
export function FailureAlert({
  failure,
  overrides,
  children,
}: {
  failure: Failure | null | undefined;
  overrides?: Partial<Record<string, string>>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!failure) return null;
  const message = failureMessage(failure, overrides);
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" data-code={failure.code}>
      {t(message.key, message.values)}
      {children}
    </Alert>
  );
}

/** A plain error line (captcha failures, whose texts the spec fixes in English). */
export function ErrorText({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="captcha-error">
      {children}
    </Alert>
  );
}

/** The email field of the sign-in forms: one definition of its type, limits and autofill hint. */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
  /** `username` on the login form, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      label={t('auth.field.email')}
      required
      maxLength={254}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
