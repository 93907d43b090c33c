import multipart from '@fastify/multipart';
import {
  ADMIN_PROJECTS_API,
  adminCommentsSchema,
  adminPhotoSchema,
  adminProjectCommentParamsSchema,
  adminProjectDocumentParamsSchema,
  adminProjectDocumentSchema,
  adminProjectOptionsSchema,
  adminProjectParamsSchema,
  adminProjectPhotoParamsSchema,
  adminProjectSchema,
  adminProjectsPageSchema,
  adminProjectsQuerySchema,
  adminProjectUpdateParamsSchema,
  adminProjectUpdatesSchema,
  commentAnswerBodySchema,
  commentHideBodySchema,
  createdProjectSchema,
  notifiedSchema,
  photoAltBodySchema,
  photoOrderBodySchema,
  PROJECT_DOCUMENT_FIELDS,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_PHOTO_MAX_BYTES,
  projectDocumentFieldsSchema,
  projectFactsSchema,
  projectPhotoFileParamsSchema,
  projectTextsBodySchema,
  projectUpdateBodySchema,
  projectUpdateEditBodySchema,
  visibleUsersBodySchema,
} from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { requestLocale } from '../../http/request-context';
import { createLocalDiskStorage, type FileStorage } from '../files/storage';
import type { ReferenceService } from '../reference/reference.service';
import { createAdminProjectsService, type Actor } from './admin-projects.service';
import { isPdf, readImageFacts } from './project-images';

const ok = z.object({ status: z.literal('SUCCESS') });
const SUCCESS = { status: 'SUCCESS' as const };
const operator = { access: 'operator' as const };

function actorOf(request: FastifyRequest): Actor {
  return { id: request.viewer!.id, ip: request.ip };
}

/**
 * The single uploaded file of a multipart request and its fields; 413/415 as AppError. The whole
 * request is read before the caller stores anything, so a request that breaks a limit after its
 * file (a second file, too many fields) is refused as a whole instead of half-stored (issue 10).
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  try {
    let bytes: Buffer | null = null;
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    if (!bytes) throw new AppError('VALIDATION_FAILED', 'No file', { file: ['adminProjects.error.no_file'] });
    return { bytes, fields };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'adminProjects.error.too_large');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'adminProjects.error.bad_type');
    throw error;
  }
}

/**
 * The back-office project editor (issue 6, decision 0017): operators only, every change audited in
 * its transaction, and the guests' project-list cache cleared after each change. Photos are served
 * publicly by their unguessable URL, which the project page links.
 */
export async function registerAdminProjectRoutes(
  app: FastifyInstance,
  deps: { db: Db; dataDir: string; reference: ReferenceService; onProjectsChanged: () => void; storage?: FileStorage },
): Promise<void> {
  // The same store as the user files (keys are random); the project page reads documents from it.
  const storage = deps.storage ?? createLocalDiskStorage(path.join(deps.dataDir, 'files'));
  const service = createAdminProjectsService({ db: deps.db, storage, reference: deps.reference, onProjectsChanged: deps.onProjectsChanged });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ADMIN_PROJECTS_API.list,
    { config: operator, schema: { querystring: adminProjectsQuerySchema, response: { 200: adminProjectsPageSchema } } },
    (request) => service.list(request.query),
  );

  typed.get(ADMIN_PROJECTS_API.options, { config: operator, schema: { response: { 200: adminProjectOptionsSchema } } }, (request) =>
    service.options(requestLocale(request)),
  );

  typed.post(
    ADMIN_PROJECTS_API.create,
    { config: operator, schema: { body: projectFactsSchema, response: { 201: createdProjectSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  typed.get(
    '/api/admin/projects/:id',
    { config: operator, schema: { params: adminProjectParamsSchema, response: { 200: adminProjectSchema } } },
    (request) => service.get(request.params.id),
  );

  typed.post(
    '/api/admin/projects/:id',
    { config: operator, schema: { params: adminProjectParamsSchema, body: projectFactsSchema, response: { 200: adminProjectSchema } } },
    (request) => service.updateFacts(actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/api/admin/projects/:id/texts',
    { config: operator, schema: { params: adminProjectParamsSchema, body: projectTextsBodySchema, response: { 200: ok } } },
    async (request) => {
      await service.setTexts(actorOf(request), request.params.id, request.body.texts);
      return SUCCESS;
    },
  );

  typed.post(
    '/api/admin/projects/:id/photo-order',
    { config: operator, schema: { params: adminProjectParamsSchema, body: photoOrderBodySchema, response: { 200: z.object({ photos: z.array(adminPhotoSchema) }) } } },
    async (request) => ({ photos: await service.reorderPhotos(actorOf(request), request.params.id, request.body.photoIds) }),
  );

  typed.post(
    '/api/admin/projects/:id/photos/:photoId',
    { config: operator, schema: { params: adminProjectPhotoParamsSchema, body: photoAltBodySchema, response: { 200: ok } } },
    async (request) => {
      await service.setPhotoAlt(actorOf(request), request.params.id, request.params.photoId, request.body.alt);
      return SUCCESS;
    },
  );

  typed.post(
    '/api/admin/projects/:id/photos/:photoId/delete',
    { config: operator, schema: { params: adminProjectPhotoParamsSchema, response: { 200: ok } } },
    async (request) => {
      await service.removePhoto(actorOf(request), request.params.id, request.params.photoId);
      return SUCCESS;
    },
  );

  typed.get(
    '/api/admin/projects/:id/documents/:documentId',
    { config: operator, schema: { params: adminProjectDocumentParamsSchema } },
    async (request, reply) => {
      const { row, stream } = await service.openDocument(request.params.id, request.params.documentId);
      return reply
        .type(row.mimeType)
        .header('content-length', row.sizeBytes)
        .header('content-disposition', `inline; filename="document-${row.id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  typed.post(
    '/api/admin/projects/:id/documents/:documentId/delete',
    { config: operator, schema: { params: adminProjectDocumentParamsSchema, response: { 200: ok } } },
    async (request) => {
      await service.removeDocument(actorOf(request), request.params.id, request.params.documentId);
      return SUCCESS;
    },
  );

  typed.post(
    '/api/admin/projects/:id/visible-users',
    { config: operator, schema: { params: adminProjectParamsSchema, body: visibleUsersBodySchema, response: { 200: z.object({ userIds: z.array(z.number().int()) }) } } },
    async (request) => ({ userIds: await service.setVisibleUsers(actorOf(request), request.params.id, request.body.userIds) }),
  );

  typed.get(
    '/api/admin/projects/:id/updates',
    { config: operator, schema: { params: adminProjectParamsSchema, response: { 200: adminProjectUpdatesSchema } } },
    async (request) => ({ updates: await service.listUpdates(request.params.id) }),
  );

  typed.post(
    '/api/admin/projects/:id/updates',
    { config: operator, schema: { params: adminProjectParamsSchema, body: projectUpdateBodySchema, response: { 201: notifiedSchema } } },
    async (request, reply) => reply.status(201).send(await service.createUpdate(actorOf(request), request.params.id, request.body)),
  );

  typed.post(
    '/api/admin/projects/:id/updates/:updateId',
    { config: operator, schema: { params: adminProjectUpdateParamsSchema, body: projectUpdateEditBodySchema, response: { 200: ok } } },
    async (request) => {
      await service.editUpdate(actorOf(request), request.params.id, request.params.updateId, request.body);
      return SUCCESS;
    },
  );

  typed.post(
    '/api/admin/projects/:id/updates/:updateId/delete',
    { config: operator, schema: { params: adminProjectUpdateParamsSchema, response: { 200: ok } } },
    async (request) => {
      await service.deleteUpdate(actorOf(request), request.params.id, request.params.updateId);
      return SUCCESS;
    },
  );

  typed.get(
    '/api/admin/projects/:id/comments',
    { config: operator, schema: { params: adminProjectParamsSchema, response: { 200: adminCommentsSchema } } },
    async (request) => ({ comments: await service.listComments(request.params.id) }),
  );

  typed.post(
    '/api/admin/projects/:id/comments/:commentId/answer',
    { config: operator, schema: { params: adminProjectCommentParamsSchema, body: commentAnswerBodySchema, response: { 200: ok } } },
    async (request) => {
      await service.answerComment(actorOf(request), request.params.id, request.params.commentId, request.body.answer);
      return SUCCESS;
    },
  );

  typed.post(
    '/api/admin/projects/:id/comments/:commentId/hide',
    { config: operator, schema: { params: adminProjectCommentParamsSchema, body: commentHideBodySchema, response: { 200: ok } } },
    async (request) => {
      await service.hideComment(actorOf(request), request.params.id, request.params.commentId, request.body.hidden);
      return SUCCESS;
    },
  );

  typed.get(
    '/api/get/project-photo/:file',
    { config: { access: 'public' }, schema: { params: projectPhotoFileParamsSchema } },
    async (request, reply) => {
      const photo = await service.openPhoto(request.params.file);
      if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
      return reply
        .type(photo.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.stream);
    },
  );

  // Uploads: multipart only in this scope, with its own limits.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PROJECT_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    const scoped = scope.withTypeProvider<ZodTypeProvider>();

    scoped.post(
      '/api/admin/projects/:id/photos',
      { config: operator, schema: { params: adminProjectParamsSchema, response: { 201: adminPhotoSchema } } },
      async (request, reply) => {
        const { bytes } = await readUpload(request, PROJECT_PHOTO_MAX_BYTES);
        const image = readImageFacts(bytes);
        if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'adminProjects.error.photo_type');
        return reply.status(201).send(await service.addPhoto(actorOf(request), request.params.id, bytes, image));
      },
    );

    scoped.post(
      '/api/admin/projects/:id/documents',
      { config: operator, schema: { params: adminProjectParamsSchema, response: { 201: adminProjectDocumentSchema } } },
      async (request, reply) => {
        const { bytes, fields } = await readUpload(request, PROJECT_DOCUMENT_MAX_BYTES);
        const parsed = projectDocumentFieldsSchema.safeParse({
          kind: fields[PROJECT_DOCUMENT_FIELDS.kind],
          title: fields[PROJECT_DOCUMENT_FIELDS.title],
          locale: fields[PROJECT_DOCUMENT_FIELDS.locale] || null,
        });
        if (!parsed.success) {
          const fieldErrors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
          throw new AppError('VALIDATION_FAILED', 'The document is not valid', fieldErrors);
        }
        if (!isPdf(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'adminProjects.error.document_type');
        return reply.status(201).send(await service.addDocument(actorOf(request), request.params.id, parsed.data, bytes));
      },
    );
  });
}
