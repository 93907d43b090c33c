import {
  bpsToPercentString,
  LANDING_GATHERING_PAGE_SIZE,
  LANDING_LAST_PAGE_SIZE,
  percentOf,
  PROJECT_LIST_PAGE_SIZE,
  toWire,
  type Locale,
  type ProjectData,
  type ProjectExist,
  type ProjectSet,
  type ProjectStatus,
  type ProjectsPage,
  type ProjectSummary,
  emptyProjectFilter,
  filterPercentToBps,
  type ProjectFilter,
} from '@platform/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPhotos, projects, projectTranslations, projectVisibleUsers } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Viewer } from '../../http/request-context';
import { countryTitle, type ReferenceService } from '../reference/reference.service';
import { canViewProject, describeSet, pageOffset, revealedUserIds } from './projects.rules';

type ProjectRow = typeof projects.$inferSelect;
type TranslationRow = typeof projectTranslations.$inferSelect;
type PhotoRow = typeof projectPhotos.$inferSelect;

const SIZES = { landingGathering: LANDING_GATHERING_PAGE_SIZE, landingLast: LANDING_LAST_PAGE_SIZE, list: PROJECT_LIST_PAGE_SIZE };

export function createProjectsService(db: Db, reference: ReferenceService) {
  /** Projects the viewer may see among the given statuses (plus SECRET ones the viewer is listed for). */
  function visibleWhere(statuses: readonly ProjectStatus[], includeSecret: boolean, viewer: Viewer | null): SQL {
    const byStatus = inArray(projects.status, [...statuses]);
    if (!includeSecret || !viewer) return byStatus;
    if (viewer.role === 'operator') return or(byStatus, eq(projects.status, 'SECRET'))!;
    const listed = sql`${projects.id} in (select ${projectVisibleUsers.projectId} from ${projectVisibleUsers} where ${projectVisibleUsers.userId} = ${viewer.id})`;
    return or(byStatus, and(eq(projects.status, 'SECRET'), listed))!;
  }

  async function loadTexts(ids: number[], locale: Locale): Promise<Map<number, TranslationRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(projectTranslations)
      .where(and(inArray(projectTranslations.projectId, ids), inArray(projectTranslations.locale, [locale, 'en'])));
    const out = new Map<number, TranslationRow>();
    for (const row of rows) {
      // The requested locale wins; English fills gaps.
      if (row.locale === locale || !out.has(row.projectId)) out.set(row.projectId, row);
    }
    return out;
  }

  async function loadPhotos(ids: number[], firstOnly: boolean): Promise<Map<number, PhotoRow[]>> {
    if (ids.length === 0) return new Map();
    const where = firstOnly ? and(inArray(projectPhotos.projectId, ids), eq(projectPhotos.position, 0)) : inArray(projectPhotos.projectId, ids);
    const rows = await db.select().from(projectPhotos).where(where).orderBy(asc(projectPhotos.position));
    const out = new Map<number, PhotoRow[]>();
    for (const row of rows) {
      const list = out.get(row.projectId) ?? [];
      list.push(row);
      out.set(row.projectId, list);
    }
    return out;
  }

  function toPhoto(row: PhotoRow, locale: Locale, fallbackAlt: string) {
    return {
      id: row.id,
      url: row.url,
      thumbnailUrl: row.thumbnailUrl,
      alt: row.alt[locale] ?? row.alt.en ?? fallbackAlt,
      width: row.width,
      height: row.height,
    };
  }

  async function toSummaries(rows: ProjectRow[], locale: Locale): Promise<ProjectSummary[]> {
    const ids = rows.map((r) => r.id);
    const [texts, photos, ref, types] = await Promise.all([
      loadTexts(ids, locale),
      loadPhotos(ids, true),
      reference.load(),
      reference.listInvestmentTypes(locale),
    ]);
    return rows.map((row) => {
      const text = texts.get(row.id);
      const title = text?.title ?? row.slug;
      const riskGroup = ref.riskGroups.find((g) => g.id === row.riskGroupId)!;
      const country = ref.countries.find((c) => c.id === row.countryId)!;
      const photo = photos.get(row.id)?.[0];
      return {
        id: row.id,
        number: row.number,
        slug: row.slug,
        title,
        shortDescription: text?.shortDescription ?? '',
        status: row.status as ProjectStatus,
        investmentType: types.find((t) => t.id === row.investmentTypeId)!,
        riskGroup: { id: riskGroup.id, title: riskGroup.code },
        country: { id: country.id, code: country.code, title: countryTitle(country.code, locale) },
        interestRate: bpsToPercentString(row.interestRateBps),
        termMonths: row.termMonths,
        targetAmount: toWire(row.targetCents),
        fundedAmount: toWire(row.fundedCents),
        fundedPercent: percentOf(row.fundedCents, row.targetCents),
        minInvestment: toWire(row.minInvestmentCents),
        fundingDeadline: row.fundingDeadline ? row.fundingDeadline.toISOString() : null,
        thumbnail: photo ? toPhoto(photo, locale, title) : null,
      };
    });
  }

  async function visibleUserIdsOf(projectId: number): Promise<number[]> {
    const rows = await db.select({ userId: projectVisibleUsers.userId }).from(projectVisibleUsers).where(eq(projectVisibleUsers.projectId, projectId));
    return rows.map((r) => r.userId);
  }

  async function findRow(idOrSlug: string): Promise<ProjectRow | undefined> {
    const where = /^\d{1,9}$/.test(idOrSlug) ? eq(projects.id, Number(idOrSlug)) : eq(projects.slug, idOrSlug);
    const [row] = await db.select().from(projects).where(where).limit(1);
    return row;
  }

  /** The catalogue filter as SQL (country codes are resolved through the reference data). */
  async function filterWhere(filter: ProjectFilter): Promise<SQL[]> {
    const parts: SQL[] = [];
    if (filter.loanTypes.length) parts.push(inArray(projects.investmentTypeId, filter.loanTypes));
    if (filter.riskGroups.length) parts.push(inArray(projects.riskGroupId, filter.riskGroups));
    if (filter.statuses.length) parts.push(inArray(projects.status, filter.statuses));
    if (filter.countries.length) {
      const ref = await reference.load();
      const ids = ref.countries.filter((c) => filter.countries.includes(c.code)).map((c) => c.id);
      parts.push(ids.length ? inArray(projects.countryId, ids) : sql`false`);
    }
    if (filter.rateMin !== null) parts.push(gte(projects.interestRateBps, filterPercentToBps(filter.rateMin)));
    if (filter.rateMax !== null) parts.push(lte(projects.interestRateBps, filterPercentToBps(filter.rateMax)));
    if (filter.termMin !== null) parts.push(gte(projects.termMonths, filter.termMin));
    if (filter.termMax !== null) parts.push(lte(projects.termMonths, filter.termMax));
    return parts;
  }

  function orderOf(filter: ProjectFilter): SQL[] {
    const rank = sql`case when ${projects.status} in ('GATHERING','SECRET') then 0 when ${projects.status} = 'COMING_SOON' then 1 else 2 end`;
    const newest = [desc(projects.publishedAt), desc(projects.id)];
    switch (filter.sort) {
      case 'rate_desc':
        return [desc(projects.interestRateBps), ...newest];
      case 'rate_asc':
        return [asc(projects.interestRateBps), ...newest];
      case 'term_asc':
        return [asc(projects.termMonths), ...newest];
      case 'term_desc':
        return [desc(projects.termMonths), ...newest];
      case 'amount_desc':
        return [desc(projects.targetCents), ...newest];
      case 'amount_asc':
        return [asc(projects.targetCents), ...newest];
      case 'newest':
        return [rank, ...newest];
    }
  }

  async function listSetFromDb(set: ProjectSet, page: number, locale: Locale, viewer: Viewer | null, filter: ProjectFilter): Promise<ProjectsPage> {
    const def = describeSet(set, SIZES);
    const where = and(visibleWhere(def.statuses, def.includeSecret, viewer), ...(await filterWhere(filter)))!;
    const effectivePage = def.singlePage ? 1 : page;
    const [rows, [{ count }]] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(...orderOf(filter))
        .limit(def.pageSize)
        .offset(pageOffset(effectivePage, def.pageSize)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(projects)
        .where(where),
    ]);
    const projectsCount = def.singlePage ? Math.min(count, def.pageSize) : count;
    return { projects: await toSummaries(rows, locale), projectsCount, page: effectivePage, limit: def.pageSize };
  }

  return {
    /** One page of a set; the catalogue filter and sort apply on top of the set (decision 0016). */
    // Guests' lists are kept by the HTTP guest cache (http/response-cache.ts, decision 0029), emptied by any write.
    listSet(set: ProjectSet, page: number, locale: Locale, viewer: Viewer | null, filter: ProjectFilter = emptyProjectFilter()): Promise<ProjectsPage> {
      return listSetFromDb(set, page, locale, viewer, filter);
    },

    async getProject(idOrSlug: string, locale: Locale, viewer: Viewer | null): Promise<ProjectData> {
      const row = await findRow(idOrSlug);
      if (!row) throw notFound('Project not found');
      const visibleUserIds = row.status === 'SECRET' ? await visibleUserIdsOf(row.id) : [];
      if (!canViewProject(row.status as ProjectStatus, visibleUserIds, viewer)) throw notFound('Project not found');
      const [[summary], photos, texts] = await Promise.all([toSummaries([row], locale), loadPhotos([row.id], false), loadTexts([row.id], locale)]);
      const text = texts.get(row.id);
      return {
        ...summary,
        longDescription: text?.longDescription ?? '',
        risks: text?.risks ?? '',
        metaTitle: text?.metaTitle ?? summary.title,
        metaDescription: text?.metaDescription ?? summary.shortDescription,
        repaymentMethod: row.repaymentMethod as ProjectData['repaymentMethod'],
        maxInvestment: row.maxInvestmentCents === null ? null : toWire(row.maxInvestmentCents),
        ltv: row.ltvBps === null ? null : bpsToPercentString(row.ltvBps),
        owner: { name: row.ownerName },
        photos: (photos.get(row.id) ?? []).map((p) => toPhoto(p, locale, summary.title)),
        collateral: row.collateral,
        propertyClass: row.propertyClass,
      };
    },

    /**
     * A project the caller may not see (DRAFT, CANCELLED, SECRET without being listed) answers exactly
     * like a missing slug, so the answer never tells that a private deal exists (decision 0004).
     */
    async checkExists(slug: string, viewer: Viewer | null): Promise<ProjectExist> {
      const missing: ProjectExist = { status: 'NOT_FOUND', projectStatus: null, userIds: [] };
      const [row] = await db.select({ id: projects.id, status: projects.status }).from(projects).where(eq(projects.slug, slug)).limit(1);
      if (!row) return missing;
      const status = row.status as ProjectStatus;
      const visibleUserIds = status === 'SECRET' ? await visibleUserIdsOf(row.id) : [];
      if (!canViewProject(status, visibleUserIds, viewer)) return missing;
      return { status: 'SUCCESS', projectStatus: status, userIds: revealedUserIds(status, visibleUserIds, viewer) };
    },

    async listProjectCountries(locale: Locale, viewer: Viewer | null) {
      const rows = await db
        .selectDistinct({ countryId: projects.countryId })
        .from(projects)
        .where(visibleWhere(describeSet('ALL', SIZES).statuses, true, viewer));
      const ids = new Set(rows.map((r) => r.countryId));
      return (await reference.listCountries(locale)).filter((c) => ids.has(c.id));
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
