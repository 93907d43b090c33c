import { z } from 'zod';
import {
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
  projectFactsSchema,
  projectPhotoFileParamsSchema,
  projectTextsBodySchema,
  projectUpdateBodySchema,
  projectUpdateEditBodySchema,
  visibleUsersBodySchema,
} from '../admin-projects';
import { defineEndpoint, defineExportEndpoints } from '../endpoint';
import { exportLocaleQuerySchema } from '../exports';

const success = z.object({ status: z.literal('SUCCESS') });
const params = adminProjectParamsSchema;
const access = 'operator';

/**
 * The back-office project editor (issue 6, decision 0017): operators only, except the photo files,
 * which are public by their unguessable URL (the project page links them).
 */
export const ADMIN_PROJECTS_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/projects', query: adminProjectsQuerySchema, response: { 200: adminProjectsPageSchema }, access }),
  /** The projects matching the search and status, all of them, as CSV and XLSX (decision 0039). */
  ...defineExportEndpoints('list', '/api/admin/projects', adminProjectsQuerySchema.omit({ page: true }).extend(exportLocaleQuerySchema.shape), 'operator'),
  options: defineEndpoint({ method: 'GET', path: '/api/admin/project-options', response: { 200: adminProjectOptionsSchema }, access }),
  create: defineEndpoint({ method: 'POST', path: '/api/admin/projects', body: projectFactsSchema, response: { 201: createdProjectSchema }, access }),
  project: defineEndpoint({ method: 'GET', path: '/api/admin/projects/:id', params, response: { 200: adminProjectSchema }, access }),
  facts: defineEndpoint({ method: 'POST', path: '/api/admin/projects/:id', params, body: projectFactsSchema, response: { 200: adminProjectSchema }, access }),
  texts: defineEndpoint({ method: 'POST', path: '/api/admin/projects/:id/texts', params, body: projectTextsBodySchema, response: { 200: success }, access }),
  /** Multipart upload of one image (the body is read by the handler, not by a schema). */
  addPhoto: defineEndpoint({ method: 'POST', path: '/api/admin/projects/:id/photos', params, response: { 201: adminPhotoSchema }, access }),
  photoOrder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/photo-order',
    params,
    body: photoOrderBodySchema,
    response: { 200: z.object({ photos: z.array(adminPhotoSchema) }) },
    access,
  }),
  photoAlt: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/photos/:photoId',
    params: adminProjectPhotoParamsSchema,
    body: photoAltBodySchema,
    response: { 200: success },
    access,
  }),
  photoDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/photos/:photoId/delete',
    params: adminProjectPhotoParamsSchema,
    response: { 200: success },
    access,
  }),
  /** Multipart upload of one PDF with its kind, title and locale as fields. */
  addDocument: defineEndpoint({ method: 'POST', path: '/api/admin/projects/:id/documents', params, response: { 201: adminProjectDocumentSchema }, access }),
  /** Streams the PDF (no JSON answer). */
  document: defineEndpoint({
    method: 'GET',
    path: '/api/admin/projects/:id/documents/:documentId',
    params: adminProjectDocumentParamsSchema,
    response: {},
    access,
  }),
  documentDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/documents/:documentId/delete',
    params: adminProjectDocumentParamsSchema,
    response: { 200: success },
    access,
  }),
  visibleUsers: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/visible-users',
    params,
    body: visibleUsersBodySchema,
    response: { 200: z.object({ userIds: z.array(z.number().int()) }) },
    access,
  }),
  updates: defineEndpoint({ method: 'GET', path: '/api/admin/projects/:id/updates', params, response: { 200: adminProjectUpdatesSchema }, access }),
  createUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/updates',
    params,
    body: projectUpdateBodySchema,
    response: { 201: notifiedSchema },
    access,
  }),
  editUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/updates/:updateId',
    params: adminProjectUpdateParamsSchema,
    body: projectUpdateEditBodySchema,
    response: { 200: success },
    access,
  }),
  deleteUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/updates/:updateId/delete',
    params: adminProjectUpdateParamsSchema,
    response: { 200: success },
    access,
  }),
  comments: defineEndpoint({ method: 'GET', path: '/api/admin/projects/:id/comments', params, response: { 200: adminCommentsSchema }, access }),
  answerComment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/comments/:commentId/answer',
    params: adminProjectCommentParamsSchema,
    body: commentAnswerBodySchema,
    response: { 200: success },
    access,
  }),
  hideComment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/projects/:id/comments/:commentId/hide',
    params: adminProjectCommentParamsSchema,
    body: commentHideBodySchema,
    response: { 200: success },
    access,
  }),
  /** Public: an uploaded photo (or its thumbnail) by its storage key, streamed. */
  photoFile: defineEndpoint({ method: 'GET', path: '/api/get/project-photo/:file', params: projectPhotoFileParamsSchema, response: {}, access: 'public' }),
} as const;
