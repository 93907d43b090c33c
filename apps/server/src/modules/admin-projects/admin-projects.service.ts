import {
  ADMIN_PROJECTS_API,
  ADMIN_PROJECTS_PAGE_SIZE,
  amountErrors,
  bpsToPercentString,
  financialTermsLocked,
  fromWire,
  isPermutation,
  LOCALES,
  lockedTermChanges,
  percentOf,
  percentToBps,
  toWire,
  type AdminComment,
  type AdminPhoto,
  type AdminProject,
  type AdminProjectDocument,
  type AdminProjectOptions,
  type AdminProjectsPage,
  type AdminProjectsQuery,
  type AdminProjectUpdate,
  type FinancialTerms,
  type Locale,
  type ProjectFacts,
  type ProjectStatus,
  type ProjectTexts,
  type ProjectUpdateKind,
  type UnfundedPolicy,
} from '@platform/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import {
  countries,
  investments,
  investmentTypes,
  projectComments,
  projectDocuments,
  projectPhotos,
  projects,
  projectTranslations,
  projectUpdates,
  projectVisibleUsers,
  riskGroups,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { answerComment as answerProjectComment, hideComment as hideProjectComment } from '../project-page/comments.moderation';
import type { FileStorage } from '../files/storage';
import { newStorageKey } from '../files/storage';
import { DEBTOR_UPDATE_PAUSE, pauseProjectListings } from '../market/market.commands';
import { notify } from '../notifications/notifications.service';
import { insertDraftProject, updateProjectFacts } from '../projects/project.commands';
import type { ReferenceService } from '../reference/reference.service';
import { countryTitle } from '../reference/reference.service';
import type { ImageFacts } from './project-images';
import { makeThumbnail, ThumbnailError, type Thumbnail } from './thumbnail';

type ProjectRow = typeof projects.$inferSelect;

export interface Actor {
  id: number;
  ip?: string | null;
}

const EXTENSIONS: Record<ImageFacts['mime'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
export const PHOTO_MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Holders who hear about project updates: investments that are live (in reflection or active). */
const LIVE_INVESTMENT_STATUSES = ['reflection', 'active'];

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function factsOfRow(row: ProjectRow): ProjectFacts & FinancialTerms {
  return {
    number: row.number,
    slug: row.slug,
    investmentTypeId: row.investmentTypeId,
    riskGroupId: row.riskGroupId,
    countryId: row.countryId,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    interestRate: bpsToPercentString(row.interestRateBps),
    lateInterestRate: bpsToPercentString(row.lateInterestRateBps),
    termMonths: row.termMonths,
    repaymentMethod: row.repaymentMethod as ProjectFacts['repaymentMethod'],
    targetAmount: toWire(row.targetCents),
    minInvestment: toWire(row.minInvestmentCents),
    maxInvestment: row.maxInvestmentCents === null ? null : toWire(row.maxInvestmentCents),
    fundingDeadline: row.fundingDeadline ? row.fundingDeadline.toISOString() : null,
    unfundedPolicy: row.unfundedPolicy as UnfundedPolicy,
    ltv: row.ltvBps === null ? null : bpsToPercentString(row.ltvBps),
    collateral: row.collateral,
    propertyClass: row.propertyClass,
    defaultAfterDays: row.defaultAfterDays,
  };
}

/** Facts in the shape the comparison of terms uses (percent strings normalised through basis points). */
function normalisedTerms(f: ProjectFacts): FinancialTerms {
  return {
    interestRate: bpsToPercentString(percentToBps(f.interestRate)!),
    lateInterestRate: bpsToPercentString(percentToBps(f.lateInterestRate)!),
    termMonths: f.termMonths,
    repaymentMethod: f.repaymentMethod,
    targetAmount: toWire(fromWire(f.targetAmount)),
    minInvestment: toWire(fromWire(f.minInvestment)),
    maxInvestment: f.maxInvestment === null ? null : toWire(fromWire(f.maxInvestment)),
  };
}

function rowValues(f: ProjectFacts) {
  return {
    number: f.number,
    slug: f.slug,
    investmentTypeId: f.investmentTypeId,
    riskGroupId: f.riskGroupId,
    countryId: f.countryId,
    ownerUserId: f.ownerUserId,
    ownerName: f.ownerName,
    interestRateBps: percentToBps(f.interestRate)!,
    lateInterestRateBps: percentToBps(f.lateInterestRate)!,
    termMonths: f.termMonths,
    repaymentMethod: f.repaymentMethod,
    targetCents: fromWire(f.targetAmount),
    minInvestmentCents: fromWire(f.minInvestment),
    maxInvestmentCents: f.maxInvestment === null ? null : fromWire(f.maxInvestment),
    fundingDeadline: f.fundingDeadline ? new Date(f.fundingDeadline) : null,
    unfundedPolicy: f.unfundedPolicy,
    ltvBps: f.ltv === null ? null : percentToBps(f.ltv),
    collateral: f.collateral || null,
    propertyClass: f.propertyClass || null,
    defaultAfterDays: f.defaultAfterDays,
  };
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
}

const localizedClean = (value: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''));

export function createAdminProjectsService(deps: { db: Db; storage: FileStorage; reference: ReferenceService; onProjectsChanged: () => void }) {
  const { db, storage, reference } = deps;

  async function rowOf(dbOrTx: Db, id: number): Promise<ProjectRow> {
    const [row] = await dbOrTx.select().from(projects).where(eq(projects.id, id)).limit(1);
    if (!row) throw notFound('Project not found');
    return row;
  }

  /** Checks what the schema cannot: references exist, the owner is a debtor, amounts agree, number and slug are free. */
  async function validateFacts(f: ProjectFacts, exceptId: number | null): Promise<void> {
    const errors: Record<string, string[]> = {};
    const [type] = await db.select({ id: investmentTypes.id }).from(investmentTypes).where(eq(investmentTypes.id, f.investmentTypeId));
    if (!type) errors.investmentTypeId = ['adminProjects.error.unknown'];
    const [group] = await db.select({ id: riskGroups.id }).from(riskGroups).where(eq(riskGroups.id, f.riskGroupId));
    if (!group) errors.riskGroupId = ['adminProjects.error.unknown'];
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, f.countryId));
    if (!country) errors.countryId = ['adminProjects.error.unknown'];
    if (f.ownerUserId !== null) {
      const [owner] = await db.select({ isDebtor: users.isDebtor }).from(users).where(eq(users.id, f.ownerUserId));
      if (!owner?.isDebtor) errors.ownerUserId = ['adminProjects.error.owner_not_debtor'];
    }
    Object.assign(
      errors,
      amountErrors({
        targetCents: fromWire(f.targetAmount),
        minCents: fromWire(f.minInvestment),
        maxCents: f.maxInvestment === null ? null : fromWire(f.maxInvestment),
      }),
    );
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'The project is not valid', errors);
    const clash = await db
      .select({ id: projects.id, slug: projects.slug, number: projects.number })
      .from(projects)
      .where(or(eq(projects.slug, f.slug), eq(projects.number, f.number)));
    const taken: Record<string, string[]> = {};
    for (const other of clash.filter((c) => c.id !== exceptId)) {
      if (other.slug === f.slug) taken.slug = ['adminProjects.error.slug_taken'];
      if (other.number === f.number) taken.number = ['adminProjects.error.number_taken'];
    }
    if (Object.keys(taken).length > 0) throw new AppError('CONFLICT', 'Slug or number already used', taken);
  }

  function conflictOnUnique(error: unknown): never {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'Slug or number already used', {
        slug: ['adminProjects.error.slug_taken'],
      });
    }
    throw error;
  }

  async function photosOf(projectId: number): Promise<AdminPhoto[]> {
    const rows = await db.select().from(projectPhotos).where(eq(projectPhotos.projectId, projectId)).orderBy(asc(projectPhotos.position));
    return rows.map((r) => ({
      id: r.id,
      position: r.position,
      url: r.url,
      thumbnailUrl: r.thumbnailUrl,
      width: r.width,
      height: r.height,
      alt: r.alt,
    }));
  }

  async function documentsOf(projectId: number): Promise<AdminProjectDocument[]> {
    const rows = await db
      .select()
      .from(projectDocuments)
      .where(and(eq(projectDocuments.projectId, projectId), isNull(projectDocuments.deletedAt)))
      .orderBy(asc(projectDocuments.kind), desc(projectDocuments.version), asc(projectDocuments.id));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      locale: r.locale,
      version: r.version,
      mimeType: r.mimeType,
      sizeBytes: r.sizeBytes,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Rewrites photo positions 0..n-1 in the given order (through negative ones: positions are unique). */
  async function writePositions(tx: Db, projectId: number, ids: number[]): Promise<void> {
    for (const [i, photoId] of ids.entries()) {
      await tx
        .update(projectPhotos)
        .set({ position: -1 - i })
        .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)));
    }
    for (const [i, photoId] of ids.entries()) {
      await tx
        .update(projectPhotos)
        .set({ position: i })
        .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)));
    }
  }

  async function changed<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction((tx) => work(tx as unknown as Db));
    deps.onProjectsChanged();
    return result;
  }

  async function get(id: number): Promise<AdminProject> {
    const row = await rowOf(db, id);
    const [texts, photos, documents, visible] = await Promise.all([
      db.select().from(projectTranslations).where(eq(projectTranslations.projectId, id)),
      photosOf(id),
      documentsOf(id),
      db
        .select({ userId: projectVisibleUsers.userId })
        .from(projectVisibleUsers)
        .where(eq(projectVisibleUsers.projectId, id))
        .orderBy(asc(projectVisibleUsers.userId)),
    ]);
    return {
      ...factsOfRow(row),
      id: row.id,
      status: row.status as ProjectStatus,
      fundedAmount: toWire(row.fundedCents),
      termsLocked: financialTermsLocked(row.status),
      texts: Object.fromEntries(
        texts.map((t) => [
          t.locale,
          {
            title: t.title,
            shortDescription: t.shortDescription,
            longDescription: t.longDescription,
            risks: t.risks,
            metaTitle: t.metaTitle,
            metaDescription: t.metaDescription,
          },
        ]),
      ),
      photos,
      documents,
      visibleUserIds: visible.map((v) => v.userId),
    };
  }

  return {
    async list(query: AdminProjectsQuery, pageSize: number = ADMIN_PROJECTS_PAGE_SIZE): Promise<AdminProjectsPage> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(projects.status, query.status));
      const search = query.search?.trim();
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const bySearch = [ilike(projectTranslations.title, like), ilike(projects.slug, like)];
        if (/^\d{1,9}$/.test(search)) bySearch.push(eq(projects.number, Number(search)));
        conditions.push(or(...bySearch)!);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const joined = and(eq(projectTranslations.projectId, projects.id), eq(projectTranslations.locale, 'en'));
      const [rows, [{ count }]] = await Promise.all([
        db
          .select({ row: projects, title: projectTranslations.title })
          .from(projects)
          .leftJoin(projectTranslations, joined)
          .where(where)
          .orderBy(desc(projects.id))
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(projects)
          .leftJoin(projectTranslations, joined)
          .where(where),
      ]);
      return {
        projects: rows.map(({ row, title }) => ({
          id: row.id,
          number: row.number,
          slug: row.slug,
          title: title ?? row.slug,
          status: row.status as ProjectStatus,
          targetAmount: toWire(row.targetCents),
          fundedAmount: toWire(row.fundedCents),
          fundedPercent: percentOf(row.fundedCents, row.targetCents),
          fundingDeadline: row.fundingDeadline ? row.fundingDeadline.toISOString() : null,
        })),
        total: count,
        page: query.page,
        pageSize: ADMIN_PROJECTS_PAGE_SIZE,
      };
    },

    async options(locale: Locale): Promise<AdminProjectOptions> {
      const data = await reference.load();
      const debtors = await db
        .select({ id: users.id, email: users.email, name: users.displayName })
        .from(users)
        .where(eq(users.isDebtor, true))
        .orderBy(asc(users.email));
      return {
        investmentTypes: data.investmentTypes.map((t) => ({
          id: t.id,
          title: t.titles[locale] ?? t.titles.en ?? t.code,
        })),
        riskGroups: [...data.riskGroups].sort((a, b) => a.sortOrder - b.sortOrder).map((g) => ({ id: g.id, title: g.code })),
        countries: data.countries
          .map((c) => ({
            id: c.id,
            code: c.code,
            title: countryTitle(c.code, locale),
          }))
          .sort((a, b) => a.title.localeCompare(b.title, locale)),
        debtors,
      };
    },

    get,

    /** A new project is a DRAFT with English texts made from its slug until the operator writes them. */
    async create(actor: Actor, facts: ProjectFacts): Promise<{ id: number }> {
      await validateFacts(facts, null);
      try {
        return await changed(async (tx) => {
          const row = await insertDraftProject(tx, rowValues(facts));
          await tx.insert(projectTranslations).values({
            projectId: row.id,
            locale: 'en',
            title: facts.slug,
            shortDescription: '',
            longDescription: '',
            risks: '',
            metaTitle: '',
            metaDescription: '',
          });
          await recordAudit(tx, {
            actorUserId: actor.id,
            subjectUserId: facts.ownerUserId,
            action: 'project.created',
            details: {
              projectId: row.id,
              number: facts.number,
              slug: facts.slug,
            },
            ip: actor.ip,
          });
          return { id: row.id };
        });
      } catch (error) {
        return conflictOnUnique(error);
      }
    },

    async updateFacts(actor: Actor, id: number, facts: ProjectFacts): Promise<AdminProject> {
      await validateFacts(facts, id);
      try {
        await changed(async (tx) => {
          // Locked for update: a status change racing this edit sees the row only after it.
          const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
          if (!row) throw notFound('Project not found');
          const before = factsOfRow(row);
          const locked = lockedTermChanges(row.status, before, normalisedTerms(facts));
          if (locked.length > 0) {
            throw new AppError(
              'PROJECT_TERMS_LOCKED',
              'Financial terms cannot change after the project opened',
              Object.fromEntries(locked.map((f) => [f, ['adminProjects.error.terms_locked']])),
            );
          }
          const values = rowValues(facts);
          if (values.targetCents < row.fundedCents) {
            throw new AppError('VALIDATION_FAILED', 'Target below the funded amount', { targetAmount: ['adminProjects.error.target_below_funded'] });
          }
          const fields = changedFields(
            before as unknown as Record<string, unknown>,
            { ...facts, ...normalisedTerms(facts) } as unknown as Record<string, unknown>,
          );
          await updateProjectFacts(tx, id, values);
          await recordAudit(tx, {
            actorUserId: actor.id,
            subjectUserId: facts.ownerUserId,
            action: 'project.updated',
            details: { projectId: id, fields },
            ip: actor.ip,
          });
        });
      } catch (error) {
        conflictOnUnique(error);
      }
      return get(id);
    },

    async setTexts(actor: Actor, id: number, texts: ProjectTexts): Promise<void> {
      await rowOf(db, id);
      await changed(async (tx) => {
        const rows = LOCALES.flatMap((locale) => {
          const text = texts[locale];
          return text ? [{ projectId: id, locale, ...text }] : [];
        });
        await tx.delete(projectTranslations).where(eq(projectTranslations.projectId, id));
        await tx.insert(projectTranslations).values(rows);
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.texts_updated',
          details: { projectId: id, locales: rows.map((r) => r.locale) },
          ip: actor.ip,
        });
      });
    },

    async addPhoto(actor: Actor, id: number, bytes: Buffer, image: ImageFacts): Promise<AdminPhoto> {
      await rowOf(db, id);
      const thumbnail = await thumbnailOf(bytes, image);
      const key = newStorageKey();
      const url = ADMIN_PROJECTS_API.photoFile(`${key}.${EXTENSIONS[image.mime]}`);
      // A photo that fits the box is its own thumbnail (decision 0017); others get a WebP (0054).
      const thumbnailKey = thumbnail ? newStorageKey() : null;
      const thumbnailUrl = thumbnail && thumbnailKey ? ADMIN_PROJECTS_API.photoFile(`${thumbnailKey}.${EXTENSIONS[thumbnail.mime]}`) : url;
      try {
        await storage.put(key, Readable.from([bytes]));
        if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, Readable.from([thumbnail.bytes]));
        const photo = await changed(async (tx) => {
          const [{ top }] = await tx
            .select({ top: max(projectPhotos.position) })
            .from(projectPhotos)
            .where(eq(projectPhotos.projectId, id));
          const [row] = await tx
            .insert(projectPhotos)
            .values({
              projectId: id,
              position: top === null ? 0 : top + 1,
              url,
              thumbnailUrl,
              width: image.width,
              height: image.height,
              alt: {},
            })
            .returning();
          await recordAudit(tx, {
            actorUserId: actor.id,
            subjectUserId: null,
            action: 'project.photo_added',
            details: {
              projectId: id,
              photoId: row.id,
              mime: image.mime,
              bytes: bytes.length,
            },
            ip: actor.ip,
          });
          return row;
        });
        return {
          id: photo.id,
          position: photo.position,
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          width: photo.width,
          height: photo.height,
          alt: photo.alt,
        };
      } catch (error) {
        for (const stored of [key, thumbnailKey]) if (stored) await storage.delete(stored).catch(() => undefined);
        throw error;
      }
    },

    async setPhotoAlt(actor: Actor, id: number, photoId: number, alt: Record<string, string | undefined>): Promise<void> {
      await changed(async (tx) => {
        const updated = await tx
          .update(projectPhotos)
          .set({ alt: localizedClean(alt) })
          .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id)))
          .returning({ id: projectPhotos.id });
        if (updated.length === 0) throw notFound('Photo not found');
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.photo_updated',
          details: { projectId: id, photoId },
          ip: actor.ip,
        });
      });
    },

    async reorderPhotos(actor: Actor, id: number, photoIds: number[]): Promise<AdminPhoto[]> {
      await rowOf(db, id);
      const current = (await photosOf(id)).map((p) => p.id);
      if (!isPermutation(current, photoIds)) {
        throw new AppError('VALIDATION_FAILED', 'Send every photo of the project once', { photoIds: ['adminProjects.error.photo_order'] });
      }
      await changed(async (tx) => {
        await writePositions(tx, id, photoIds);
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.photos_reordered',
          details: { projectId: id, photoIds },
          ip: actor.ip,
        });
      });
      return photosOf(id);
    },

    async removePhoto(actor: Actor, id: number, photoId: number): Promise<void> {
      const removed = await changed(async (tx) => {
        const [row] = await tx
          .delete(projectPhotos)
          .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, id)))
          .returning();
        if (!row) throw notFound('Photo not found');
        const rest = await tx.select({ id: projectPhotos.id }).from(projectPhotos).where(eq(projectPhotos.projectId, id)).orderBy(asc(projectPhotos.position));
        await writePositions(
          tx,
          id,
          rest.map((r) => r.id),
        );
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.photo_removed',
          details: { projectId: id, photoId, url: row.url },
          ip: actor.ip,
        });
        return row;
      });
      // Uploaded files go with the row; seeded demo photos are static files and stay.
      for (const url of new Set([removed.url, removed.thumbnailUrl])) {
        const key = storageKeyOfPhotoUrl(url);
        if (key) await storage.delete(key);
      }
    },

    /** The stored photo behind a public photo URL; null unless it is a photo of a project. */
    async openPhoto(file: string): Promise<{ stream: Readable; mime: string } | null> {
      const url = ADMIN_PROJECTS_API.photoFile(file);
      const [row] = await db
        .select({ id: projectPhotos.id })
        .from(projectPhotos)
        .where(or(eq(projectPhotos.url, url), eq(projectPhotos.thumbnailUrl, url)))
        .limit(1);
      const key = storageKeyOfPhotoUrl(url);
      if (!row || !key) return null;
      try {
        return {
          stream: await storage.get(key),
          mime: PHOTO_MIME_OF_EXTENSION[file.split('.')[1]],
        };
      } catch {
        return null;
      }
    },

    async addDocument(actor: Actor, id: number, fields: { kind: string; title: string; locale: string | null }, bytes: Buffer): Promise<AdminProjectDocument> {
      await rowOf(db, id);
      const key = newStorageKey();
      await storage.put(key, Readable.from([bytes]));
      try {
        await changed(async (tx) => {
          const [{ top }] = await tx
            .select({ top: max(projectDocuments.version) })
            .from(projectDocuments)
            .where(and(eq(projectDocuments.projectId, id), eq(projectDocuments.kind, fields.kind)));
          const [row] = await tx
            .insert(projectDocuments)
            .values({
              projectId: id,
              kind: fields.kind,
              locale: fields.locale,
              version: (top ?? 0) + 1,
              title: fields.title,
              storageKey: key,
              mimeType: 'application/pdf',
              sizeBytes: bytes.length,
            })
            .returning({ id: projectDocuments.id });
          await recordAudit(tx, {
            actorUserId: actor.id,
            subjectUserId: null,
            action: 'project.document_added',
            details: { projectId: id, documentId: row.id, kind: fields.kind },
            ip: actor.ip,
          });
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      const [doc] = (await documentsOf(id)).filter((d) => d.kind === fields.kind).sort((a, b) => b.version - a.version);
      return doc;
    },

    /** Documents are withdrawn, not erased: investors may have read them (the file stays for the record). */
    async removeDocument(actor: Actor, id: number, documentId: number): Promise<void> {
      await changed(async (tx) => {
        const updated = await tx
          .update(projectDocuments)
          .set({ deletedAt: new Date() })
          .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, id), isNull(projectDocuments.deletedAt)))
          .returning({ kind: projectDocuments.kind });
        if (updated.length === 0) throw notFound('Document not found');
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.document_removed',
          details: { projectId: id, documentId, kind: updated[0].kind },
          ip: actor.ip,
        });
      });
    },

    async openDocument(
      id: number,
      documentId: number,
    ): Promise<{
      stream: Readable;
      row: typeof projectDocuments.$inferSelect;
    }> {
      const [row] = await db
        .select()
        .from(projectDocuments)
        .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, id), isNull(projectDocuments.deletedAt)));
      if (!row) throw notFound('Document not found');
      try {
        return { row, stream: await storage.get(row.storageKey) };
      } catch {
        throw notFound('Document not found');
      }
    },

    async setVisibleUsers(actor: Actor, id: number, userIds: number[]): Promise<number[]> {
      await rowOf(db, id);
      const unique = [...new Set(userIds)];
      if (unique.length > 0) {
        const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
        const known = new Set(found.map((u) => u.id));
        const missing = unique.filter((u) => !known.has(u));
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', `Unknown user ids: ${missing.join(', ')}`, { userIds: ['adminProjects.error.unknown_users'] });
        }
      }
      await changed(async (tx) => {
        await tx.delete(projectVisibleUsers).where(eq(projectVisibleUsers.projectId, id));
        if (unique.length > 0) await tx.insert(projectVisibleUsers).values(unique.map((userId) => ({ projectId: id, userId })));
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.visible_users_set',
          details: { projectId: id, userIds: unique },
          ip: actor.ip,
        });
      });
      return unique.sort((a, b) => a - b);
    },

    async listUpdates(id: number): Promise<AdminProjectUpdate[]> {
      await rowOf(db, id);
      const rows = await db.select().from(projectUpdates).where(eq(projectUpdates.projectId, id)).orderBy(desc(projectUpdates.id));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as ProjectUpdateKind,
        title: r.title,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** A new update reaches every current holder of the project as a notification, in the same transaction. */
    async createUpdate(
      actor: Actor,
      id: number,
      input: {
        kind: ProjectUpdateKind;
        title: Record<string, string | undefined>;
        body: Record<string, string | undefined>;
      },
    ) {
      await rowOf(db, id);
      return changed(async (tx) => {
        const [row] = await tx
          .insert(projectUpdates)
          .values({
            projectId: id,
            kind: input.kind,
            title: localizedClean(input.title),
            body: localizedClean(input.body),
            createdByUserId: actor.id,
          })
          .returning({ id: projectUpdates.id });
        // A debtor update is news about the borrower: nobody trades the loan on the secondary market
        // before the holders have it and an operator resumes trading (decision 0034).
        if (input.kind === 'debtor') await pauseProjectListings(tx, id, DEBTOR_UPDATE_PAUSE, actor.id);
        const holders = await tx
          .selectDistinct({ userId: investments.userId })
          .from(investments)
          .where(and(eq(investments.projectId, id), inArray(investments.status, LIVE_INVESTMENT_STATUSES)));
        await notify(
          tx,
          holders.map((h) => ({
            userId: h.userId,
            event: 'update' as const,
            projectId: id,
            params: { updateId: row.id, kind: input.kind },
          })),
        );
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.update_created',
          details: {
            projectId: id,
            updateId: row.id,
            kind: input.kind,
            notified: holders.length,
          },
          ip: actor.ip,
        });
        return { id: row.id, notified: holders.length };
      });
    },

    async editUpdate(
      actor: Actor,
      id: number,
      updateId: number,
      input: {
        title: Record<string, string | undefined>;
        body: Record<string, string | undefined>;
      },
    ): Promise<void> {
      await changed(async (tx) => {
        const updated = await tx
          .update(projectUpdates)
          .set({
            title: localizedClean(input.title),
            body: localizedClean(input.body),
          })
          .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, id)))
          .returning({ id: projectUpdates.id });
        if (updated.length === 0) throw notFound('Update not found');
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.update_edited',
          details: { projectId: id, updateId },
          ip: actor.ip,
        });
      });
    },

    async deleteUpdate(actor: Actor, id: number, updateId: number): Promise<void> {
      await changed(async (tx) => {
        const deleted = await tx
          .delete(projectUpdates)
          .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, id)))
          .returning({
            id: projectUpdates.id,
            kind: projectUpdates.kind,
            title: projectUpdates.title,
          });
        if (deleted.length === 0) throw notFound('Update not found');
        await recordAudit(tx, {
          actorUserId: actor.id,
          subjectUserId: null,
          action: 'project.update_deleted',
          details: {
            projectId: id,
            updateId,
            kind: deleted[0].kind,
            title: deleted[0].title,
          },
          ip: actor.ip,
        });
      });
    },

    async listComments(id: number): Promise<AdminComment[]> {
      await rowOf(db, id);
      const rows = await db
        .select({ c: projectComments, email: users.email })
        .from(projectComments)
        .innerJoin(users, eq(users.id, projectComments.userId))
        .where(eq(projectComments.projectId, id))
        .orderBy(desc(projectComments.id));
      return rows.map(({ c, email }) => ({
        id: c.id,
        userId: c.userId,
        userEmail: email,
        body: c.body,
        answer: c.answer,
        answeredAt: c.answeredAt ? c.answeredAt.toISOString() : null,
        hidden: c.hiddenAt !== null,
        createdAt: c.createdAt.toISOString(),
      }));
    },

    async answerComment(actor: Actor, id: number, commentId: number, answer: string): Promise<void> {
      await changed((tx) => answerProjectComment(tx, { commentId, projectId: id, operatorId: actor.id, answer, ip: actor.ip }));
    },

    async hideComment(actor: Actor, id: number, commentId: number, hidden: boolean): Promise<void> {
      await changed((tx) => hideProjectComment(tx, { commentId, projectId: id, operatorId: actor.id, hidden, ip: actor.ip }));
    },
  };
}

/** The thumbnail of an uploaded photo; an undecodable one answers 415, one over the pixel limit 413. */
async function thumbnailOf(bytes: Buffer, image: ImageFacts): Promise<Thumbnail | null> {
  try {
    return await makeThumbnail(bytes, image);
  } catch (error) {
    if (!(error instanceof ThumbnailError)) throw error;
    if (error.reason === 'too_large') throw new AppError('PAYLOAD_TOO_LARGE', 'adminProjects.error.too_large');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'adminProjects.error.photo_type');
  }
}

/** `/api/get/project-photo/{key}.{ext}` -> key; null for other URLs (seeded static photos). */
export function storageKeyOfPhotoUrl(url: string): string | null {
  const match = /^\/api\/get\/project-photo\/([a-f0-9]{32})\.(jpg|png|webp)$/.exec(url);
  return match ? match[1] : null;
}

export type AdminProjectsService = ReturnType<typeof createAdminProjectsService>;
