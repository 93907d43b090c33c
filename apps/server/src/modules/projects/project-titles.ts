import type { Locale } from '@platform/contract';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectTranslations } from '../../db/schema';

/** Each project's title in `locale`, or in English when it has none there (lists, answers, documents). */
export async function projectTitles(db: Db, projectIds: readonly number[], locale: Locale): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (projectIds.length === 0) return out;
  const rows = await db
    .select({ projectId: projectTranslations.projectId, locale: projectTranslations.locale, title: projectTranslations.title })
    .from(projectTranslations)
    .where(and(inArray(projectTranslations.projectId, [...new Set(projectIds)]), inArray(projectTranslations.locale, [locale, 'en'])));
  for (const row of rows) if (row.locale === locale || !out.has(row.projectId)) out.set(row.projectId, row.title);
  return out;
}
