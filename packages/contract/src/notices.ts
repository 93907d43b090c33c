import { z } from 'zod';
import {
  type ActiveNotice,
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_KINDS,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX,
  NOTICE_TONES,
  NOTICE_VIDEO_URL_MAX,
  isAllowedNoticeVideo,
} from './notices-rules';

/**
 * Operator-scheduled notices (decision 0045): info alerts and modals an operator shows between two
 * instants to an audience, with texts in the six locales (en required, the others fall back to en).
 * They replace the spec's hard-coded time-limited alerts (spec section 4, "Modals and notices").
 */
export const noticeTextSchema = z.object({
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  body: z.string().trim().min(1).max(NOTICE_BODY_MAX),
});

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
  .max(NOTICE_VIDEO_URL_MAX)
  // What the pages' CSP lets play: a video file, or a player page on a listed embed host.
  .refine(isAllowedNoticeVideo, 'video_host');

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
}) satisfies z.ZodType<ActiveNotice>;
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
