import { idOrSlugParamsSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import {
  borrowerLoansHistorySchema,
  kiisQuerySchema,
  postCommentBodySchema,
  projectCommentSchema,
  projectCommentsSchema,
  projectDocumentParamsSchema,
  projectDocumentsSchema,
  projectInvestmentsSchema,
  projectUpdatesSchema,
} from '../project-page';

const params = idOrSlugParamsSchema;

/** The project page's parts (spec section 7) and investors' questions (decision 0016). */
export const PROJECT_PAGE_ENDPOINTS = {
  borrowerLoansHistory: defineEndpoint({
    method: 'GET',
    path: '/api/get/borrower-loans-history/:id',
    params,
    response: { 200: borrowerLoansHistorySchema },
    access: 'public',
  }),
  updates: defineEndpoint({ method: 'GET', path: '/api/get/project-updates/:id', params, response: { 200: projectUpdatesSchema }, access: 'public' }),
  debtorUpdates: defineEndpoint({
    method: 'GET',
    path: '/api/get/project-debtor-updates/:id',
    params,
    response: { 200: projectUpdatesSchema },
    access: 'public',
  }),
  investments: defineEndpoint({
    method: 'GET',
    path: '/api/get/project-investments/:id',
    params,
    response: { 200: projectInvestmentsSchema },
    access: 'public',
  }),
  documents: defineEndpoint({ method: 'GET', path: '/api/get/project-documents/:id', params, response: { 200: projectDocumentsSchema }, access: 'public' }),
  /** Streams the PDF (no JSON answer). */
  documentDownload: defineEndpoint({
    method: 'GET',
    path: '/api/get/project-document/:id/:documentId',
    params: projectDocumentParamsSchema,
    response: {},
    access: 'public',
  }),
  /** Streams the key investment information sheet, in the query's locale or the caller's. */
  kiis: defineEndpoint({ method: 'GET', path: '/api/get/project-kiis/:id', params, query: kiisQuerySchema, response: {}, access: 'public' }),
  comments: defineEndpoint({ method: 'GET', path: '/api/get/project-comments/:id', params, response: { 200: projectCommentsSchema }, access: 'public' }),
  /** Logged-in users only; read-only and "logged in as another user" sessions may not post. */
  postComment: defineEndpoint({
    method: 'POST',
    path: '/api/set/project-comment',
    body: postCommentBodySchema,
    response: { 201: projectCommentSchema },
    access: 'user',
  }),
} as const;
