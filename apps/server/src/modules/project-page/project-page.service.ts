import { Readable } from 'node:stream';
import {
  bpsToPercentString,
  formatDate,
  formatMoney,
  formatPercent,
  LOCALE_ISO,
  PROJECT_INVESTMENTS_LIMIT,
  PROJECT_PAGE_API,
  REFLECTION_DAYS,
  toWire,
  type BorrowerLoansHistory,
  type Locale,
  type ProjectComments,
  type ProjectDocument,
  type ProjectDocuments,
  type ProjectInvestments,
  type ProjectStatus,
  type ProjectUpdates,
  asCents,
  type Cents,
  sumCents,
} from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  investments,
  projectComments,
  projectDocuments,
  projects,
  projectScheduleItems,
  projectTranslations,
  projectUpdates,
  projectVisibleUsers,
} from '../../db/schema';
import { notFound } from '../../http/app-error';
import { projectTitles } from '../projects/project-titles';
import { recordGeneratedDocument } from '../admin-projects/project-documents';
import type { Viewer } from '../../http/request-context';
import type { FileStorage } from '../files/storage';
import { countryTitle, type ReferenceService } from '../reference/reference.service';
import { canViewProject, PUBLIC_STATUSES } from '../projects/projects.rules';
import { renderKiisPdf, type KiisContent } from './kiis.pdf';
import { kiisInputsHash, kiisStorageKey, type KiisInputs } from './kiis.rules';
import { fillPlaceholders } from '@platform/contract/i18n/translate';
import { investorLabel, localizedText, repaymentFacts } from './project-page.rules';

type ProjectRow = typeof projects.$inferSelect;
type DocumentRow = typeof projectDocuments.$inferSelect;

/** Holdings that are gone from the project (money returned): not shown as investments. */
const GONE_INVESTMENT_STATUSES = ['revoked', 'refunded'];

export interface ProjectPageDeps {
  db: Db;
  storage: FileStorage;
  /** Keys the investor labels. */
  secret: string;
  reference: ReferenceService;
  now?: () => Date;
}

export function createProjectPageService(deps: ProjectPageDeps) {
  const { db, storage, secret, reference } = deps;
  const now = deps.now ?? (() => new Date());

  /** The project if the viewer may see it (DRAFT/CANCELLED for operators only, SECRET for listed users); 404 otherwise. */
  async function visibleProject(idOrSlug: string, viewer: Viewer | null): Promise<ProjectRow> {
    const where = /^\d{1,9}$/.test(idOrSlug) ? eq(projects.id, Number(idOrSlug)) : eq(projects.slug, idOrSlug);
    const [row] = await db.select().from(projects).where(where).limit(1);
    if (!row) throw notFound('Project not found');
    let listed: number[] = [];
    if (row.status === 'SECRET' && viewer) {
      const rows = await db
        .select({ userId: projectVisibleUsers.userId })
        .from(projectVisibleUsers)
        .where(and(eq(projectVisibleUsers.projectId, row.id), eq(projectVisibleUsers.userId, viewer.id)));
      listed = rows.map((r) => r.userId);
    }
    if (!canViewProject(row.status as ProjectStatus, listed, viewer)) throw notFound('Project not found');
    return row;
  }

  function documentUrl(projectId: number, documentId: number) {
    return PROJECT_PAGE_API.documentDownload(projectId, documentId);
  }

  function toDocument(row: DocumentRow): ProjectDocument {
    return {
      id: row.id,
      kind: row.kind as ProjectDocument['kind'],
      title: row.title,
      locale: (row.locale as Locale | null) ?? null,
      version: row.version,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      createdAt: row.createdAt.toISOString(),
      url: documentUrl(row.projectId, row.id),
    };
  }

  // ---- Key investment information sheet ------------------------------------------------------

  async function kiisInputsOf(project: ProjectRow): Promise<KiisInputs> {
    const [ref, texts] = await Promise.all([reference.load(), db.select().from(projectTranslations).where(eq(projectTranslations.projectId, project.id))]);
    return {
      projectId: project.id,
      number: project.number,
      ownerName: project.ownerName,
      countryCode: ref.countries.find((c) => c.id === project.countryId)?.code ?? '',
      investmentTypeCode: ref.investmentTypes.find((t) => t.id === project.investmentTypeId)?.code ?? '',
      riskGroupCode: ref.riskGroups.find((g) => g.id === project.riskGroupId)?.code ?? '',
      interestRateBps: project.interestRateBps,
      termMonths: project.termMonths,
      repaymentMethod: project.repaymentMethod,
      targetCents: project.targetCents,
      minInvestmentCents: project.minInvestmentCents,
      maxInvestmentCents: project.maxInvestmentCents,
      ltvBps: project.ltvBps,
      collateral: project.collateral,
      propertyClass: project.propertyClass,
      lateInterestRateBps: project.lateInterestRateBps,
      defaultAfterDays: project.defaultAfterDays,
      fundingDeadline: project.fundingDeadline ? project.fundingDeadline.toISOString() : null,
      texts: Object.fromEntries(texts.map((t) => [t.locale, { title: t.title, shortDescription: t.shortDescription, risks: t.risks }])),
    };
  }

  async function kiisContent(inputs: KiisInputs, locale: Locale, version: number, hash: string, at: Date): Promise<KiisContent> {
    const tr = TRANSLATIONS[locale];
    const t = (key: string, params: Record<string, string | number> = {}) => fillPlaceholders(tr[key] ?? TRANSLATIONS.en[key] ?? key, params);
    const iso = LOCALE_ISO[locale];
    const money = (cents: Cents) => formatMoney(cents, iso);
    const percent = (bps: number) => formatPercent(bpsToPercentString(bps), iso);
    const dateOf = (d: Date) => formatDate(d, locale);
    const text = inputs.texts[locale] ?? inputs.texts.en ?? { title: `#${inputs.number}`, shortDescription: '', risks: '' };
    const types = await reference.listInvestmentTypes(locale);
    const typeTitle = types.find((ty) => ty.code === inputs.investmentTypeCode)?.title ?? inputs.investmentTypeCode;
    const date = dateOf(at);
    return {
      title: t('projectPage.kiis.title'),
      subtitle: t('projectPage.kiis.subtitle', { number: inputs.number, title: text.title, version, date }),
      warning: t('projectPage.kiis.warning'),
      sections: [
        {
          heading: t('projectPage.kiis.part_a'),
          rows: [
            [t('projectPage.kiis.owner'), inputs.ownerName],
            [t('project.fact.country'), inputs.countryCode ? countryTitle(inputs.countryCode, locale) : '-'],
            [t('projectPage.kiis.project'), text.title],
          ],
          paragraphs: text.shortDescription ? [text.shortDescription] : [],
        },
        {
          heading: t('projectPage.kiis.part_b'),
          rows: [
            [t('project.fact.loan_type'), typeTitle],
            [t('project.fact.risk'), inputs.riskGroupCode],
            [t('project.fact.target'), money(inputs.targetCents)],
            [t('project.fact.interest'), percent(inputs.interestRateBps)],
            [t('project.fact.term'), t('project.term_months', { count: inputs.termMonths })],
            [t('project.fact.repayment'), t(`project.repayment.${inputs.repaymentMethod}`)],
            [t('project.fact.min_investment'), money(inputs.minInvestmentCents)],
            [t('projectPage.fact.max_investment'), inputs.maxInvestmentCents === null ? t('projectPage.kiis.max_none') : money(inputs.maxInvestmentCents)],
            [t('project.fact.deadline'), inputs.fundingDeadline ? dateOf(new Date(inputs.fundingDeadline)) : t('projectPage.kiis.not_set')],
          ],
        },
        { heading: t('projectPage.kiis.part_c'), paragraphs: [text.risks, t('projectPage.kiis.risk_generic')].filter((p) => p !== '') },
        { heading: t('projectPage.kiis.part_d'), paragraphs: [t('projectPage.kiis.fees'), t('projectPage.kiis.complaints')] },
        {
          heading: t('projectPage.kiis.part_e'),
          rows: [
            [t('project.fact.ltv'), inputs.ltvBps === null ? t('projectPage.kiis.not_set') : percent(inputs.ltvBps)],
            [t('projectPage.fact.collateral'), inputs.collateral ?? t('projectPage.kiis.not_set')],
            [t('projectPage.fact.property_class'), inputs.propertyClass ?? t('projectPage.kiis.not_set')],
            [t('projectPage.kiis.late_interest'), percent(inputs.lateInterestRateBps)],
            [t('projectPage.kiis.default_after'), t('projectPage.kiis.default_days', { count: inputs.defaultAfterDays })],
          ],
        },
        { heading: t('projectPage.kiis.part_f'), paragraphs: [t('projectPage.kiis.rights')] },
        { heading: t('projectPage.kiis.part_g'), paragraphs: [t('projectPage.kiis.reflection', { days: REFLECTION_DAYS })] },
      ],
      footer: t('projectPage.kiis.footer', { date, version }),
      keywords: [`kiis`, `project:${inputs.projectId}`, `version:${version}`, `inputs:${hash}`, `locale:${locale}`],
      createdAt: at,
      language: iso,
    };
  }

  async function kiisRows(projectId: number): Promise<DocumentRow[]> {
    return db
      .select()
      .from(projectDocuments)
      .where(and(eq(projectDocuments.projectId, projectId), eq(projectDocuments.kind, 'kiis'), isNull(projectDocuments.deletedAt)))
      .orderBy(desc(projectDocuments.version), desc(projectDocuments.id));
  }

  /**
   * The sheet of the project's current data in one locale: the stored row when these inputs were
   * already rendered, otherwise a new row whose version is the previous highest + 1 (or the version
   * the same inputs got in another locale, so one version number means the same facts everywhere).
   */
  async function ensureKiis(project: ProjectRow, locale: Locale): Promise<{ row: DocumentRow; bytes: Uint8Array | null }> {
    const inputs = await kiisInputsOf(project);
    const hash = kiisInputsHash(inputs);
    const key = kiisStorageKey(project.id, hash, locale);
    const existing = await kiisRows(project.id);
    const same = existing.find((r) => r.storageKey === key);
    if (same) return { row: same, bytes: null };
    const sameInputs = existing.find((r) => r.locale !== null && r.storageKey === kiisStorageKey(project.id, hash, r.locale));
    const version = sameInputs ? sameInputs.version : (existing[0]?.version ?? 0) + 1;
    const at = now();
    const bytes = await renderKiisPdf(await kiisContent(inputs, locale, version, hash, at));
    await storage.put(key, Readable.from(Buffer.from(bytes)));
    const title = TRANSLATIONS[locale]['projectPage.kiis.title'];
    // Someone rendering the same inputs at the same moment gets the same row: theirs is as good as ours.
    const row = await recordGeneratedDocument(db, {
      projectId: project.id,
      kind: 'kiis',
      locale,
      version,
      title,
      storageKey: key,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      createdAt: at,
    });
    return { row, bytes };
  }

  /** Streams a stored document; a generated sheet whose file went missing is rendered again. */
  async function openDocument(project: ProjectRow, row: DocumentRow): Promise<Readable> {
    try {
      return await storage.get(row.storageKey);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
      if (row.kind !== 'kiis' || !row.locale) throw notFound('Document file not found');
      const inputs = await kiisInputsOf(project);
      const hash = kiisInputsHash(inputs);
      if (kiisStorageKey(project.id, hash, row.locale) !== row.storageKey) throw notFound('Document file not found');
      const bytes = await renderKiisPdf(await kiisContent(inputs, row.locale as Locale, row.version, hash, row.createdAt));
      await storage.put(row.storageKey, Readable.from(Buffer.from(bytes)));
      return Readable.from(Buffer.from(bytes));
    }
  }

  return {
    visibleProject,
    ensureKiis,

    async borrowerLoansHistory(idOrSlug: string, locale: Locale, viewer: Viewer | null): Promise<BorrowerLoansHistory> {
      const project = await visibleProject(idOrSlug, viewer);
      const sameOwner = project.ownerUserId !== null ? eq(projects.ownerUserId, project.ownerUserId) : eq(projects.ownerName, project.ownerName);
      // Other loans of the same borrower that anyone may see; SECRET/DRAFT deals are not history.
      const rows = await db
        .select()
        .from(projects)
        .where(
          and(
            sameOwner,
            ne(projects.id, project.id),
            inArray(
              projects.status,
              [...PUBLIC_STATUSES].filter((s) => s !== 'COMING_SOON'),
            ),
          ),
        )
        .orderBy(desc(projects.publishedAt), desc(projects.id));
      const ids = rows.map((r) => r.id);
      const [titles, schedule] = await Promise.all([
        projectTitles(db, ids, locale),
        ids.length
          ? db.select().from(projectScheduleItems).where(inArray(projectScheduleItems.projectId, ids))
          : Promise.resolve([] as (typeof projectScheduleItems.$inferSelect)[]),
      ]);
      const today = now().toISOString().slice(0, 10);
      return {
        loans: rows.map((row) => {
          const items = schedule.filter((s) => s.projectId === row.id);
          const facts = repaymentFacts(items, today);
          return {
            id: row.id,
            number: row.number,
            slug: row.slug,
            title: titles.get(row.id) ?? row.slug,
            amount: toWire(row.targetCents),
            status: row.status as ProjectStatus,
            interestRate: bpsToPercentString(row.interestRateBps),
            termMonths: row.termMonths,
            publishedAt: row.publishedAt.toISOString(),
            disbursedAt: row.disbursedAt ? row.disbursedAt.toISOString() : null,
            paidInstallments: facts.paid,
            latePaidInstallments: facts.latePaid,
            overdueInstallments: facts.overdue,
            repaidPrincipal: toWire(sumCents(items.map((s) => s.paidPrincipalCents))),
          };
        }),
      };
    },

    async updates(idOrSlug: string, kind: 'update' | 'debtor', locale: Locale, viewer: Viewer | null): Promise<ProjectUpdates> {
      const project = await visibleProject(idOrSlug, viewer);
      const rows = await db
        .select()
        .from(projectUpdates)
        .where(and(eq(projectUpdates.projectId, project.id), eq(projectUpdates.kind, kind)))
        .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
      return {
        updates: rows.map((r) => ({
          id: r.id,
          title: localizedText(r.title, locale),
          body: localizedText(r.body, locale),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    async investments(idOrSlug: string, viewer: Viewer | null, locale: Locale = 'en'): Promise<ProjectInvestments> {
      const project = await visibleProject(idOrSlug, viewer);
      const live = and(eq(investments.projectId, project.id), notInArray(investments.status, GONE_INVESTMENT_STATUSES));
      const [rows, [totals]] = await Promise.all([
        db
          .select({ userId: investments.userId, amountCents: investments.amountCents, createdAt: investments.createdAt })
          .from(investments)
          .where(live)
          .orderBy(desc(investments.createdAt), desc(investments.id))
          .limit(PROJECT_INVESTMENTS_LIMIT),
        db
          .select({ count: sql<number>`count(distinct ${investments.userId})::int`, total: sql<string>`coalesce(sum(${investments.amountCents}), 0)::text` })
          .from(investments)
          .where(live),
      ]);
      return {
        investments: rows.map((r) => ({
          investor: investorLabel(secret, project.id, r.userId, locale),
          amount: toWire(r.amountCents),
          createdAt: r.createdAt.toISOString(),
          isOwn: viewer !== null && viewer.id === r.userId,
        })),
        investorsCount: totals?.count ?? 0,
        total: toWire(asCents(totals?.total ?? 0)),
      };
    },

    async documents(idOrSlug: string, locale: Locale, viewer: Viewer | null): Promise<ProjectDocuments> {
      const project = await visibleProject(idOrSlug, viewer);
      const rows = await db
        .select()
        .from(projectDocuments)
        .where(and(eq(projectDocuments.projectId, project.id), isNull(projectDocuments.deletedAt)))
        .orderBy(asc(projectDocuments.kind), desc(projectDocuments.version), desc(projectDocuments.id));
      const inputs = await kiisInputsOf(project);
      const currentKey = kiisStorageKey(project.id, kiisInputsHash(inputs), locale);
      // Uploaded documents in the viewer's language or for everyone; of the generated sheets only the current one.
      const documents = rows.filter((r) => (r.kind === 'kiis' ? r.storageKey === currentKey : r.locale === null || r.locale === locale)).map(toDocument);
      return { documents, kiisUrl: PROJECT_PAGE_API.kiis(project.id, locale) };
    },

    async openDocument(idOrSlug: string, documentId: number, viewer: Viewer | null) {
      const project = await visibleProject(idOrSlug, viewer);
      const [row] = await db
        .select()
        .from(projectDocuments)
        .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, project.id), isNull(projectDocuments.deletedAt)))
        .limit(1);
      if (!row) throw notFound('Document not found');
      return { row, stream: await openDocument(project, row) };
    },

    async kiis(idOrSlug: string, locale: Locale, viewer: Viewer | null) {
      const project = await visibleProject(idOrSlug, viewer);
      const { row, bytes } = await ensureKiis(project, locale);
      return { row, stream: bytes ? Readable.from(Buffer.from(bytes)) : await openDocument(project, row) };
    },

    async comments(idOrSlug: string, viewer: Viewer | null, locale: Locale = 'en'): Promise<ProjectComments> {
      const project = await visibleProject(idOrSlug, viewer);
      const rows = await db
        .select()
        .from(projectComments)
        .where(and(eq(projectComments.projectId, project.id), isNull(projectComments.hiddenAt)))
        .orderBy(desc(projectComments.createdAt), desc(projectComments.id));
      return {
        comments: rows.map((r) => ({
          id: r.id,
          author: investorLabel(secret, project.id, r.userId, locale),
          isOwn: viewer !== null && viewer.id === r.userId,
          body: r.body,
          answer: r.answer,
          answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    async postComment(viewer: Viewer, input: { projectId: number; body: string }, locale: Locale = 'en') {
      const project = await visibleProject(String(input.projectId), viewer);
      const [row] = await db.insert(projectComments).values({ projectId: project.id, userId: viewer.id, body: input.body }).returning();
      return {
        id: row!.id,
        author: investorLabel(secret, project.id, viewer.id, locale),
        isOwn: true,
        body: row!.body,
        answer: null,
        answeredAt: null,
        createdAt: row!.createdAt.toISOString(),
      };
    },
  };
}

export type ProjectPageService = ReturnType<typeof createProjectPageService>;
