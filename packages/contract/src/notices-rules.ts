import type { Locale } from './locales';

/**
 * Operator-scheduled notices (decision 0045), the zod-free part: the layout shows notices on every
 * page, so what the browser needs there (kinds, paths, the dismissal key, the answer's shape check)
 * stays out of the schemas (notices.ts).
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

export interface NoticeText {
  title: string;
  body: string;
}

/** An active notice as the caller receives it (activeNoticeSchema in notices.ts describes the same shape). */
export interface ActiveNotice {
  id: number;
  kind: NoticeKind;
  tone: NoticeTone;
  dismissible: boolean;
  title: string;
  body: string;
  videoUrl: string | null;
  endsAt: string;
  /** Part of the dismissal key: an edited notice shows again. */
  updatedAt: string;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * The active notices of an answer of GET /api/notices/active, checked without zod (the layout's
 * first load carries no schema library): an item of another shape is left out, anything else is [].
 */
export function activeNoticesOf(payload: unknown): ActiveNotice[] {
  const list = payload && typeof payload === 'object' ? (payload as { notices?: unknown }).notices : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is ActiveNotice => {
    if (!item || typeof item !== 'object') return false;
    const n = item as Record<string, unknown>;
    return (
      Number.isInteger(n.id) &&
      isOneOf(NOTICE_KINDS, n.kind) &&
      isOneOf(NOTICE_TONES, n.tone) &&
      typeof n.dismissible === 'boolean' &&
      typeof n.title === 'string' &&
      typeof n.body === 'string' &&
      (n.videoUrl === null || (typeof n.videoUrl === 'string' && n.videoUrl.startsWith('https://'))) &&
      typeof n.endsAt === 'string' &&
      typeof n.updatedAt === 'string'
    );
  });
}

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

/**
 * Where a notice's video may come from (decision 0045). A video file (.mp4, .webm, .ogg, .ogv, .mov)
 * plays in a <video> from any https origin: the pages' CSP has `media-src 'self' https:` (media
 * cannot run script). Anything else is an embedded player page in an <iframe>, allowed only on
 * these hosts, which the CSP's frame-src lists; an operator cannot frame an arbitrary site.
 */
export const NOTICE_VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'] as const;

export function isNoticeVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|ogv|mov)(?:[?#].*)?$/i.test(url);
}

/** A video URL a notice may carry: an https video file, or an https page on an embed host. */
export function isAllowedNoticeVideo(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  return isNoticeVideoFile(parsed.pathname) || (NOTICE_VIDEO_EMBED_ORIGINS as readonly string[]).includes(parsed.origin);
}
