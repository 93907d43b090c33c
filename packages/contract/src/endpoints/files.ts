import { defineEndpoint } from '../endpoint';
import {
  adminDocumentSchema,
  adminDocumentsResponseSchema,
  fileIdParamsSchema,
  onboardingChoicesResponseSchema,
  removeFileBodySchema,
  reviewDocumentBodySchema,
  uploadResponseSchema,
  userFilesResponseSchema,
} from '../files';

/** Uploaded documents (spec sections 4, 5, 7, 9): their owner's calls and the operator's review queue. */
export const FILES_ENDPOINTS = {
  /**
   * Multipart, read part by part by the handler (no body schema; a company's `?person_id=` is read
   * there too). Refusals answer the same shape with status ERROR and their own HTTP status.
   */
  upload: defineEndpoint({ method: 'POST', path: '/api/set/upload-user-file', response: { 200: uploadResponseSchema }, access: 'user' }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/set/remove-user-file',
    body: removeFileBodySchema,
    response: { 200: uploadResponseSchema },
    access: 'user',
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/get/user-files', response: { 200: userFilesResponseSchema }, access: 'user' }),
  /** Streams the file as an attachment (no JSON answer); its owner or an operator. */
  download: defineEndpoint({ method: 'GET', path: '/api/get/user-file/:id', params: fileIdParamsSchema, response: {}, access: 'user' }),
  onboardingChoices: defineEndpoint({
    method: 'GET',
    path: '/api/user/onboarding-choices',
    response: { 200: onboardingChoicesResponseSchema },
    access: 'user',
  }),
  adminList: defineEndpoint({ method: 'GET', path: '/api/admin/documents', response: { 200: adminDocumentsResponseSchema }, access: 'operator' }),
  adminReview: defineEndpoint({
    method: 'POST',
    path: '/api/admin/documents/:id/review',
    params: fileIdParamsSchema,
    body: reviewDocumentBodySchema,
    response: { 200: adminDocumentSchema },
    access: 'operator',
  }),
} as const;
