import { formatDateTime, formatMoney, fromWire, isNotificationEvent, LOCALE_ISO, type Locale } from '@platform/contract';
import { email as EMAIL_TEXTS } from '@platform/contract/i18n/email';
import { notifications as NOTIFICATION_TEXTS } from '@platform/contract/i18n/notifications';
import { withdrawals as WITHDRAWAL_TEXTS } from '@platform/contract/i18n/withdrawals';

/**
 * Pure rendering of the transactional emails: subject and plain-text body in the recipient's
 * locale. No HTML is produced, so nothing here can inject markup; parameters are still cleaned
 * (control characters, bidi overrides, length) because some come from the request (user agent).
 */
export const EMAIL_TEMPLATES = [
  'welcome',
  'reset-password',
  'two-step-changed',
  'new-login',
  'withdrawal-code',
  'withdrawal-rejected',
  'notification',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Parameters each template needs (all strings). */
export const TEMPLATE_PARAMS: Record<EmailTemplate, readonly string[]> = {
  welcome: ['appUrl'],
  'reset-password': ['resetUrl', 'minutes'],
  'two-step-changed': ['enabled'],
  'new-login': ['time', 'ip', 'userAgent'],
  'withdrawal-code': ['code', 'minutes'],
  'withdrawal-rejected': ['amount', 'reason'],
  // Plus an optional `amount` (two-decimal string); texts in the notifications area (decision 0018).
  notification: ['event', 'title', 'number'],
};

/** Templates whose texts live in another area than email (key prefix of subject and body). */
const TEXT_BASE: Partial<Record<EmailTemplate, string>> = { 'withdrawal-code': 'withdrawals.email.code', 'withdrawal-rejected': 'withdrawals.email.rejected' };

export interface RenderedEmail {
  subject: string;
  text: string;
}

const URL_PARAMS = new Set(['appUrl', 'resetUrl']);
const MAX_PARAM_LENGTH = 300;
const MAX_URL_LENGTH = 2000;
// C0/C1 controls, line and paragraph separators, bidi embeddings/overrides/isolates.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

export function isEmailTemplate(value: unknown): value is EmailTemplate {
  return typeof value === 'string' && (EMAIL_TEMPLATES as readonly string[]).includes(value);
}

/** One line of at most `max` characters: control and bidi characters become spaces. */
export function cleanParam(value: string, max = MAX_PARAM_LENGTH): string {
  const line = value.replace(UNSAFE_CHARS, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Replaces every {{name}} in one pass (values are never re-expanded); a missing value throws. */
export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Email text needs the parameter "${name}"`);
    return value;
  });
}

function text(locale: Locale, key: string): string {
  const texts = key.startsWith('withdrawals.') ? WITHDRAWAL_TEXTS : key.startsWith('notifications.') ? NOTIFICATION_TEXTS : EMAIL_TEXTS;
  const value = (texts[locale] as Record<string, string>)[key] ?? (texts.en as Record<string, string>)[key];
  if (value === undefined) throw new Error(`Missing email text ${key}`);
  return value;
}

function checkedUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Email parameter "${name}" must be an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Email parameter "${name}" must be an http(s) URL`);
  if (url.username || url.password) throw new Error(`Email parameter "${name}" must not carry credentials`);
  const href = url.href;
  if (href.length > MAX_URL_LENGTH) throw new Error(`Email parameter "${name}" is too long`);
  return href;
}

/** An ISO 8601 instant is shown in the recipient's date-time format, Vilnius time with EET/EEST named (decision 0028); any other text as given. */
function formatTime(value: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  return formatDateTime(value, locale);
}

/**
 * Subject and body of `template` in `locale`. Throws on a missing or malformed parameter (a
 * programming error: the caller's transaction then rolls back instead of queueing a broken mail).
 * Parameters: welcome {appUrl}; reset-password {resetUrl, minutes}; two-step-changed
 * {enabled: 'true'|'false'}; new-login {time (ISO 8601 or preformatted), ip, userAgent}.
 */
export function renderEmail(template: EmailTemplate, locale: Locale, params: Record<string, string>): RenderedEmail {
  if (!isEmailTemplate(template)) throw new Error(`Unknown email template "${String(template)}"`);
  const values: Record<string, string> = {};
  for (const name of TEMPLATE_PARAMS[template]) {
    const raw = params[name];
    if (typeof raw !== 'string' || raw.trim() === '') throw new Error(`Email template "${template}" needs the parameter "${name}"`);
    values[name] = URL_PARAMS.has(name) ? checkedUrl(name, raw.trim()) : cleanParam(raw);
  }
  if (template === 'new-login') values.time = formatTime(values.time, locale);
  if (template === 'notification') return renderNotification(locale, values, params.amount);
  if (template === 'reset-password' && !/^\d{1,5}$/.test(values.minutes)) throw new Error('Email parameter "minutes" must be a whole number');

  const base = TEXT_BASE[template] ?? `email.${template}`;
  let subjectKey = `${base}.subject`;
  if (template === 'two-step-changed') {
    if (values.enabled !== 'true' && values.enabled !== 'false') throw new Error('Email parameter "enabled" must be "true" or "false"');
    const state = values.enabled === 'true' ? 'enabled' : 'disabled';
    subjectKey = `email.two-step-changed.${state}.subject`;
    values.change = text(locale, `email.two-step-changed.${state}`);
  }
  const subject = cleanParam(text(locale, subjectKey), 200);
  const body = interpolate(text(locale, `${base}.body`), values);
  return withFooter(locale, subject, body);
}

function withFooter(locale: Locale, subject: string, body: string): RenderedEmail {
  return { subject, text: `${body}\n\n-- \nGreenvest\n${text(locale, 'email.footer')}\n` };
}

/** One notification (invested, repayment, ...): its headline as subject, its sentence and the amount when given. */
function renderNotification(locale: Locale, values: Record<string, string>, amount: string | undefined): RenderedEmail {
  if (!isNotificationEvent(values.event)) throw new Error('Email parameter "event" must be a notification event');
  if (!/^\d{1,9}$/.test(values.number)) throw new Error('Email parameter "number" must be a project number');
  if (amount !== undefined && !/^\d{1,13}\.\d{2}$/.test(amount)) throw new Error('Email parameter "amount" must be a two-decimal amount');
  const project = interpolate(text(locale, 'notifications.project_label'), { title: values.title, number: values.number });
  const message = interpolate(text(locale, `notifications.event.${values.event}.text`), { project });
  const details = amount ? `${interpolate(text(locale, 'notifications.amount'), { amount: formatMoney(fromWire(amount), LOCALE_ISO[locale]) })}\n` : '';
  const subject = cleanParam(text(locale, `notifications.event.${values.event}.title`), 200);
  return withFooter(locale, subject, interpolate(text(locale, 'notifications.email.body'), { message, details }));
}
