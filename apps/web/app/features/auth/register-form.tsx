import { Anchor, Box, Checkbox, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, TERMS_DOCUMENT_PATH, type Locale } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router';
import { TextField } from '../../components/ui/text-field';
import { EmailField, ErrorText, FailureAlert } from './auth-ui';
import { fieldMessages, type Failure } from './failures';
import type { RegisterValues } from './forms';
import { NewPasswordField, useMessage } from './password-hints';
import { useCaptchaSubmit } from './use-captcha-submit';
import { usePosting } from './use-posting';

export interface RegisterResult {
  failure: Failure;
  values: RegisterValues;
}

export interface RegisterDefaults {
  referralCode?: string;
  promoCode?: string;
}

const FIELDSET_STYLE = {
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-md)',
  padding: 'var(--mantine-spacing-md)',
  margin: 0,
  minWidth: 0,
};

const COMPANY_FLAGS = [
  { name: 'isRepresentative', label: 'auth.register.company.representative' },
  { name: 'isDirector', label: 'auth.register.company.director' },
  { name: 'isSubsidiary', label: 'auth.register.company.subsidiary' },
  { name: 'isUbo', label: 'auth.register.company.ubo' },
] as const;

/**
 * Private or company account. The page locale goes with the post (the action adds it). Without
 * JavaScript the type switch cannot reveal the company fields; the action then answers with them
 * shown and marked, so the form still works.
 */
export function RegisterForm({ locale, result, defaults = {} }: { locale: Locale; result?: RegisterResult; defaults?: RegisterDefaults }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const values = result?.values;
  const [type, setType] = useState<'private' | 'company'>(values?.type ?? 'private');
  const [email, setEmail] = useState(values?.email ?? '');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState(values?.referralCode ?? defaults.referralCode ?? '');
  const [promoCode, setPromoCode] = useState(values?.promoCode ?? defaults.promoCode ?? '');
  const [companyName, setCompanyName] = useState(values?.companyName ?? '');
  const [registrationNumber, setRegistrationNumber] = useState(values?.registrationNumber ?? '');
  const captcha = useCaptchaSubmit('register');
  const posting = usePosting();
  const fields = fieldMessages(result?.failure);

  return (
    <Form method="post" noValidate onSubmit={captcha.onSubmit} aria-label={t('auth.register.title')}>
      <Stack gap="md">
        <FailureAlert failure={result?.failure} />
        <ErrorText>{captcha.error}</ErrorText>
        <Input.Wrapper label={t('auth.register.type')} id="account-type" labelElement="div">
          <SegmentedControl
            name="type"
            value={type}
            onChange={(next) => setType(next === 'company' ? 'company' : 'private')}
            fullWidth
            aria-labelledby="account-type-label"
            data-testid="account-type"
            data={[
              { value: 'private', label: t('auth.register.type.private') },
              { value: 'company', label: t('auth.register.type.company') },
            ]}
          />
        </Input.Wrapper>
        <EmailField value={email} onChange={setEmail} error={tm(fields.email)} />
        <NewPasswordField name="password" label={t('auth.field.password')} value={password} onChange={setPassword} email={email} error={tm(fields.password)} />
        {type === 'company' && (
          <Box component="fieldset" data-testid="company-fields" style={FIELDSET_STYLE}>
            <Text component="legend" fw={600} px={4}>
              {t('auth.register.company.section')}
            </Text>
            <Stack gap="sm">
              <TextField
                name="companyName"
                autoComplete="organization"
                label={t('auth.register.company.name')}
                required
                maxLength={200}
                value={companyName}
                onChange={setCompanyName}
                error={tm(fields.companyName)}
              />
              <TextField
                name="registrationNumber"
                label={t('auth.register.company.registration_number')}
                required
                maxLength={50}
                value={registrationNumber}
                onChange={setRegistrationNumber}
                error={tm(fields.registrationNumber)}
              />
              {COMPANY_FLAGS.map((flag) => (
                <Checkbox key={flag.name} name={flag.name} label={t(flag.label)} defaultChecked={values?.[flag.name] ?? false} />
              ))}
            </Stack>
          </Box>
        )}
        <TextField
          name="referralCode"
          label={t('auth.register.referral')}
          maxLength={64}
          value={referralCode}
          onChange={setReferralCode}
          error={tm(fields.referralCode)}
        />
        <TextField name="promoCode" label={t('auth.register.promo')} maxLength={64} value={promoCode} onChange={setPromoCode} error={tm(fields.promoCode)} />
        <Text size="sm" data-testid="register-terms">
          <Anchor href={TERMS_DOCUMENT_PATH} target="_blank" rel="noopener">
            {t('shell.register.accepts')}
          </Anchor>
        </Text>
        <Button type="submit" size="md" fullWidth loading={posting || captcha.pending} data-testid="register-submit">
          {t('auth.register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.register.has_account')}{' '}
          <Anchor component={Link} to={buildPath('login', locale)}>
            {t('auth.register.login_link')}
          </Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
