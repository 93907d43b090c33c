import { fromDateTimeLocalInput, LOCALES, parseMoneyInput, PROJECT_TEXT_FIELDS, toDateTimeLocalInput, toWire } from '@platform/contract';

/** Form posts of the project editor -> API bodies (pure; the action sends them in process). */

export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const orNull = (value: string) => (value === '' ? null : value);

/** What people type ("1 000,50") as the wire amount; unreadable input goes through unchanged for the API to refuse. */
export function moneyField(raw: string): string {
  const cents = parseMoneyInput(raw);
  return cents === null ? raw : toWire(cents);
}

function intField(raw: string): number {
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** A datetime-local value read as Vilnius time ("2026-05-01T12:00" -> "2026-05-01T09:00:00.000Z", decision 0028); empty -> null; unreadable -> as typed, for the API to refuse. */
export function deadlineField(raw: string): string | null {
  if (raw === '') return null;
  return fromDateTimeLocalInput(raw) ?? raw;
}

/** An ISO instant as the datetime-local value in Vilnius time. */
export function deadlineInput(iso: string | null): string {
  return toDateTimeLocalInput(iso);
}

export function factsBodyOf(form: FormData) {
  const max = text(form, 'maxInvestment');
  const ltv = text(form, 'ltv');
  const owner = text(form, 'ownerUserId');
  return {
    number: intField(text(form, 'number')),
    slug: text(form, 'slug'),
    investmentTypeId: intField(text(form, 'investmentTypeId')),
    riskGroupId: intField(text(form, 'riskGroupId')),
    countryId: intField(text(form, 'countryId')),
    ownerUserId: owner === '' ? null : intField(owner),
    ownerName: text(form, 'ownerName'),
    interestRate: text(form, 'interestRate'),
    lateInterestRate: text(form, 'lateInterestRate') || '0',
    termMonths: intField(text(form, 'termMonths')),
    repaymentMethod: text(form, 'repaymentMethod'),
    targetAmount: moneyField(text(form, 'targetAmount')),
    minInvestment: moneyField(text(form, 'minInvestment')),
    maxInvestment: max === '' ? null : moneyField(max),
    fundingDeadline: deadlineField(text(form, 'fundingDeadline')),
    unfundedPolicy: text(form, 'unfundedPolicy'),
    ltv: ltv === '' ? null : ltv,
    collateral: orNull(text(form, 'collateral')),
    propertyClass: orNull(text(form, 'propertyClass')),
    defaultAfterDays: intField(text(form, 'defaultAfterDays')),
  };
}

/** Texts per locale (`texts.lt.title`, ...): English always, another locale once any of its fields is filled. */
export function textsBodyOf(form: FormData) {
  const texts: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const fields = Object.fromEntries(PROJECT_TEXT_FIELDS.map((f) => [f, text(form, `texts.${locale}.${f}`)]));
    if (locale === 'en' || Object.values(fields).some((v) => v !== '')) texts[locale] = fields;
  }
  return { texts };
}

/** `prefix.en`, `prefix.lt`, ... -> {en, lt, ...} without empty ones. */
export function localizedOf(form: FormData, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    const value = text(form, `${prefix}.${locale}`);
    if (value !== '') out[locale] = value;
  }
  return out;
}

/** "12, 15 7" -> [12, 15, 7]; null when a token is not a positive whole number. */
export function userIdsOf(raw: string): number[] | null {
  const tokens = raw.split(/[\s,;]+/).filter(Boolean);
  if (!tokens.every((t) => /^\d{1,10}$/.test(t) && Number(t) > 0)) return null;
  return tokens.map(Number);
}

/** The photo order after moving one photo up (-1) or down (+1); unchanged at the ends. */
export function movedOrder(ids: readonly number[], photoId: number, step: -1 | 1): number[] {
  const order = [...ids];
  const at = order.indexOf(photoId);
  const to = at + step;
  if (at === -1 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to], order[at]];
  return order;
}

export const EDITOR_INTENTS = [
  'create',
  'facts',
  'texts',
  'photo-alt',
  'photo-order',
  'photo-delete',
  'document-delete',
  'visible-users',
  'update-create',
  'update-edit',
  'update-delete',
  'comment-answer',
  'comment-hide',
] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];

export interface EditorActionResult {
  intent: EditorIntent | 'unknown';
  /** Which item the form was about (photo, update, comment), so only that form shows the answer. */
  target: number | null;
  ok: boolean;
  code: string | null;
  fieldErrors: Record<string, string[]>;
  at: number;
}
