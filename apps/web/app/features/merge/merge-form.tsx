import { Alert, Card, Stack, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, formatDate, IDEMPOTENCY_HEADER, MERGE_API, type Locale, type MergeCounterpart, type MergeResult } from '@platform/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { sessionFetch } from '../../lib/http.client';

export type MergeErrorKey =
  'merge.error.password' | 'merge.error.pending' | 'merge.error.not_found' | 'merge.error.conflict' | 'merge.error.rate_limited' | 'merge.error.generic';

// Plain checks instead of the zod schemas: this runs in the browser, which does not bundle zod.
const codeOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : null;

export function isMergeResult(body: unknown): body is MergeResult {
  if (typeof body !== 'object' || body === null) return false;
  const r = body as Record<string, unknown>;
  return (
    Number.isInteger(r.verifiedUserId) &&
    Number.isInteger(r.duplicateUserId) &&
    typeof r.movedAmount === 'string' &&
    /^\d+\.\d{2}$/.test(r.movedAmount) &&
    typeof r.callerClosed === 'boolean'
  );
}

/** The text for a refused merge, by the contract error code. */
export function mergeErrorKey(status: number, body: unknown): MergeErrorKey {
  switch (codeOf(body)) {
    case 'MERGE_PASSWORD_INVALID':
      return 'merge.error.password';
    case 'MERGE_PENDING_HOLDS':
      return 'merge.error.pending';
    case 'NOT_FOUND':
      return 'merge.error.not_found';
    case 'CONFLICT':
      return 'merge.error.conflict';
    case 'RATE_LIMITED':
      return 'merge.error.rate_limited';
    default:
      return status === 429 ? 'merge.error.rate_limited' : 'merge.error.generic';
  }
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `merge-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface MergeFormProps {
  locale: Locale;
  counterpart: MergeCounterpart;
  /** 'duplicate': the counterpart merges into the caller; 'verified': the caller merges into it. */
  side: 'duplicate' | 'verified';
  onMerged: (result: MergeResult) => void;
}

/**
 * One pair: the other account's password proves control of it. The form keeps one Idempotency-Key
 * for its life, so a repeated click or a retry after a network failure never merges twice.
 */
export function MergeForm({ locale, counterpart, side, onMerged }: MergeFormProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState(newKey);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MergeErrorKey | null>(null);
  const linked = formatDate(counterpart.linkedAt, locale);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password) return;
    setBusy(true);
    setError(null);
    try {
      const response = await sessionFetch(MERGE_API.merge, locale, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify({ userId: counterpart.userId, password }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isMergeResult(body)) {
        onMerged(body);
        return;
      }
      setError(mergeErrorKey(response.status, body));
      // A refused request stored nothing; a fresh key keeps a changed password from replaying it.
      setKey(newKey());
    } catch {
      setError('merge.error.generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={(e: FormEvent<HTMLFormElement>) => void submit(e)}
      data-testid="merge-form"
      data-user-id={counterpart.userId}
    >
      <Stack gap="sm">
        <div>
          <Text fw={600} data-testid="merge-counterpart">
            {counterpart.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('merge.linked_since', { date: linked })}
          </Text>
        </div>
        <TextInput
          type="password"
          name="password"
          label={t('merge.password.label', { email: counterpart.email })}
          description={t('merge.password.hint')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error === 'merge.error.password' ? t(error) : undefined}
        />
        {error && error !== 'merge.error.password' && (
          <Alert color="red" variant="light" role="alert" data-testid="merge-error">
            {t(error)}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!password} data-testid="merge-submit" data-side={side}>
          {busy ? t('merge.submitting') : t('merge.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

export function MergeDone({ result, locale }: { result: MergeResult; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" variant="light" role="status" data-testid="merge-done">
      {result.callerClosed ? t('merge.done_closed') : <MergedAmountText result={result} locale={locale} />}
    </Alert>
  );
}

/** "The accounts were merged. €123.45 moved …" with the amount in the locale's format. */
function MergedAmountText({ result, locale }: { result: MergeResult; locale: Locale }) {
  const { t } = useTranslation();
  const [before, after] = t('merge.done', { amount: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <MoneyText wire={result.movedAmount} locale={locale} />
      {after}
    </>
  );
}

export const logoutPath = (locale: Locale) => buildPath('logout', locale);
