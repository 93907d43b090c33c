import multipart from '@fastify/multipart';
import {
  companyPersonIdFieldSchema,
  DROPZONE_MAX_FILE_BYTES,
  DROPZONE_MAX_FILES,
  FILE_MESSAGE_KEYS,
  REQUIRED_DOCUMENT_TYPE,
  uploadFieldsSchema,
  uploadResponseSchema,
  UPLOAD_FIELD_FILE_SIDE,
  UPLOAD_FIELD_FILE_TYPE,
  UPLOAD_FIELD_PERSON_ID,
  USER_FILE_TYPES,
  type Locale,
  type OnboardingChoice,
  type UploadResponse,
  type UserFileType,
} from '@platform/contract';
import { FILES_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { serverPlural } from '../translations/server-texts';
import { createFilesService, type CommitInput } from './files.service';
import { FileTooLargeError, UnsupportedFileTypeError } from './sniff';
import type { FileStorage } from './storage';

const MULTIPART_FIELDS = 5;

/** What onboarding asks for: proof of address (required), an identity document front and back (optional). */
const ONBOARDING_CHOICES: OnboardingChoice[] = [
  { fileType: REQUIRED_DOCUMENT_TYPE as UserFileType, required: true, sides: [] },
  { fileType: 'identity_document', required: false, sides: ['front', 'back'] },
];

/** Status and message key of an expected upload failure; null for anything else (then the error handler answers). */
function uploadFailure(error: unknown): { status: number; message: string } | null {
  if (error instanceof UnsupportedFileTypeError) return { status: 415, message: FILE_MESSAGE_KEYS.badType };
  if (error instanceof FileTooLargeError) return { status: 413, message: FILE_MESSAGE_KEYS.tooLarge };
  if (error instanceof AppError && error.code === 'CONFLICT') return { status: 409, message: FILE_MESSAGE_KEYS.tooMany };
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: FILE_MESSAGE_KEYS.tooLarge };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return { status: 413, message: FILE_MESSAGE_KEYS.invalid };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { status: 415, message: FILE_MESSAGE_KEYS.invalid };
  return null;
}

/**
 * The company person an identity document belongs to: the multipart field person_id or the
 * upload path's ?person_id= (both at once must agree). undefined when none was sent, 'invalid'
 * for anything that is not a positive id.
 */
function personIdOf(field: string | undefined, query: unknown): number | undefined | 'invalid' {
  const fromQuery = (query as Record<string, unknown> | null)?.[UPLOAD_FIELD_PERSON_ID];
  const raw = [field, fromQuery].filter((v) => v !== undefined && v !== '');
  if (raw.length === 0) return undefined;
  const parsed = raw.map((v) => (typeof v === 'string' ? companyPersonIdFieldSchema.safeParse(v) : null));
  if (parsed.some((p) => !p?.success)) return 'invalid';
  const ids = new Set(parsed.map((p) => p!.data));
  return ids.size === 1 ? [...ids][0] : 'invalid';
}

function answerError(reply: FastifyReply, status: number, message: string, locale?: Locale) {
  // The limit on files is a number: the key alone cannot carry its plural, so the text goes along (decision 0043).
  const text = message === FILE_MESSAGE_KEYS.tooMany && locale ? serverPlural(locale, 'server.files.too_many', DROPZONE_MAX_FILES) : undefined;
  return reply.status(status).send({ id: null, status: 'ERROR', message, ...(text === undefined ? {} : { text }) } satisfies UploadResponse);
}

/**
 * Uploaded documents (spec sections 4, 5, 7, 9): upload, list, download and remove for their
 * owner, and the operator's review queue. Multipart is registered only in this plugin, with its
 * own limits (the global body limit is for JSON).
 */
export async function registerFileRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage }): Promise<void> {
  const files = createFilesService(deps.db, deps.storage);

  route(app, E.remove, async (request) => {
    await files.remove(request.viewer!.id, request.body.id, request.ip);
    return { id: request.body.id, status: 'SUCCESS' as const, message: FILE_MESSAGE_KEYS.removed };
  });

  route(app, E.list, async (request) => ({ files: await files.list(request.viewer!.id) }));

  route(app, E.download, async (request, reply) => {
    const { row, stream } = await files.open(request.viewer!, request.params.id);
    return reply
      .type(row.mimeType)
      .header('content-length', row.sizeBytes)
      .header('content-disposition', `attachment; filename="${asciiName(row.originalName)}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  route(app, E.onboardingChoices, async () => ({ documents: ONBOARDING_CHOICES }));

  route(app, E.adminList, async () => ({ documents: await files.listForReview() }));

  route(app, E.adminReview, async (request) => files.review(request.viewer!.id, request.params.id, request.body, request.ip));

  // Last: the routes above are registered before the first await (endpoint-table.test.ts reads them without waiting).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DROPZONE_MAX_FILE_BYTES, files: 1, fields: MULTIPART_FIELDS, fieldSize: 1024, parts: MULTIPART_FIELDS + 1 },
    });

    /*
     * All or nothing (issue 10): every part of the request is read before anything is recorded. The
     * file is staged in storage while it streams; the row is written only once the whole request
     * parsed cleanly, and any failure (a second file over the limit, a bad type, too large, too many
     * fields) removes what was staged, so a refused request leaves no row and no object behind.
     */
    route(scope, E.upload, async (request, reply) => {
      if (!request.isMultipart()) return answerError(reply, 415, FILE_MESSAGE_KEYS.invalid);
      const viewer = request.viewer!;
      const fields: Record<string, string> = {};
      const staged: CommitInput['files'] = [];
      let failure: { status: number; message: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (failure) {
            part.file.resume();
            continue;
          }
          // The file goes under its type name; file_type, when sent, must agree with it.
          const parsed = uploadFieldsSchema.safeParse({
            file_type: fields[UPLOAD_FIELD_FILE_TYPE] ?? part.fieldname,
            file_side: fields[UPLOAD_FIELD_FILE_SIDE] || undefined,
          });
          if (!parsed.success || (part.fieldname !== parsed.data.file_type && (USER_FILE_TYPES as readonly string[]).includes(part.fieldname))) {
            part.file.resume();
            failure = { status: 400, message: FILE_MESSAGE_KEYS.invalid };
            continue;
          }
          // Company accounts link an identity document to one of their own live persons.
          const personId = personIdOf(fields[UPLOAD_FIELD_PERSON_ID], request.query);
          if (personId === 'invalid' || (personId !== undefined && parsed.data.file_type !== 'identity_document')) {
            part.file.resume();
            failure = { status: 400, message: FILE_MESSAGE_KEYS.invalid };
            continue;
          }
          if (personId !== undefined && !(await files.ownsPerson(viewer.id, personId))) {
            part.file.resume();
            failure = { status: 404, message: FILE_MESSAGE_KEYS.notFound };
            continue;
          }
          try {
            const file = await files.stage({
              userId: viewer.id,
              fileType: parsed.data.file_type,
              personId: personId ?? null,
              stream: part.file,
              maxBytes: DROPZONE_MAX_FILE_BYTES,
            });
            staged.push({
              staged: file,
              fileType: parsed.data.file_type,
              fileSide: parsed.data.file_side ?? null,
              personId: personId ?? null,
              name: part.filename,
            });
          } catch (error) {
            failure = uploadFailure(error);
            if (!failure) throw error;
          }
        }
      } catch (error) {
        await files.discard(staged.map((f) => f.staged));
        const limit = uploadFailure(error);
        if (!limit) throw error;
        return answerError(reply, limit.status, limit.message, requestLocale(request));
      }
      if (failure) {
        await files.discard(staged.map((f) => f.staged));
        return answerError(reply, failure.status, failure.message, requestLocale(request));
      }
      if (staged.length === 0) return answerError(reply, 400, FILE_MESSAGE_KEYS.missingFile);
      try {
        // One file per request (the multipart limit): the spec's answer carries one id.
        const [id] = await files.commit({ userId: viewer.id, ip: request.ip, files: staged });
        return reply.status(200).send(uploadResponseSchema.parse({ id, status: 'SUCCESS', message: FILE_MESSAGE_KEYS.uploaded }));
      } catch (error) {
        const refused = uploadFailure(error);
        if (!refused) throw error;
        return answerError(reply, refused.status, refused.message, requestLocale(request));
      }
    });
  });
}

function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
