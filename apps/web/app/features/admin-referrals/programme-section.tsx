// The programme switch: the Switch stylesheet comes with the modules that use it, not the app-wide sheet.
import '@mantine/core/styles/Switch.css';
import { Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { fromWire, toWire, type AdminReferralsResponse, type Cents, type Locale, type ReferralProgrammeWire } from '@platform/contract';
import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints/referrals';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyField } from '../../components/ui/money';
import { NoticeAlert, Section, useErrorText, type Notice } from './admin-referrals-ui';
import { send } from './referrals-api';

/** The API's bounds (referralProgrammeBodySchema), in cents and days. */
export const MAX_BONUS_CENTS = 100_000;
export const MAX_MIN_INVESTMENT_CENTS = 100_000_000;
export const MAX_DAYS = 3_650;

const FIELDS = ['referrerBonus', 'friendBonus', 'minInvestment', 'withinDays'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, boolean>>;

/** "60" -> 60; null unless whole days from `min` to MAX_DAYS. */
export function daysOf(text: string, min = 1): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= min && days <= MAX_DAYS ? days : null;
}

const within = (cents: Cents | null, max: number) => cents !== null && cents >= 0 && cents <= max;

/** The programme's settings; the form starts again from each saved state. */
export function ProgrammeSection({
  locale,
  programme,
  onSaved,
}: {
  locale: Locale;
  programme: ReferralProgrammeWire;
  onSaved: (overview: AdminReferralsResponse) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Section id="admin-referrals-programme-title" title={t('adminReferrals.programme.title')} testId="admin-referrals-programme">
      <Text size="sm">{t('adminReferrals.programme.intro')}</Text>
      <ProgrammeForm
        key={`${programme.enabled}|${programme.referrerBonus}|${programme.friendBonus}|${programme.minInvestment}|${programme.withinDays}`}
        locale={locale}
        programme={programme}
        onSaved={(overview) => {
          setNotice({ ok: true, text: t('adminReferrals.programme.saved') });
          onSaved(overview);
        }}
        onRefused={(code) => setNotice({ ok: false, text: errorText(code) })}
        onEdit={() => setNotice((n) => (n?.ok ? null : n))}
      />
      <NoticeAlert notice={notice} testId="admin-referrals-programme-notice" onClose={() => setNotice(null)} />
    </Section>
  );
}

interface ProgrammeFormProps {
  locale: Locale;
  programme: ReferralProgrammeWire;
  onSaved: (overview: AdminReferralsResponse) => void;
  onRefused: (code: string) => void;
  onEdit: () => void;
}

function ProgrammeForm({ locale, programme, onSaved, onRefused, onEdit }: ProgrammeFormProps) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(programme.enabled);
  const [referrerBonus, setReferrerBonus] = useState<Cents | null>(fromWire(programme.referrerBonus));
  const [friendBonus, setFriendBonus] = useState<Cents | null>(fromWire(programme.friendBonus));
  const [minInvestment, setMinInvestment] = useState<Cents | null>(fromWire(programme.minInvestment));
  const [days, setDays] = useState(String(programme.withinDays));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function show(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const edited = (field: Field) => {
    setErrors((e) => ({ ...e, [field]: false }));
    onEdit();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const withinDays = daysOf(days);
    const local: Errors = {
      referrerBonus: !within(referrerBonus, MAX_BONUS_CENTS),
      friendBonus: !within(friendBonus, MAX_BONUS_CENTS),
      minInvestment: !within(minInvestment, MAX_MIN_INVESTMENT_CENTS),
      withinDays: withinDays === null,
    };
    if (FIELDS.some((f) => local[f]) || referrerBonus === null || friendBonus === null || minInvestment === null || withinDays === null) {
      show(local);
      return;
    }
    setBusy(true);
    const answer = await send(locale, E.adminProgramme, {
      body: { enabled, referrerBonus: toWire(referrerBonus), friendBonus: toWire(friendBonus), minInvestment: toWire(minInvestment), withinDays },
    });
    setBusy(false);
    if (answer.data) {
      onSaved(answer.data);
      return;
    }
    show(Object.fromEntries(FIELDS.map((f) => [f, f in answer.fields])));
    onRefused(answer.code ?? 'INTERNAL');
  }

  const bonusError = (field: 'referrerBonus' | 'friendBonus') => (errors[field] ? t('adminReferrals.programme.bonus_invalid') : undefined);

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-referrals-programme-title">
      <Stack gap="sm">
        <Switch
          label={t('adminReferrals.programme.enabled')}
          description={t('adminReferrals.programme.enabled_hint')}
          checked={enabled}
          onChange={(e) => {
            setEnabled(e.currentTarget.checked);
            onEdit();
          }}
          color="teal.9"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
          <MoneyField
            locale={locale}
            name="referrerBonus"
            label={t('adminReferrals.programme.referrer_bonus')}
            cents={referrerBonus}
            onChange={(c) => {
              // Also called on blur: only a changed amount clears the field's error.
              if (c === referrerBonus) return;
              setReferrerBonus(c);
              edited('referrerBonus');
            }}
            required
            error={bonusError('referrerBonus')}
          />
          <MoneyField
            locale={locale}
            name="friendBonus"
            label={t('adminReferrals.programme.friend_bonus')}
            cents={friendBonus}
            onChange={(c) => {
              // Also called on blur: only a changed amount clears the field's error.
              if (c === friendBonus) return;
              setFriendBonus(c);
              edited('friendBonus');
            }}
            required
            error={bonusError('friendBonus')}
          />
          <MoneyField
            locale={locale}
            name="minInvestment"
            label={t('adminReferrals.programme.min_investment')}
            cents={minInvestment}
            onChange={(c) => {
              // Also called on blur: only a changed amount clears the field's error.
              if (c === minInvestment) return;
              setMinInvestment(c);
              edited('minInvestment');
            }}
            required
            error={errors.minInvestment ? t('adminReferrals.programme.min_investment_invalid') : undefined}
          />
          <TextInput
            name="withinDays"
            label={t('adminReferrals.programme.within_days')}
            description={t('adminReferrals.programme.days_hint')}
            value={days}
            onChange={(e) => {
              setDays(e.currentTarget.value);
              edited('withinDays');
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
            error={errors.withinDays ? t('adminReferrals.programme.days_invalid') : undefined}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('adminReferrals.programme.bonus_hint')}
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            {t('adminReferrals.programme.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
