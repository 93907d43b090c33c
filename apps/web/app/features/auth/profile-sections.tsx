import { Alert, Badge, CopyButton, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { LOCALE_NATIVE_NAMES, LOCALES, type Locale, type UserData } from '@platform/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useSubmit } from 'react-router';
import { OneTimeCodeInput } from '../../components/ui/one-time-code-input';
import { TextField } from '../../components/ui/text-field';
import { FailureAlert } from './auth-ui';
import { fieldMessages } from './failures';
import { NewPasswordField, useMessage } from './password-hints';
import type { ProfileIntent, ProfileResult, TwoStepSetup } from './profile-result';
import { usePosting } from './use-posting';

type ProfileUser = Pick<UserData, 'email' | 'type' | 'locale' | 'twoStepEnabled' | 'readonly' | 'impersonatedBy' | 'company'>;

/** The answer of this section's post, if the last post was one of its intents. */
function resultFor(result: ProfileResult | undefined, ...intents: ProfileIntent[]): ProfileResult | undefined {
  return result && (intents as string[]).includes(result.intent) ? result : undefined;
}

const CODE_STYLE = {
  display: 'inline-block',
  overflowWrap: 'anywhere',
  background: 'var(--mantine-color-gray-1)',
  borderRadius: 4,
  padding: '2px 6px',
} as const;

const PASSWORD_OVERRIDES = { INVALID_CREDENTIALS: 'auth.profile.password.wrong_current' };
const DISABLE_OVERRIDES = { INVALID_CREDENTIALS: 'auth.field.wrong_password' };

export function Section({ title, testId, children, aside }: { title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function AccountSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  return (
    <Section title={t('auth.profile.account.title')} testId="profile-account">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('auth.field.email')}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
            {user.email}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('auth.register.type')}
          </Text>
          <Text component="dd" m={0} fw={600} data-testid="profile-type">
            {t(user.type === 'company' ? 'auth.register.type.company' : 'auth.register.type.private')}
          </Text>
        </div>
        {user.company && (
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('auth.register.company.name')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {user.company.name}
            </Text>
          </div>
        )}
      </SimpleGrid>
    </Section>
  );
}

export function ChangePasswordSection({ user, result, locked }: { user: ProfileUser; result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const mine = resultFor(result, 'change-password');
  // A new form after a success, so the typed passwords are gone.
  return (
    <Section title={t('auth.profile.password.title')} testId="profile-password">
      {mine?.ok && (
        <Alert color="teal" variant="light" role="status" data-testid="password-changed">
          {t('auth.profile.password.done')}
        </Alert>
      )}
      <ChangePasswordForm key={mine?.ok ? mine.at : 'form'} email={user.email} result={mine?.ok ? undefined : mine} locked={locked} />
    </Section>
  );
}

function ChangePasswordForm({ email, result, locked }: { email: string; result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const posting = usePosting('change-password');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const fields = fieldMessages(result?.failure);
  return (
    <Form method="post" noValidate aria-label={t('auth.profile.password.title')}>
      <input type="hidden" name="intent" value="change-password" />
      <Stack gap="md" maw={420}>
        <FailureAlert failure={result?.failure} overrides={PASSWORD_OVERRIDES} />
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('auth.profile.password.current')}
          required
          maxLength={128}
          value={current}
          onChange={setCurrent}
          error={tm(fields.currentPassword)}
          disabled={locked}
        />
        <NewPasswordField
          name="newPassword"
          label={t('auth.profile.password.new')}
          value={next}
          onChange={setNext}
          email={email}
          error={tm(fields.newPassword)}
          disabled={locked}
        />
        <Group>
          <Button type="submit" loading={posting} disabled={locked} data-testid="change-password-submit">
            {t('auth.profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function LanguageSection({ user, result, locked }: { user: ProfileUser; result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const mine = resultFor(result, 'change-locale');
  const posting = usePosting('change-locale');
  return (
    <Section title={t('auth.profile.language.title')} testId="profile-language">
      <Form method="post" noValidate aria-label={t('auth.profile.language.title')}>
        <input type="hidden" name="intent" value="change-locale" />
        <Stack gap="md" maw={420}>
          <FailureAlert failure={mine?.failure} />
          <NativeSelect
            name="locale"
            label={t('auth.profile.language.label')}
            defaultValue={user.locale}
            disabled={locked}
            data-testid="locale-select"
            data={LOCALES.map((locale: Locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
          />
          <Group>
            <Button type="submit" loading={posting} disabled={locked} data-testid="change-locale-submit">
              {t('auth.profile.language.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Section>
  );
}

export function TwoStepSection({ user, result, locked }: { user: ProfileUser; result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const mine = resultFor(result, 'two-step-setup', 'two-step-enable', 'two-step-disable');
  const setup = mine?.setup ?? null;
  const justEnabled = mine?.intent === 'two-step-enable' && mine.ok ? (mine.recoveryCodes ?? []) : null;
  const justDisabled = mine?.intent === 'two-step-disable' && mine.ok;
  const status = (
    <Badge color={user.twoStepEnabled ? 'teal' : 'gray'} variant="light" data-testid="two-step-status" data-enabled={user.twoStepEnabled}>
      {t(user.twoStepEnabled ? 'auth.profile.two_step.on' : 'auth.profile.two_step.off')}
    </Badge>
  );
  return (
    <Section title={t('auth.profile.two_step.title')} testId="profile-two-step" aside={status}>
      {justEnabled && <RecoveryCodes codes={justEnabled} />}
      {justDisabled && (
        <Alert color="teal" variant="light" role="status" data-testid="two-step-disabled">
          {t('auth.profile.two_step.disabled')}
        </Alert>
      )}
      {user.twoStepEnabled ? (
        <DisableTwoStepForm key={mine?.at ?? 'form'} result={mine?.intent === 'two-step-disable' ? mine : undefined} locked={locked} />
      ) : setup ? (
        <EnableTwoStepForm setup={setup} result={mine?.intent === 'two-step-enable' ? mine : undefined} locked={locked} />
      ) : (
        <StartSetupForm result={mine?.intent === 'two-step-setup' ? mine : undefined} locked={locked} />
      )}
    </Section>
  );
}

function StartSetupForm({ result, locked }: { result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const posting = usePosting('two-step-setup');
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="two-step-setup" />
      <Stack gap="md" align="flex-start">
        <FailureAlert failure={result?.failure} />
        <Text>{t('auth.profile.two_step.off_text')}</Text>
        <Button type="submit" loading={posting} disabled={locked} data-testid="two-step-setup">
          {t('auth.profile.two_step.setup')}
        </Button>
      </Stack>
    </Form>
  );
}

function EnableTwoStepForm({ setup, result, locked }: { setup: TwoStepSetup; result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const submit = useSubmit();
  const posting = usePosting('two-step-enable');
  const [code, setCode] = useState('');
  const [answered, setAnswered] = useState(result?.at);
  if (result?.at !== answered) {
    setAnswered(result?.at);
    setCode('');
  }
  const hidden = { intent: 'two-step-enable', setupSecret: setup.secret, setupUrl: setup.otpauthUrl, setupQr: setup.qrCodeDataUrl };
  const fields = fieldMessages(result?.failure);
  return (
    <Form method="post" noValidate aria-label={t('auth.profile.two_step.title')}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap="md">
        <FailureAlert failure={result?.failure} />
        <Text>{t('auth.profile.two_step.scan')}</Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <img
            src={setup.qrCodeDataUrl}
            alt={t('auth.profile.two_step.qr_alt')}
            width={200}
            height={200}
            style={{ display: 'block', objectFit: 'contain' }}
            data-testid="two-step-qr"
          />
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text size="sm" c="dimmed" id="two-step-secret-label">
              {t('auth.profile.two_step.secret')}
            </Text>
            <Text component="code" ff="monospace" fz="md" fw={600} aria-labelledby="two-step-secret-label" data-testid="two-step-secret" style={CODE_STYLE}>
              {setup.secret}
            </Text>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? t('auth.copied') : t('auth.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Group>
        <OneTimeCodeInput
          name="code"
          label={t('auth.profile.two_step.confirm_label')}
          value={code}
          onChange={setCode}
          onComplete={(full) => void submit({ ...hidden, code: full }, { method: 'post' })}
          error={tm(fields.code)}
        />
        <Group>
          <Button type="submit" loading={posting} disabled={locked} data-testid="two-step-enable">
            {t('auth.profile.two_step.enable')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" title={t('auth.profile.two_step.recovery_title')} data-testid="recovery-codes">
      <Stack gap="sm">
        <Text size="sm">{t('auth.profile.two_step.enabled')}</Text>
        <Text size="sm">{t('auth.profile.two_step.recovery_text')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {codes.map((code) => (
            <li key={code}>
              <Text component="code" ff="monospace" fz="md" data-testid="recovery-code" style={CODE_STYLE}>
                {code}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" size="sm" onClick={copy} w="fit-content" data-testid="copy-recovery-codes">
              {copied ? t('auth.copied') : t('auth.profile.two_step.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}

function DisableTwoStepForm({ result, locked }: { result?: ProfileResult; locked: boolean }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const posting = usePosting('two-step-disable');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const fields = fieldMessages(result?.failure);
  return (
    <Form method="post" noValidate aria-label={t('auth.profile.two_step.disable_title')}>
      <input type="hidden" name="intent" value="two-step-disable" />
      <Stack gap="md" maw={420}>
        <Text>{t('auth.profile.two_step.on_text')}</Text>
        <Title order={3} size="h5">
          {t('auth.profile.two_step.disable_title')}
        </Title>
        <FailureAlert failure={result?.failure} overrides={DISABLE_OVERRIDES} />
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
          disabled={locked}
        />
        <TextField
          name="code"
          label={t('auth.profile.two_step.disable_code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={20}
          value={code}
          onChange={setCode}
          error={tm(fields.code)}
          disabled={locked}
        />
        <Group>
          <Button type="submit" color="red" variant="light" loading={posting} disabled={locked} data-testid="two-step-disable">
            {t('auth.profile.two_step.disable')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
