import { z } from 'zod';
import type { Locale } from './locales';

/**
 * Operator-scheduled notices (decision 0045): info alerts and modals an operator shows between two
 * instants to an audience, with texts in the six locales (en required, the others fall back to en).
 * They replace the spec's hard-coded time-limited alerts (spec section 4, "Modals and notices").
 */
export const NOTICE_KINDS = ['alert', 'modal'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_TONES = ['info', 'warning', 'success'] as const;
export type NoticeTone = (typeof NOTICE_TONES)[number];

/** everyone; guests only; users = any logged-in person; investors = logged-in, not a debtor, not an operator; debtors. */
export const NOTICE_AUDIENCES = ['everyone', 'guests', 'users', 'investors', 'debtors'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Where a notice stands against now: before its window, inside it (startsAt ≤ now < endsAt), after it. */
export const NOTICE_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 2000;
export const NOTICE_VIDEO_URL_MAX = 500;

export const noticeTextSchema = z.object({
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  body: z.string().trim().min(1).max(NOTICE_BODY_MAX),
});
export type NoticeText = z.infer<typeof noticeTextSchema>;

/** en is required; a locale left out shows the English text. No other keys. */
export const noticeTextsSchema = z.strictObject({
  en: noticeTextSchema,
  lt: noticeTextSchema.optional(),
  pl: noticeTextSchema.optional(),
  lv: noticeTextSchema.optional(),
  bg: noticeTextSchema.optional(),
  pt: noticeTextSchema.optional(),
});
export type NoticeTexts = z.infer<typeof noticeTextsSchema>;

const instantSchema = z.iso.datetime({ offset: true });

/** A video is only shown in a modal, and only from an https address. */
export const noticeVideoUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(NOTICE_VIDEO_URL_MAX);

/** What an operator sends to create or replace a notice. */
export const noticeInputSchema = z
  .strictObject({
    kind: z.enum(NOTICE_KINDS),
    tone: z.enum(NOTICE_TONES).default('info'),
    audience: z.enum(NOTICE_AUDIENCES).default('everyone'),
    startsAt: instantSchema,
    endsAt: instantSchema,
    dismissible: z.boolean().default(true),
    texts: noticeTextsSchema,
    videoUrl: noticeVideoUrlSchema.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    if (input.videoUrl && input.kind !== 'modal') ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'only a modal shows a video' });
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeInputParsed = z.output<typeof noticeInputSchema>;

export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A notice as the caller sees it: texts already in the request's locale. */
export const activeNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  tone: z.enum(NOTICE_TONES),
  dismissible: z.boolean(),
  title: z.string(),
  body: z.string(),
  videoUrl: z.string().nullable(),
  endsAt: z.string(),
  /** Part of the dismissal key: an edited notice shows again. */
  updatedAt: z.string(),
});
export type ActiveNotice = z.infer<typeof activeNoticeSchema>;
export const activeNoticesSchema = z.object({ notices: z.array(activeNoticeSchema) });

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  tone: z.enum(NOTICE_TONES),
  audience: z.enum(NOTICE_AUDIENCES),
  startsAt: z.string(),
  endsAt: z.string(),
  dismissible: z.boolean(),
  texts: noticeTextsSchema,
  videoUrl: z.string().nullable(),
  status: z.enum(NOTICE_STATUSES),
  createdByUserId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticesSchema = z.object({ notices: z.array(adminNoticeSchema) });

/** The paths of the notices endpoints (tests and callers that build no URL from the table). */
export const NOTICES_API = {
  active: '/api/notices/active',
  adminList: '/api/admin/notices',
  adminCreate: '/api/admin/notices',
  adminOne: (id: number) => `/api/admin/notices/${id}`,
} as const;

/** Upcoming, active or ended at `now`: active from startsAt (inclusive) until endsAt (exclusive). */
export function noticeStatus(window: { startsAt: Date | string; endsAt: Date | string }, now: Date): NoticeStatus {
  const at = now.getTime();
  if (at < new Date(window.startsAt).getTime()) return 'upcoming';
  if (at < new Date(window.endsAt).getTime()) return 'active';
  return 'ended';
}

/** The audiences a caller belongs to: a guest, or a logged-in person by role and debtor flag. */
export function noticeAudiencesOf(viewer: { role: string; isDebtor: boolean } | null): NoticeAudience[] {
  if (!viewer) return ['everyone', 'guests'];
  if (viewer.role === 'operator') return ['everyone', 'users'];
  if (viewer.isDebtor) return ['everyone', 'users', 'debtors'];
  return ['everyone', 'users', 'investors'];
}

/** The text of one locale, or the English one when that locale has none. */
export function resolveNoticeText(texts: Partial<Record<string, NoticeText>> & { en: NoticeText }, locale: Locale): NoticeText {
  return texts[locale] ?? texts.en;
}

/** The local-storage key of a dismissed notice: its id and its last edit, so an edited notice shows again. */
export function noticeDismissKey(notice: { id: number; updatedAt: string }): string {
  return `notice-dismissed:${notice.id}:${notice.updatedAt}`;
}
