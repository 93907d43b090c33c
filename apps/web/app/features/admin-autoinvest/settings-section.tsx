// The engine's pause is the app's only Switch: its stylesheet comes with this module, not the app-wide sheet.
import '@mantine/core/styles/Switch.css';
import { Alert, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { bpsToPercentString, formatPercent, LOCALE_ISO, percentStringToBps, type AdminAutoInvest, type Locale } from '@platform/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatCount } from '../statistics/format';
import { Section, useErrorText, type Notice } from './admin-autoinvest-ui';
import { saveSettings } from './settings-api';

type Settings = AdminAutoInvest['settings'];

/** The API's bounds (autoInvestSettingsBodySchema). */
const MAX_SHARE_BPS = 10_000;
const MAX_WINDOW_MINUTES = 10_080;

/** "70", "70.5", "70,50" → basis points; null unless 0 … 100 with at most two decimals. */
function shareBpsOf(text: string): number | null {
  const bps = percentStringToBps(text.trim().replace(',', '.'));
  return bps !== null && bps <= MAX_SHARE_BPS ? bps : null;
}

function minutesOf(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes <= MAX_WINDOW_MINUTES ? minutes : null;
}

/** The settings and what saving them answered; the form starts again from each saved state. */
export function SettingsSection({ locale, settings, onSaved }: { locale: Locale; settings: Settings; onSaved: (overview: AdminAutoInvest) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Section id="admin-autoinvest-settings-title" title={t('adminAutoinvest.settings.title')} testId="admin-autoinvest-settings">
      <Text size="sm">{t('adminAutoinvest.settings.intro')}</Text>
      <SettingsForm
        key={`${settings.shareOfProject}|${settings.manualWindowMinutes}|${settings.paused}`}
        locale={locale}
        settings={settings}
        onSaved={(overview) => {
          setNotice({ ok: true, text: t('adminAutoinvest.settings.saved') });
          onSaved(overview);
        }}
        onRefused={(code) => setNotice({ ok: false, text: errorText(code) })}
        onEdit={() => setNotice((n) => (n?.ok ? null : n))}
      />
      {notice && (
        <Alert
          color={notice.ok ? 'teal' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          data-testid="admin-autoinvest-settings-notice"
          withCloseButton
          closeButtonLabel={t('adminAutoinvest.dismiss')}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
    </Section>
  );
}

interface SettingsFormProps {
  locale: Locale;
  settings: Settings;
  onSaved: (overview: AdminAutoInvest) => void;
  onRefused: (code: string) => void;
  onEdit: () => void;
}

function SettingsForm({ locale, settings, onSaved, onRefused, onEdit }: SettingsFormProps) {
  const { t } = useTranslation();
  const [share, setShare] = useState(settings.shareOfProject);
  const [minutes, setMinutes] = useState<string | number>(settings.manualWindowMinutes);
  const [paused, setPaused] = useState(settings.paused);
  const [errors, setErrors] = useState<{ share: boolean; minutes: boolean }>({ share: false, minutes: false });
  const [busy, setBusy] = useState(false);
  const shareRef = useRef<HTMLInputElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const shareBps = shareBpsOf(share);
  const windowMinutes = minutesOf(minutes);

  function show(next: { share: boolean; minutes: boolean }) {
    setErrors(next);
    if (next.share) shareRef.current?.focus();
    else if (next.minutes) minutesRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (shareBps === null || windowMinutes === null) {
      show({ share: shareBps === null, minutes: windowMinutes === null });
      return;
    }
    setBusy(true);
    const answer = await saveSettings(locale, { shareOfProject: bpsToPercentString(shareBps), manualWindowMinutes: windowMinutes, paused });
    setBusy(false);
    if (answer.data) {
      onSaved(answer.data);
      return;
    }
    show({ share: answer.fields.includes('shareOfProject'), minutes: answer.fields.includes('manualWindowMinutes') });
    onRefused(answer.code ?? 'INTERNAL');
  }

  const summary =
    shareBps === null || windowMinutes === null
      ? null
      : windowMinutes === 0
        ? t('adminAutoinvest.settings.summary_no_window')
        : t('adminAutoinvest.settings.summary', {
            minutes: formatCount(windowMinutes, locale),
            share: formatPercent(bpsToPercentString(shareBps), LOCALE_ISO[locale]),
          });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-autoinvest-settings-title">
      <Stack gap="sm" maw={560}>
        <TextInput
          ref={shareRef}
          label={t('adminAutoinvest.settings.share')}
          description={t('adminAutoinvest.settings.share_hint')}
          value={share}
          onChange={(e) => {
            setShare(e.currentTarget.value);
            setErrors((er) => ({ ...er, share: false }));
            onEdit();
          }}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          rightSection="%"
          required
          maw={360}
          error={errors.share ? t('adminAutoinvest.settings.share_invalid') : undefined}
        />
        <NumberInput
          ref={minutesRef}
          label={t('adminAutoinvest.settings.window')}
          description={t('adminAutoinvest.settings.window_hint')}
          value={minutes}
          onChange={(value) => {
            setMinutes(value);
            setErrors((er) => ({ ...er, minutes: false }));
            onEdit();
          }}
          min={0}
          max={MAX_WINDOW_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          autoComplete="off"
          required
          maw={360}
          error={errors.minutes ? t('adminAutoinvest.settings.window_invalid') : undefined}
        />
        <Switch
          label={t('adminAutoinvest.settings.paused')}
          description={t('adminAutoinvest.settings.paused_hint')}
          checked={paused}
          onChange={(e) => {
            setPaused(e.currentTarget.checked);
            onEdit();
          }}
          color="orange.9"
        />
        {summary && (
          <Text size="sm" c="dimmed" data-testid="admin-autoinvest-settings-summary">
            {summary}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('adminAutoinvest.settings.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
