import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  fromDateTimeLocalInput,
  toDateTimeLocalInput,
  toWire,
  type AdminPromoCode,
  type AdminPromoCodeBody,
  type Cents,
  type Locale,
} from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints/referrals';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyField } from '../../components/ui/money';
import { daysOf, MAX_BONUS_CENTS, MAX_MIN_INVESTMENT_CENTS } from './programme-section';
import { send } from './referrals-api';

const DAY_MS = 86_400_000;
const MAX_USES = 1_000_000;
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

const FIELDS = ['code', 'bonus', 'minInvestment', 'withinDays', 'startsAt', 'endsAt', 'maxUses'] as const;
type Field = (typeof FIELDS)[number];
/** The translation key of each field's error, when it has one. */
type Errors = Partial<Record<Field, string>>;

/** What the promo code form checks before sending (the API's adminPromoCodeBodySchema). */
export function codeOk(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length >= 4 && trimmed.length <= 32 && CODE_PATTERN.test(trimmed);
}

function maxUsesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_USES ? n : null;
}

const INVALID: Record<Field, string> = {
  code: 'adminReferrals.promo.code_invalid',
  bonus: 'adminReferrals.promo.bonus_invalid',
  minInvestment: 'adminReferrals.programme.min_investment_invalid',
  withinDays: 'adminReferrals.programme.days_invalid',
  startsAt: 'adminReferrals.promo.date_invalid',
  endsAt: 'adminReferrals.promo.date_invalid',
  maxUses: 'adminReferrals.promo.max_uses_invalid',
};

/** The API's fieldErrors as the form's messages ("taken" and "after_start" have their own). */
function serverErrors(fields: Record<string, string[]>): Errors {
  const out: Errors = {};
  for (const field of FIELDS) {
    const messages = fields[field];
    if (!messages) continue;
    if (field === 'code' && messages.includes('taken')) out.code = 'adminReferrals.promo.code_taken';
    else if (field === 'endsAt' && messages.includes('after_start')) out.endsAt = 'adminReferrals.promo.window_invalid';
    else out[field] = INVALID[field];
  }
  return out;
}

interface PromoCodeFormProps {
  locale: Locale;
  /** The form's "now" (ms): the window starts then and runs 30 days. */
  now: number;
  onCreated: (code: AdminPromoCode) => void;
  onRefused: (code: string) => void;
  onEdit: () => void;
}

/** New promo code: the start and end are typed in Vilnius time (decision 0028) and sent as instants. */
export function PromoCodeForm({ locale, now, onCreated, onRefused, onEdit }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [bonus, setBonus] = useState<Cents | null>(null);
  const [minInvestment, setMinInvestment] = useState<Cents | null>(null);
  const [days, setDays] = useState('30');
  const [startsAt, setStartsAt] = useState(() => toDateTimeLocalInput(now));
  const [endsAt, setEndsAt] = useState(() => toDateTimeLocalInput(now + 30 * DAY_MS));
  const [unlimited, setUnlimited] = useState(true);
  const [maxUses, setMaxUses] = useState('');
  const [advertised, setAdvertised] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function show(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const edited = (field: Field) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    onEdit();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const withinDays = daysOf(days);
    const starts = fromDateTimeLocalInput(startsAt);
    const ends = fromDateTimeLocalInput(endsAt);
    const uses = unlimited ? null : maxUsesOf(maxUses);
    const local: Errors = {};
    if (!codeOk(code)) local.code = INVALID.code;
    if (bonus === null || bonus < 1 || bonus > MAX_BONUS_CENTS) local.bonus = INVALID.bonus;
    if (minInvestment === null || minInvestment < 0 || minInvestment > MAX_MIN_INVESTMENT_CENTS) local.minInvestment = INVALID.minInvestment;
    if (withinDays === null) local.withinDays = INVALID.withinDays;
    if (starts === null) local.startsAt = INVALID.startsAt;
    if (ends === null) local.endsAt = INVALID.endsAt;
    else if (starts !== null && Date.parse(ends) <= Date.parse(starts)) local.endsAt = 'adminReferrals.promo.window_invalid';
    if (!unlimited && uses === null) local.maxUses = INVALID.maxUses;
    if (Object.keys(local).length > 0 || bonus === null || minInvestment === null || withinDays === null || starts === null || ends === null) {
      show(local);
      return;
    }
    const body: AdminPromoCodeBody = {
      code: code.trim(),
      bonus: toWire(bonus),
      minInvestment: toWire(minInvestment),
      withinDays,
      startsAt: starts,
      endsAt: ends,
      maxUses: uses,
      advertised,
    };
    setBusy(true);
    const answer = await send(locale, E.adminCreatePromoCode, { body });
    setBusy(false);
    if (answer.data) {
      onCreated(answer.data);
      return;
    }
    show(serverErrors(answer.fields));
    onRefused(answer.code ?? 'INTERNAL');
  }

  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-referrals-promo-new" data-testid="admin-referrals-promo-form">
      <Stack gap="sm">
        <Title order={3} size="h4" id="admin-referrals-promo-new">
          {t('adminReferrals.promo.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            name="code"
            label={t('adminReferrals.promo.code')}
            description={t('adminReferrals.promo.code_hint')}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              edited('code');
            }}
            maxLength={40}
            autoComplete="off"
            required
            error={errorOf('code')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <MoneyField
            locale={locale}
            name="bonus"
            label={t('adminReferrals.promo.bonus')}
            cents={bonus}
            onChange={(c) => {
              if (c === bonus) return;
              setBonus(c);
              edited('bonus');
            }}
            required
            error={errorOf('bonus')}
          />
          <MoneyField
            locale={locale}
            name="minInvestment"
            label={t('adminReferrals.promo.min_investment')}
            cents={minInvestment}
            onChange={(c) => {
              if (c === minInvestment) return;
              setMinInvestment(c);
              edited('minInvestment');
            }}
            required
            error={errorOf('minInvestment')}
          />
          <TextInput
            name="withinDays"
            label={t('adminReferrals.promo.within_days')}
            description={t('adminReferrals.promo.within_days_hint')}
            value={days}
            onChange={(e) => {
              setDays(e.currentTarget.value);
              edited('withinDays');
            }}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            required
            error={errorOf('withinDays')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            name="startsAt"
            type="datetime-local"
            label={t('adminReferrals.promo.starts_at')}
            value={startsAt}
            onChange={(e) => {
              setStartsAt(e.currentTarget.value);
              edited('startsAt');
            }}
            required
            error={errorOf('startsAt')}
          />
          <TextInput
            name="endsAt"
            type="datetime-local"
            label={t('adminReferrals.promo.ends_at')}
            value={endsAt}
            onChange={(e) => {
              setEndsAt(e.currentTarget.value);
              edited('endsAt');
            }}
            required
            error={errorOf('endsAt')}
          />
          <Stack gap={6}>
            <TextInput
              name="maxUses"
              label={t('adminReferrals.promo.max_uses')}
              value={unlimited ? '' : maxUses}
              onChange={(e) => {
                setMaxUses(e.currentTarget.value);
                edited('maxUses');
              }}
              disabled={unlimited}
              inputMode="numeric"
              maxLength={7}
              autoComplete="off"
              error={errorOf('maxUses')}
            />
            <Checkbox
              label={t('adminReferrals.promo.unlimited')}
              checked={unlimited}
              onChange={(e) => {
                setUnlimited(e.currentTarget.checked);
                edited('maxUses');
              }}
            />
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('adminReferrals.promo.min_investment_hint')}
        </Text>
        <Checkbox
          label={t('adminReferrals.promo.advertised')}
          description={t('adminReferrals.promo.advertised_hint')}
          checked={advertised}
          onChange={(e) => {
            setAdvertised(e.currentTarget.checked);
            onEdit();
          }}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('adminReferrals.promo.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
