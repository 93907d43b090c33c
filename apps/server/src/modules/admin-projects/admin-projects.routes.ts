import multipart from '@fastify/multipart';
import { EXPORT_MAX_ROWS, PROJECT_DOCUMENT_FIELDS, PROJECT_DOCUMENT_MAX_BYTES, PROJECT_PHOTO_MAX_BYTES, projectDocumentFieldsSchema } from '@platform/contract';
import { ADMIN_PROJECTS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { adminProjectsTable } from '../exports/list-tables';
import { routeExports } from '../exports/table-export';
import type { FileStorage } from '../files/storage';
import type { ReferenceService } from '../reference/reference.service';
import { createAdminProjectsService, type Actor } from './admin-projects.service';
import { isPdf, readImageFacts } from './project-images';

const SUCCESS = { status: 'SUCCESS' as const };

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
  deps: { db: Db; storage: FileStorage; reference: ReferenceService; onProjectsChanged: () => void },
): Promise<void> {
  // The same store as the user files (keys are random); the project page reads documents from it.
  const service = createAdminProjectsService({ db: deps.db, storage: deps.storage, reference: deps.reference, onProjectsChanged: deps.onProjectsChanged });

  route(app, E.list, (request) => service.list(request.query));
  routeExports(
    app,
    { csv: E.listCsv, xlsx: E.listXlsx },
    async (request) =>
      adminProjectsTable((await service.list({ ...request.query, page: 1 }, EXPORT_MAX_ROWS)).projects, request.query.locale ?? requestLocale(request)),
    'projects',
  );

  route(app, E.options, (request) => service.options(requestLocale(request)));

  route(app, E.create, async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)));

  route(app, E.project, (request) => service.get(request.params.id));

  route(app, E.facts, (request) => service.updateFacts(actorOf(request), request.params.id, request.body));

  route(app, E.texts, async (request) => {
    await service.setTexts(actorOf(request), request.params.id, request.body.texts);
    return SUCCESS;
  });

  route(app, E.photoOrder, async (request) => ({ photos: await service.reorderPhotos(actorOf(request), request.params.id, request.body.photoIds) }));

  route(app, E.photoAlt, async (request) => {
    await service.setPhotoAlt(actorOf(request), request.params.id, request.params.photoId, request.body.alt);
    return SUCCESS;
  });

  route(app, E.photoDelete, async (request) => {
    await service.removePhoto(actorOf(request), request.params.id, request.params.photoId);
    return SUCCESS;
  });

  route(app, E.document, async (request, reply) => {
    const { row, stream } = await service.openDocument(request.params.id, request.params.documentId);
    return reply
      .type(row.mimeType)
      .header('content-length', row.sizeBytes)
      .header('content-disposition', `inline; filename="document-${row.id}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  route(app, E.documentDelete, async (request) => {
    await service.removeDocument(actorOf(request), request.params.id, request.params.documentId);
    return SUCCESS;
  });

  route(app, E.visibleUsers, async (request) => ({ userIds: await service.setVisibleUsers(actorOf(request), request.params.id, request.body.userIds) }));

  route(app, E.updates, async (request) => ({ updates: await service.listUpdates(request.params.id) }));

  route(app, E.createUpdate, async (request, reply) => reply.status(201).send(await service.createUpdate(actorOf(request), request.params.id, request.body)));

  route(app, E.editUpdate, async (request) => {
    await service.editUpdate(actorOf(request), request.params.id, request.params.updateId, request.body);
    return SUCCESS;
  });

  route(app, E.deleteUpdate, async (request) => {
    await service.deleteUpdate(actorOf(request), request.params.id, request.params.updateId);
    return SUCCESS;
  });

  route(app, E.comments, async (request) => ({ comments: await service.listComments(request.params.id) }));

  route(app, E.answerComment, async (request) => {
    await service.answerComment(actorOf(request), request.params.id, request.params.commentId, request.body.answer);
    return SUCCESS;
  });

  route(app, E.hideComment, async (request) => {
    await service.hideComment(actorOf(request), request.params.id, request.params.commentId, request.body.hidden);
    return SUCCESS;
  });

  route(app, E.photoFile, async (request, reply) => {
    const photo = await service.openPhoto(request.params.file);
    if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
    return reply.type(photo.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(photo.stream);
  });

  // Uploads: multipart only in this scope, with its own limits.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PROJECT_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

    route(scope, E.addPhoto, async (request, reply) => {
      const { bytes } = await readUpload(request, PROJECT_PHOTO_MAX_BYTES);
      const image = readImageFacts(bytes);
      if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'adminProjects.error.photo_type');
      return reply.status(201).send(await service.addPhoto(actorOf(request), request.params.id, bytes, image));
    });

    route(scope, E.addDocument, async (request, reply) => {
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
    });
  });
}
