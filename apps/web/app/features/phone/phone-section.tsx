import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatCountdown, type PhoneState } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Form, useSubmit } from 'react-router';
import { OneTimeCodeInput } from '../../components/ui/one-time-code-input';
import { TextField } from '../../components/ui/text-field';
import { useMessage } from '../auth/password-hints';
import { Section } from '../auth/profile-sections';
import { usePosting } from '../auth/use-posting';
import { phoneFailure, type PhoneResult, type PhoneSectionData } from './phone-result';
import { useCountdown } from './use-countdown';

/**
 * The profile page's "Phone number" section (decision 0048): the confirmed number with "Change", or
 * the number form; once a code is sent, the code input, a live "Resend in 0:59" countdown (the resend
 * button waits for zero) and "Use another number". Posts go to the page's action (intents phone-*),
 * after which the loader reads the state again.
 */
export function PhoneSection({ data, result, locked }: { data: PhoneSectionData; result?: PhoneResult; locked: boolean }) {
  const { t } = useTranslation();
  const { state } = data;
  const [editing, setEditing] = useState(false);
  const [answered, setAnswered] = useState(result?.at);
  if (result?.at !== answered) {
    setAnswered(result?.at);
    // A sent code or a confirmed number closes the number form.
    if (result?.ok) setEditing(false);
  }
  if (!state) {
    return (
      <Section title={t('phone.title')} testId="profile-phone">
        <Alert color="red" variant="light" role="alert" data-testid="phone-load-error">
          {t('phone.error.generic')}
        </Alert>
      </Section>
    );
  }
  const status = (
    <Badge color={state.phone ? 'teal' : 'gray'} variant="light" data-testid="phone-status">
      {t(state.phone ? 'phone.confirmed' : 'phone.not_confirmed')}
    </Badge>
  );
  const waiting = state.temporaryPhone !== null && !editing;
  const justConfirmed = result?.intent === 'phone-confirm' && result.ok;
  return (
    <Section title={t('phone.title')} testId="profile-phone" aside={status}>
      {justConfirmed && (
        <Alert color="teal" variant="light" role="status" data-testid="phone-done">
          {t('phone.done')}
        </Alert>
      )}
      {state.phone && !editing && !waiting && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600} fz="lg" data-testid="phone-confirmed" style={{ overflowWrap: 'anywhere' }}>
            {state.phone.display}
          </Text>
          <Button variant="light" onClick={() => setEditing(true)} disabled={locked} data-testid="phone-change">
            {t('phone.change')}
          </Button>
        </Group>
      )}
      {waiting ? (
        <CodeForm state={state} loadedAt={data.loadedAt} result={result} locked={locked} onOtherNumber={() => setEditing(true)} />
      ) : (
        (editing || !state.phone) && (
          <NumberForm
            result={result?.intent === 'phone-start' ? result : undefined}
            locked={locked}
            onCancel={state.phone || state.temporaryPhone ? () => setEditing(false) : undefined}
          />
        )
      )}
    </Section>
  );
}

function FailureLine({ message }: { message?: { key: string; values?: Record<string, string | number> } }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="phone-error">
      {t(message.key, message.values)}
    </Alert>
  );
}

function NumberForm({ result, locked, onCancel }: { result?: PhoneResult; locked: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  const tm = useMessage();
  const posting = usePosting('phone-start');
  const [phone, setPhone] = useState('');
  const failure = phoneFailure(result?.ok ? undefined : result?.failure);
  return (
    <Form method="post" noValidate aria-label={t('phone.title')}>
      <input type="hidden" name="intent" value="phone-start" />
      <Stack gap="md" maw={420}>
        <Text>{t('phone.intro')}</Text>
        <FailureLine message={failure.alert} />
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('phone.field')}
          placeholder="+370 612 34567"
          required
          maxLength={40}
          value={phone}
          onChange={setPhone}
          error={tm(failure.phone)}
          disabled={locked}
          data-testid="phone-input"
        />
        <Text size="sm" c="dimmed" mt={-8}>
          {t('phone.field_hint')}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={posting} disabled={locked} data-testid="phone-send">
            {t('phone.send')}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('phone.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
}

export function CodeForm({
  state,
  loadedAt,
  result,
  locked,
  onOtherNumber,
}: {
  state: PhoneState;
  loadedAt: number;
  result?: PhoneResult;
  locked: boolean;
  onOtherNumber: () => void;
}) {
  const { t } = useTranslation();
  const tm = useMessage();
  const submit = useSubmit();
  const confirming = usePosting('phone-confirm');
  const resending = usePosting('phone-resend');
  const left = useCountdown(state.resendInSeconds, loadedAt);
  const [code, setCode] = useState('');
  const [answered, setAnswered] = useState(result?.at);
  if (result?.at !== answered) {
    setAnswered(result?.at);
    setCode('');
  }
  const mine = result && result.intent !== 'phone-start' ? result : undefined;
  const failure = phoneFailure(mine?.ok ? undefined : mine?.failure);
  const lockedCode = state.codeLocked || mine?.failure?.code === 'CONFIRMATION_CODE_LOCKED';
  return (
    <Stack gap="md">
      <Text data-testid="phone-sent-to">{t('phone.sent', { phone: state.temporaryPhone })}</Text>
      {mine?.intent === 'phone-resend' && mine.ok && (
        <Alert color="teal" variant="light" role="status" data-testid="phone-resent">
          {t('phone.resent')}
        </Alert>
      )}
      <FailureLine message={failure.alert} />
      <Form method="post" noValidate aria-label={t('phone.code_label')}>
        <input type="hidden" name="intent" value="phone-confirm" />
        <Stack gap="md" align="flex-start">
          <OneTimeCodeInput
            name="code"
            label={t('phone.code_label')}
            value={code}
            onChange={setCode}
            onComplete={(full) => void submit({ intent: 'phone-confirm', code: full }, { method: 'post' })}
            error={tm(failure.code ?? (state.codeLocked ? { key: 'phone.error.CONFIRMATION_CODE_LOCKED' } : undefined))}
            disabled={locked || lockedCode}
          />
          <Button type="submit" loading={confirming} disabled={locked || lockedCode} data-testid="phone-confirm">
            {t('phone.confirm')}
          </Button>
        </Stack>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="phone-resend" />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" variant="light" loading={resending} disabled={locked || left > 0} data-testid="phone-resend">
            {left > 0 ? (
              <span role="timer" data-testid="phone-countdown">
                {t('phone.resend_in', { time: formatCountdown(left) })}
              </span>
            ) : (
              t('phone.resend')
            )}
          </Button>
          <Button variant="subtle" onClick={onOtherNumber} disabled={locked} data-testid="phone-other-number">
            {t('phone.other_number')}
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}
