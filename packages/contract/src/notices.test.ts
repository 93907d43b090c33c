import { describe, expect, it } from 'vitest';
import { buildUrl } from './endpoint';
import { ADMIN_NOTICES_ENDPOINTS, NOTICES_ENDPOINTS } from './endpoints/notices';
import { activeNoticeSchema, noticeInputSchema } from './notices';
import { activeNoticesOf, isAllowedNoticeVideo, NOTICES_API, noticeAudiencesOf, noticeDismissKey, noticeStatus, resolveNoticeText } from './notices-rules';

const en = { title: 'Payments paused', body: 'Deposits are delayed until the morning.' };
const valid = { kind: 'alert', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00+02:00', texts: { en } };

function issuesOf(input: unknown): Record<string, string[]> {
  const result = noticeInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('noticeInputSchema', () => {
  it('accepts the minimum and fills the defaults', () => {
    expect(noticeInputSchema.parse(valid)).toEqual({ ...valid, tone: 'info', audience: 'everyone', dismissible: true, videoUrl: null });
  });

  it('wants the end after the start', () => {
    expect(issuesOf({ ...valid, endsAt: valid.startsAt })).toHaveProperty(['endsAt']);
    expect(issuesOf({ ...valid, endsAt: '2025-12-31T23:59:59Z' })).toHaveProperty(['endsAt']);
    expect(issuesOf({ ...valid, startsAt: 'tomorrow' })).toHaveProperty(['startsAt']);
    // An instant without its offset is ambiguous.
    expect(issuesOf({ ...valid, startsAt: '2026-01-01T00:00:00' })).toHaveProperty(['startsAt']);
  });

  it('requires English texts, others optional, bounded and no unknown locales', () => {
    expect(issuesOf({ ...valid, texts: { lt: en } })).toHaveProperty(['texts.en']);
    expect(issuesOf({ ...valid, texts: { en: { title: '  ', body: 'x' } } })).toHaveProperty(['texts.en.title']);
    expect(issuesOf({ ...valid, texts: { en: { title: 'x'.repeat(121), body: 'x' } } })).toHaveProperty(['texts.en.title']);
    expect(issuesOf({ ...valid, texts: { en: { title: 'x', body: 'x'.repeat(2001) } } })).toHaveProperty(['texts.en.body']);
    expect(issuesOf({ ...valid, texts: { en, lt: { title: 'Tik pavadinimas' } } })).toHaveProperty(['texts.lt.body']);
    expect(Object.keys(issuesOf({ ...valid, texts: { en, de: en } }))).toEqual(['texts']);
    expect(noticeInputSchema.safeParse({ ...valid, texts: { en, lt: en, pl: en, lv: en, bg: en, pt: en } }).success).toBe(true);
  });

  it('takes only an https video, on a modal', () => {
    const modal = { ...valid, kind: 'modal' };
    expect(noticeInputSchema.safeParse({ ...modal, videoUrl: 'https://video.example.com/rebrand.mp4' }).success).toBe(true);
    expect(issuesOf({ ...modal, videoUrl: 'http://video.example.com/rebrand.mp4' })).toHaveProperty(['videoUrl']);
    expect(issuesOf({ ...modal, videoUrl: 'javascript:alert(1)' })).toHaveProperty(['videoUrl']);
    expect(issuesOf({ ...modal, videoUrl: `https://example.com/${'a'.repeat(500)}` })).toHaveProperty(['videoUrl']);
    expect(issuesOf({ ...valid, videoUrl: 'https://video.example.com/rebrand.mp4' })).toHaveProperty(['videoUrl']);
  });

  it('takes a player page only from the embed hosts the CSP frames (any https video file plays)', () => {
    const modal = { ...valid, kind: 'modal' };
    expect(noticeInputSchema.safeParse({ ...modal, videoUrl: 'https://www.youtube-nocookie.com/embed/abc123' }).success).toBe(true);
    expect(noticeInputSchema.safeParse({ ...modal, videoUrl: 'https://player.vimeo.com/video/42' }).success).toBe(true);
    expect(issuesOf({ ...modal, videoUrl: 'https://evil.example.com/watch?v=1' })).toEqual({ videoUrl: ['video_host'] });
    expect(isAllowedNoticeVideo('https://cdn.example.com/clip.webm?x=1')).toBe(true);
    expect(isAllowedNoticeVideo('https://www.youtube.com.evil.example/embed/x')).toBe(false);
  });

  it('refuses unknown kinds, tones, audiences and fields', () => {
    expect(issuesOf({ ...valid, kind: 'toast' })).toHaveProperty(['kind']);
    expect(issuesOf({ ...valid, tone: 'error' })).toHaveProperty(['tone']);
    expect(issuesOf({ ...valid, audience: 'operators' })).toHaveProperty(['audience']);
    expect(noticeInputSchema.safeParse({ ...valid, createdByUserId: 1 }).success).toBe(false);
  });
});

describe('notice helpers', () => {
  it('status: active from the start (inclusive) to the end (exclusive)', () => {
    const window = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' };
    expect(noticeStatus(window, new Date('2025-12-31T23:59:59.999Z'))).toBe('upcoming');
    expect(noticeStatus(window, new Date('2026-01-01T00:00:00Z'))).toBe('active');
    expect(noticeStatus(window, new Date('2026-01-01T23:59:59.999Z'))).toBe('active');
    expect(noticeStatus(window, new Date('2026-01-02T00:00:00Z'))).toBe('ended');
  });

  it('audiences: guests, users, investors (not debtors, not operators), debtors', () => {
    expect(noticeAudiencesOf(null)).toEqual(['everyone', 'guests']);
    expect(noticeAudiencesOf({ role: 'investor', isDebtor: false })).toEqual(['everyone', 'users', 'investors']);
    expect(noticeAudiencesOf({ role: 'investor', isDebtor: true })).toEqual(['everyone', 'users', 'debtors']);
    expect(noticeAudiencesOf({ role: 'operator', isDebtor: false })).toEqual(['everyone', 'users']);
  });

  it('texts fall back to English', () => {
    const lt = { title: 'Mokėjimai sustabdyti', body: 'Įmokos vėluoja iki ryto.' };
    expect(resolveNoticeText({ en, lt }, 'lt')).toEqual(lt);
    expect(resolveNoticeText({ en, lt }, 'pl')).toEqual(en);
  });

  it('dismissal key changes with an edit', () => {
    expect(noticeDismissKey({ id: 3, updatedAt: '2026-01-01T00:00:00.000Z' })).toBe('notice-dismissed:3:2026-01-01T00:00:00.000Z');
  });

  it('paths match the endpoint table', () => {
    expect(buildUrl(NOTICES_ENDPOINTS.active)).toBe(NOTICES_API.active);
    expect(buildUrl(ADMIN_NOTICES_ENDPOINTS.adminList)).toBe(NOTICES_API.adminList);
    expect(buildUrl(ADMIN_NOTICES_ENDPOINTS.adminCreate)).toBe(NOTICES_API.adminCreate);
    expect(buildUrl(ADMIN_NOTICES_ENDPOINTS.adminUpdate, { id: 4 })).toBe(NOTICES_API.adminOne(4));
    expect(buildUrl(ADMIN_NOTICES_ENDPOINTS.adminDelete, { id: 4 })).toBe(NOTICES_API.adminOne(4));
  });

  it('checks an answer of the active call without zod, as the schema would', () => {
    const good = {
      id: 1,
      kind: 'modal',
      tone: 'info',
      dismissible: true,
      title: 'T',
      body: 'B',
      videoUrl: 'https://v.example.com/a.mp4',
      endsAt: 'x',
      updatedAt: 'y',
    };
    expect(activeNoticeSchema.safeParse(good).success).toBe(true);
    expect(activeNoticesOf({ notices: [good] })).toEqual([good]);
    const bad = [{ ...good, kind: 'toast' }, { ...good, id: '1' }, { ...good, videoUrl: 'javascript:alert(1)' }, { ...good, title: undefined }, null, 'x'];
    expect(activeNoticesOf({ notices: [...bad, good] })).toEqual([good]);
    expect(activeNoticesOf({ notices: 'nope' })).toEqual([]);
    expect(activeNoticesOf(null)).toEqual([]);
  });
});
