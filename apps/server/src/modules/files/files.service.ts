import type { Readable } from 'node:stream';
import { DROPZONE_MAX_FILES, type AdminDocument, type SniffedMimeType, type UserFile, type UserFileSide, type UserFileType } from '@platform/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyPersons, userFiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { ownLivePerson } from '../company/company.facts';
import { refreshOnboarding } from '../onboarding/onboarding.service';
import { setHasDeclinedDocuments } from '../users/user.commands';
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
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
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
  await setHasDeclinedDocuments(tx, userId, declined);
}

/** What the upload needs to stream one file to storage (nothing is written to the database yet). */
export interface StageInput {
  userId: number;
  fileType: UserFileType;
  personId?: number | null;
  stream: Readable;
  maxBytes: number;
}

/** A file in storage under a fresh key, not yet recorded: commit() records it, discard() removes it. */
export interface StagedFile {
  key: string;
  mimeType: SniffedMimeType;
  sizeBytes: number;
}

export interface CommitInput {
  userId: number;
  ip: string;
  files: {
    staged: StagedFile;
    fileType: UserFileType;
    fileSide: UserFileSide | null;
    /** Company accounts: the caller's own live person this identity document belongs to (checked with ownsPerson). */
    personId?: number | null;
    name: string;
  }[];
}

export function createFilesService(db: Db, storage: FileStorage) {
  /** Live files of a type (of one company person when personId is given: the limit is per person). */
  async function liveCount(userId: number, fileType: string, personId?: number | null, executor: Db = db): Promise<number> {
    const [row] = await executor
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

  /** Removes staged objects of a request that failed (never throws: the request's own error is what matters). */
  async function discard(staged: readonly StagedFile[]): Promise<void> {
    await Promise.all(staged.map((file) => storage.delete(file.key).catch(() => undefined)));
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

    /**
     * Streams one upload to storage under a fresh key after checking its real type and size. Throws
     * the stream's error with nothing left behind. The object is not a file of the user until commit().
     */
    async stage(input: StageInput): Promise<StagedFile> {
      if ((await liveCount(input.userId, input.fileType, input.personId)) >= DROPZONE_MAX_FILES) {
        input.stream.resume();
        throw new AppError('CONFLICT', 'Too many files of this type');
      }
      const key = newStorageKey();
      const sniffer = new SniffingStream(input.maxBytes);
      input.stream.on('error', (error) => sniffer.destroy(error));
      // Busboy's file stream emits 'limit' when it cuts the file at the multipart fileSize: stop at once.
      input.stream.once('limit', () => sniffer.destroy(new FileTooLargeError()));
      try {
        const sizeBytes = await storage.put(key, input.stream.pipe(sniffer));
        if ((input.stream as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError();
        return { key, mimeType: sniffer.mime!, sizeBytes };
      } catch (error) {
        // Drain the rest so the multipart parser can finish the request.
        input.stream.unpipe(sniffer);
        input.stream.resume();
        await storage.delete(key);
        throw error;
      }
    },

    discard,

    /**
     * Records every staged file of one request in one transaction, or none: on any failure the
     * staged objects are removed too. The per-type limit is checked again under the user's row lock,
     * so two concurrent requests cannot pass it together.
     */
    async commit(input: CommitInput): Promise<number[]> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
          const ids: number[] = [];
          for (const file of input.files) {
            if ((await liveCount(input.userId, file.fileType, file.personId, tx)) >= DROPZONE_MAX_FILES)
              throw new AppError('CONFLICT', 'Too many files of this type');
            const [row] = await tx
              .insert(userFiles)
              .values({
                userId: input.userId,
                fileType: file.fileType,
                fileSide: file.fileSide,
                personId: file.personId ?? null,
                originalName: cleanFileName(file.name),
                mimeType: file.staged.mimeType,
                sizeBytes: file.staged.sizeBytes,
                storageKey: file.staged.key,
              })
              .returning({ id: userFiles.id });
            await recordAudit(tx, {
              actorUserId: input.userId,
              subjectUserId: input.userId,
              action: 'files.uploaded',
              ip: input.ip,
              details: { fileId: row.id, fileType: file.fileType, personId: file.personId ?? null },
            });
            ids.push(row.id);
          }
          await refreshDeclinedFlag(tx, input.userId);
          await refreshOnboarding(tx, input.userId);
          return ids;
        });
      } catch (error) {
        await discard(input.files.map((f) => f.staged));
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
          ? await tx
              .select({ firstName: companyPersons.firstName, lastName: companyPersons.lastName })
              .from(companyPersons)
              .where(eq(companyPersons.id, row.personId))
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
