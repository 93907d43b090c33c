import { LOCALES, noticeInputSchema, noticeStatus } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { SEEDED_NOTICES } from './seed-notices';

// Moved from apps/web/app/lib/alerts.test.ts (the hard-coded TIMED_ALERTS, decision 0045).
describe("the spec's dated notices, seeded as past ones", () => {
  const statusAt = (iso: string) => SEEDED_NOTICES.map((n) => noticeStatus(n, new Date(iso)));

  it('end at the spec instants', () => {
    expect(statusAt('2025-05-01T00:00:00Z')).toEqual(['upcoming', 'active', 'active']);
    expect(statusAt('2025-05-31T20:59:58Z')).toEqual(['upcoming', 'active', 'active']);
    expect(statusAt('2025-05-31T20:59:59Z')).toEqual(['upcoming', 'ended', 'ended']);
    expect(statusAt('2025-07-29T04:59:59Z')).toEqual(['active', 'ended', 'ended']);
    expect(statusAt('2025-07-29T05:00:00Z')).toEqual(['ended', 'ended', 'ended']);
  });

  it('are valid operator input, with texts in all six locales', () => {
    for (const notice of SEEDED_NOTICES) {
      expect(noticeInputSchema.safeParse(notice).success).toBe(true);
      expect(Object.keys(notice.texts).sort()).toEqual([...LOCALES].sort());
    }
    expect(SEEDED_NOTICES.map((n) => n.kind)).toEqual(['alert', 'alert', 'modal']);
    expect(SEEDED_NOTICES[2]!.videoUrl).toMatch(/^https:\/\//);
  });
});
