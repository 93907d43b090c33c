import type { Readable } from 'node:stream';
import { DROPZONE_MAX_FILES, type AdminDocument, type UserFile, type UserFileSide, type UserFileType } from '@platform/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyPersons, userFiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { ownLivePerson } from '../company/company.facts';
import { refreshOnboarding } from '../onboarding/onboarding.service';
import { newStorageKey, type FileStorage } from './storage';
import { FileTooLargeError, SniffingStream } from './sniff';

type FileRow = typeof userFiles.$inferSelect;

export function toUserFile(row: FileRow): UserFile {
  return {
    id: row.id,
    name: row.originalName,
    size: row.sizeBytes,
    fileType: row.fileType as UserFileType,
    fileSide: (row.fileSide as UserFileSide | null) ?? null,
    reviewStatus: row.reviewStatus as UserFile['reviewStatus'],
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps only the base name, printable and at most 200 characters (shown in lists and download headers). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

/**
 * The declined-documents flag: some document type whose latest live file was declined (a newer
 * upload of that type clears it, as does removing the declined file).
 */
async function refreshDeclinedFlag(tx: Db, userId: number): Promise<void> {
  const rows = await tx
    .select({ fileType: userFiles.fileType, fileSide: userFiles.fileSide, personId: userFiles.personId, reviewStatus: userFiles.reviewStatus })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), isNull(userFiles.deletedAt)))
    .orderBy(desc(userFiles.createdAt), desc(userFiles.id));
  const seen = new Set<string>();
  let declined = false;
  for (const row of rows) {
    // A company person's document is its own slot (another person's upload does not replace it).
    const slot = `${row.fileType}:${row.fileSide ?? ''}:${row.personId ?? ''}`;
    if (seen.has(slot)) continue;
    seen.add(slot);
    if (row.reviewStatus === 'declined') declined = true;
  }
  await tx.update(users).set({ hasDeclinedDocuments: declined }).where(eq(users.id, userId));
}

export interface UploadInput {
  userId: number;
  fileType: UserFileType;
  fileSide: UserFileSide | null;
  /** Company accounts: the caller's own live person this identity document belongs to (checked with ownsPerson). */
  personId?: number | null;
  name: string;
  stream: Readable;
  maxBytes: number;
  ip: string;
}

export function createFilesService(db: Db, storage: FileStorage) {
  /** Live files of a type (of one company person when personId is given: the limit is per person). */
  async function liveCount(userId: number, fileType: string, personId?: number | null): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userFiles)
      .where(
        and(
          eq(userFiles.userId, userId),
          eq(userFiles.fileType, fileType),
          isNull(userFiles.deletedAt),
          personId ? eq(userFiles.personId, personId) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }

  return {
    liveCount,

    /** The person is the caller's own and not removed. */
    async ownsPerson(userId: number, personId: number): Promise<boolean> {
      return (await ownLivePerson(db, userId, personId)) !== null;
    },

    async list(userId: number): Promise<UserFile[]> {
      const rows = await db
        .select()
        .from(userFiles)
        .where(and(eq(userFiles.userId, userId), isNull(userFiles.deletedAt)))
        .orderBy(desc(userFiles.createdAt), desc(userFiles.id));
      return rows.map(toUserFile);
    },

    /** Streams the upload to storage after checking its real type; throws the stream's error (nothing kept). */
    async upload(input: UploadInput): Promise<number> {
      if ((await liveCount(input.userId, input.fileType, input.personId)) >= DROPZONE_MAX_FILES) {
        input.stream.resume();
        throw new AppError('CONFLICT', 'Too many files of this type');
      }
      const key = newStorageKey();
      const sniffer = new SniffingStream(input.maxBytes);
      input.stream.on('error', (error) => sniffer.destroy(error));
      // Busboy's file stream emits 'limit' when it cuts the file at the multipart fileSize: stop at once.
      input.stream.once('limit', () => sniffer.destroy(new FileTooLargeError()));
      let size: number;
      try {
        size = await storage.put(key, input.stream.pipe(sniffer));
        if ((input.stream as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError();
      } catch (error) {
        // Drain the rest so the multipart parser can finish the request.
        input.stream.unpipe(sniffer);
        input.stream.resume();
        await storage.delete(key);
        throw error;
      }
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(userFiles)
            .values({
              userId: input.userId,
              fileType: input.fileType,
              fileSide: input.fileSide,
              personId: input.personId ?? null,
              originalName: cleanFileName(input.name),
              mimeType: sniffer.mime!,
              sizeBytes: size,
              storageKey: key,
            })
            .returning({ id: userFiles.id });
          await recordAudit(tx, { actorUserId: input.userId, subjectUserId: input.userId, action: 'files.uploaded', ip: input.ip, details: { fileId: row.id, fileType: input.fileType, personId: input.personId ?? null } });
          await refreshDeclinedFlag(tx, input.userId);
          await refreshOnboarding(tx, input.userId);
          return row.id;
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    async remove(userId: number, id: number, ip: string): Promise<void> {
      const key = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(userFiles)
          .set({ deletedAt: new Date() })
          .where(and(eq(userFiles.id, id), eq(userFiles.userId, userId), isNull(userFiles.deletedAt)))
          .returning({ storageKey: userFiles.storageKey });
        if (!row) throw new AppError('NOT_FOUND', 'No such file');
        await recordAudit(tx, { actorUserId: userId, subjectUserId: userId, action: 'files.removed', ip, details: { fileId: id } });
        await refreshDeclinedFlag(tx, userId);
        await refreshOnboarding(tx, userId);
        return row.storageKey;
      });
      await storage.delete(key);
    },

    /** The file's bytes for its owner or an operator; NOT_FOUND for everyone else. */
    async open(viewer: { id: number; role: string }, id: number): Promise<{ row: FileRow; stream: Readable }> {
      const [row] = await db
        .select()
        .from(userFiles)
        .where(and(eq(userFiles.id, id), isNull(userFiles.deletedAt)))
        .limit(1);
      if (!row || (row.userId !== viewer.id && viewer.role !== 'operator')) throw new AppError('NOT_FOUND', 'No such file');
      try {
        return { row, stream: await storage.get(row.storageKey) };
      } catch {
        throw new AppError('NOT_FOUND', 'No such file');
      }
    },

    async listForReview(): Promise<AdminDocument[]> {
      const rows = await db
        .select({ file: userFiles, email: users.email, firstName: companyPersons.firstName, lastName: companyPersons.lastName })
        .from(userFiles)
        .innerJoin(users, eq(users.id, userFiles.userId))
        .leftJoin(companyPersons, eq(companyPersons.id, userFiles.personId))
        .where(isNull(userFiles.deletedAt))
        .orderBy(sql`case when ${userFiles.reviewStatus} = 'uploaded' then 0 else 1 end`, asc(userFiles.createdAt), asc(userFiles.id))
        .limit(200);
      return rows.map(({ file, email, firstName, lastName }) => ({
        ...toUserFile(file),
        userId: file.userId,
        userEmail: email,
        mimeType: file.mimeType,
        personName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      }));
    },

    async review(operatorId: number, id: number, decision: { approve: boolean; reason?: string }, ip: string): Promise<AdminDocument> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(userFiles)
          .set({
            reviewStatus: decision.approve ? 'approved' : 'declined',
            declineReason: decision.approve ? null : (decision.reason ?? null),
            reviewedByUserId: operatorId,
          })
          .where(and(eq(userFiles.id, id), isNull(userFiles.deletedAt)))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', 'No such file');
        await recordAudit(tx, {
          actorUserId: operatorId,
          subjectUserId: row.userId,
          action: decision.approve ? 'files.approved' : 'files.declined',
          ip,
          details: { fileId: id, reason: decision.reason ?? null },
        });
        await refreshDeclinedFlag(tx, row.userId);
        await refreshOnboarding(tx, row.userId);
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
        const [person] = row.personId
          ? await tx.select({ firstName: companyPersons.firstName, lastName: companyPersons.lastName }).from(companyPersons).where(eq(companyPersons.id, row.personId))
          : [];
        return {
          ...toUserFile(row),
          userId: row.userId,
          userEmail: owner?.email ?? '',
          mimeType: row.mimeType,
          personName: person ? `${person.firstName} ${person.lastName}`.trim() : null,
        };
      });
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
