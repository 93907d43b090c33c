import { Alert, Checkbox, Group, Select, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  fromDateTimeLocalInput,
  LOCALES,
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_KINDS,
  NOTICE_TITLE_MAX,
  NOTICE_TONES,
  NOTICE_VIDEO_URL_MAX,
  noticeInputSchema,
  toDateTimeLocalInput,
  type AdminNotice,
  type Locale,
  type NoticeAudience,
  type NoticeInput,
  type NoticeKind,
  type NoticeTone,
} from '@platform/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';

export interface NoticeFormValues {
  kind: NoticeKind;
  tone: NoticeTone;
  audience: NoticeAudience;
  /** datetime-local values in Vilnius time. */
  startsAt: string;
  endsAt: string;
  dismissible: boolean;
  videoUrl: string;
  texts: Record<Locale, { title: string; body: string }>;
}

const emptyTexts = () => Object.fromEntries(LOCALES.map((l) => [l, { title: '', body: '' }])) as NoticeFormValues['texts'];

export function formValuesOf(notice: AdminNotice | null, now: Date = new Date()): NoticeFormValues {
  if (!notice) {
    return {
      kind: 'alert',
      tone: 'info',
      audience: 'everyone',
      startsAt: toDateTimeLocalInput(now),
      endsAt: toDateTimeLocalInput(new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)),
      dismissible: true,
      videoUrl: '',
      texts: emptyTexts(),
    };
  }
  const texts = emptyTexts();
  for (const locale of LOCALES) {
    const text = notice.texts[locale];
    if (text) texts[locale] = { ...text };
  }
  return {
    kind: notice.kind,
    tone: notice.tone,
    audience: notice.audience,
    startsAt: toDateTimeLocalInput(notice.startsAt),
    endsAt: toDateTimeLocalInput(notice.endsAt),
    dismissible: notice.dismissible,
    videoUrl: notice.videoUrl ?? '',
    texts,
  };
}

/** The API's body: English always, another language only when the operator wrote something in it. */
export function noticeBodyOf(values: NoticeFormValues): NoticeInput {
  const texts: Record<string, { title: string; body: string }> = {};
  for (const locale of LOCALES) {
    const text = values.texts[locale];
    if (locale === 'en' || text.title.trim() || text.body.trim()) texts[locale] = text;
  }
  return {
    kind: values.kind,
    tone: values.tone,
    audience: values.audience,
    // An unreadable date goes as typed: the schema names the field.
    startsAt: fromDateTimeLocalInput(values.startsAt) ?? values.startsAt,
    endsAt: fromDateTimeLocalInput(values.endsAt) ?? values.endsAt,
    dismissible: values.dismissible,
    videoUrl: values.videoUrl.trim() || null,
    texts: texts as NoticeInput['texts'],
  };
}

/** Field errors by path ('texts.lt.title'), from the schema here or from the API's fieldErrors. */
export type NoticeFieldErrors = Record<string, string>;

/** The translation key of an error on a field. */
export function errorKeyOf(field: string, values: NoticeFormValues): string {
  if (field === 'startsAt') return 'notices.admin.error.date';
  if (field === 'endsAt') {
    return fromDateTimeLocalInput(values.startsAt) && fromDateTimeLocalInput(values.endsAt) ? 'notices.admin.error.window' : 'notices.admin.error.date';
  }
  if (field === 'videoUrl') return 'notices.admin.error.video_url';
  if (field.startsWith('texts.en')) return 'notices.admin.error.required';
  if (field.startsWith('texts.')) return 'notices.admin.error.both_or_none';
  return 'notices.admin.error.invalid';
}

export function validateNotice(values: NoticeFormValues): NoticeFieldErrors {
  const parsed = noticeInputSchema.safeParse(noticeBodyOf(values));
  if (parsed.success) return {};
  const errors: NoticeFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'input';
    // `texts.en` missing altogether reads as its title missing.
    const key = field === 'texts.en' ? 'texts.en.title' : field;
    errors[key] ??= errorKeyOf(key, values);
  }
  return errors;
}

export function NoticeForm({
  initial,
  isNew,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: NoticeFormValues;
  isNew: boolean;
  saving: boolean;
  serverErrors: NoticeFieldErrors;
  onSubmit: (body: NoticeInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<NoticeFieldErrors>({});
  const [tab, setTab] = useState<string | null>('en');
  const shown = { ...serverErrors, ...errors };
  const err = (field: string) => (shown[field] ? t(shown[field]) : undefined);
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setText = (locale: Locale, part: 'title' | 'body', value: string) =>
    setValues((v) => ({ ...v, texts: { ...v.texts, [locale]: { ...v.texts[locale], [part]: value } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNotice(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const locale = LOCALES.find((l) => Object.keys(found).some((f) => f.startsWith(`texts.${l}.`)));
      if (locale) setTab(locale);
      return;
    }
    onSubmit(noticeBodyOf(values));
  };

  const options = <T extends string>(values: readonly T[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}${value}`) }));

  return (
    <form onSubmit={submit} noValidate data-testid="notice-form">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('notices.admin.field.kind')}
            data={options(NOTICE_KINDS, 'notices.admin.kind.')}
            value={values.kind}
            onChange={(v) => v && set('kind', v as NoticeKind)}
            allowDeselect={false}
            error={err('kind')}
            data-testid="notice-kind"
          />
          <Select
            label={t('notices.admin.field.tone')}
            data={options(NOTICE_TONES, 'notices.admin.tone.')}
            value={values.tone}
            onChange={(v) => v && set('tone', v as NoticeTone)}
            allowDeselect={false}
            error={err('tone')}
            data-testid="notice-tone"
          />
          <Select
            label={t('notices.admin.field.audience')}
            data={options(NOTICE_AUDIENCES, 'notices.admin.audience.')}
            value={values.audience}
            onChange={(v) => v && set('audience', v as NoticeAudience)}
            allowDeselect={false}
            error={err('audience')}
            data-testid="notice-audience"
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('notices.admin.field.starts_at')}
            value={values.startsAt}
            onChange={(e) => set('startsAt', e.currentTarget.value)}
            required
            error={err('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('notices.admin.field.ends_at')}
            value={values.endsAt}
            onChange={(e) => set('endsAt', e.currentTarget.value)}
            required
            error={err('endsAt')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('notices.admin.field.time_zone')}
        </Text>
        <Checkbox label={t('notices.admin.field.dismissible')} checked={values.dismissible} onChange={(e) => set('dismissible', e.currentTarget.checked)} />
        {values.kind === 'modal' && (
          <TextInput
            type="url"
            label={t('notices.admin.field.video_url')}
            value={values.videoUrl}
            onChange={(e) => set('videoUrl', e.currentTarget.value)}
            maxLength={NOTICE_VIDEO_URL_MAX}
            placeholder="https://"
            error={err('videoUrl')}
          />
        )}
        <div>
          <Text fw={600} size="sm">
            {t('notices.admin.texts')}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('notices.admin.texts_hint')}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              {LOCALES.map((locale) => {
                const hasError = Object.keys(shown).some((f) => f.startsWith(`texts.${locale}.`));
                return (
                  <Tabs.Tab key={locale} value={locale} color={hasError ? 'red' : undefined} data-error={hasError || undefined}>
                    {locale.toUpperCase()}
                    {hasError ? ' !' : ''}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Panel key={locale} value={locale} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('notices.admin.field.title')}
                    value={values.texts[locale].title}
                    onChange={(e) => setText(locale, 'title', e.currentTarget.value)}
                    maxLength={NOTICE_TITLE_MAX}
                    required={locale === 'en'}
                    lang={locale}
                    error={err(`texts.${locale}.title`)}
                  />
                  <Textarea
                    label={t('notices.admin.field.body')}
                    value={values.texts[locale].body}
                    onChange={(e) => setText(locale, 'body', e.currentTarget.value)}
                    maxLength={NOTICE_BODY_MAX}
                    required={locale === 'en'}
                    lang={locale}
                    rows={4}
                    error={err(`texts.${locale}.body`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </div>
        {Object.keys(shown).length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t('notices.admin.save_failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('notices.admin.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t(isNew ? 'notices.admin.create' : 'notices.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
