import { Text, VisuallyHidden } from '@mantine/core';
import { checkPasswordStrength, type PasswordProblem } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { TextField } from '../../components/ui/text-field';
import { passwordRuleMessage, type Message } from './failures';

/** The rules a password is checked against, in the order they are listed. */
const LISTED_RULES: readonly PasswordProblem[] = ['too_short', 'needs_letter', 'needs_digit', 'contains_email', 'too_common'];

export interface PasswordRuleState {
  rule: PasswordProblem;
  met: boolean;
}

/** Every listed rule with whether the password meets it (the shared rules of packages/contract). */
export function passwordRuleStates(password: string, email = ''): PasswordRuleState[] {
  const problems = new Set(checkPasswordStrength(password, email));
  // Without a known email the email rule cannot be judged (reset form), so it is left out.
  const rules = LISTED_RULES.filter((rule) => rule !== 'contains_email' || email.includes('@'));
  if (problems.has('too_long')) rules.splice(1, 0, 'too_long');
  return rules.map((rule) => ({ rule, met: !problems.has(rule) }));
}

/** Live hints under a new-password field: each rule, ticked once met. */
export function PasswordHints({ password, email, id }: { password: string; email?: string; id?: string }) {
  const { t } = useTranslation();
  const states = passwordRuleStates(password, email);
  return (
    <div id={id} data-testid="password-hints">
      <Text size="xs" c="gray.7" mt={4} id={id ? `${id}-title` : undefined}>
        {t('auth.password.rules')}
      </Text>
      <ul aria-labelledby={id ? `${id}-title` : undefined} style={{ listStyle: 'none', margin: '2px 0 0', padding: 0 }}>
        {states.map(({ rule, met }) => {
          const message = passwordRuleMessage(rule);
          return (
            <Text component="li" key={rule} size="xs" data-rule={rule} data-met={met} c={met ? 'teal.9' : 'gray.7'}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {t(message.key, message.values)}
              <VisuallyHidden>{` (${met ? t('auth.password.met') : t('auth.password.unmet')})`}</VisuallyHidden>
            </Text>
          );
        })}
      </ul>
    </div>
  );
}

export function useMessage() {
  const { t } = useTranslation();
  return (message: Message | null | undefined): string | undefined => (message ? t(message.key, message.values) : undefined);
}

export interface NewPasswordFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  email?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/** A new-password field with the strength hints below it. */
export function NewPasswordField({ name, label, value, onChange, email, error, disabled }: NewPasswordFieldProps) {
  return (
    <div>
      <TextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
      />
      <PasswordHints password={value} email={email} id={`${name}-hints`} />
    </div>
  );
}
