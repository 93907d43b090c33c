import { Alert, Group, Stack, Text } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  apiErrorSchema,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  PROMO_CODE_PROBLEMS,
  promoCodeBodySchema,
  type Locale,
  type PromoRedemption,
} from '@platform/contract';
import { REFERRAL_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { TextField } from '../../components/ui/text-field';
import { fetchEndpoint } from '../../lib/http.client';

/** The text key of a reason the server gave for refusing a promo code (fieldErrors.code of PROMO_CODE_INVALID), or null. */
export function promoProblemKey(reason: string | undefined): string | null {
  if (reason === 'already_used') return 'referral.promo.already_used';
  if (reason !== undefined && (PROMO_CODE_PROBLEMS as readonly string[]).includes(reason)) return `promo.${reason}`;
  return null;
}

type Outcome = { kind: 'added'; redemption: PromoRedemption } | { kind: 'field'; key: string } | { kind: 'error'; key: string };

/** POST /api/set/promo-code from the browser; never throws. */
async function enterCode(locale: Locale, code: string): Promise<Outcome> {
  try {
    const { ok, payload } = await fetchEndpoint(REFERRAL_ENDPOINTS.enterPromoCode, locale, { body: { code } }, { session: true });
    if (ok) return { kind: 'added', redemption: ok };
    const error = apiErrorSchema.safeParse(payload);
    if (!error.success) return { kind: 'error', key: 'referral.promo.error' };
    const reason = error.data.fieldErrors?.code?.[0];
    const problem = promoProblemKey(reason);
    if (problem) return { kind: 'field', key: problem };
    if (reason) return { kind: 'field', key: 'referral.promo.format' };
    if (error.data.code === 'READ_ONLY' || error.data.code === 'IMPERSONATION_READ_ONLY') return { kind: 'error', key: 'referral.promo.read_only' };
    return { kind: 'error', key: 'referral.promo.error' };
  } catch {
    return { kind: 'error', key: 'referral.promo.error' };
  }
}

/**
 * Enter a promo code (decision 0044): checked in the browser with the contract's schema, then by the
 * server, whose refusal reasons (unknown, not started, ended, used up, entered already) show under
 * the field. `onAdded` refreshes the list.
 */
export function PromoCodeForm({ locale, readOnly, onAdded }: { locale: Locale; readOnly: boolean; onAdded: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<PromoRedemption | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setAdded(null);
    if (code.trim() === '') return setFieldError('referral.promo.required');
    if (!promoCodeBodySchema.safeParse({ code }).success) return setFieldError('referral.promo.format');
    setFieldError(null);
    setSending(true);
    const outcome = await enterCode(locale, code);
    setSending(false);
    if (outcome.kind === 'added') {
      setAdded(outcome.redemption);
      setCode('');
      onAdded();
    } else if (outcome.kind === 'field') setFieldError(outcome.key);
    else setFormError(outcome.key);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('referral.promo.title')} data-testid="promo-form">
      <Stack gap="sm">
        {readOnly && (
          <Text size="sm" c="dimmed" data-testid="promo-read-only">
            {t('referral.promo.read_only')}
          </Text>
        )}
        <Group align="start" gap="sm" wrap="wrap">
          <TextField
            name="code"
            label={t('referral.promo.field')}
            value={code}
            onChange={(next) => {
              setCode(next);
              setFieldError(null);
            }}
            maxLength={32}
            autoComplete="off"
            disabled={readOnly}
            error={fieldError ? t(fieldError) : undefined}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
            data-testid="promo-code-input"
          />
          <Button type="submit" loading={sending} disabled={readOnly} mt={25} data-testid="promo-submit">
            {t('referral.promo.submit')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {added && (
            <Text size="sm" c="teal.8" data-testid="promo-added">
              {t('referral.promo.added', { code: added.code, bonus: formatMoney(fromWire(added.bonus), LOCALE_ISO[locale]) })}
            </Text>
          )}
        </div>
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="promo-error">
            {t(formError)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
