// Zod-free: browser code imports these without pulling zod in.
/** Back-office project editor (issue 6, decision 0017). Every path is operator only except the photo files. */
export const ADMIN_PROJECTS_API = {
  list: '/api/admin/projects',
  create: '/api/admin/projects',
  options: '/api/admin/project-options',
  project: (id: number) => `/api/admin/projects/${id}`,
  texts: (id: number) => `/api/admin/projects/${id}/texts`,
  photos: (id: number) => `/api/admin/projects/${id}/photos`,
  photoOrder: (id: number) => `/api/admin/projects/${id}/photo-order`,
  photo: (id: number, photoId: number) => `/api/admin/projects/${id}/photos/${photoId}`,
  photoDelete: (id: number, photoId: number) => `/api/admin/projects/${id}/photos/${photoId}/delete`,
  documents: (id: number) => `/api/admin/projects/${id}/documents`,
  document: (id: number, documentId: number) => `/api/admin/projects/${id}/documents/${documentId}`,
  documentDelete: (id: number, documentId: number) => `/api/admin/projects/${id}/documents/${documentId}/delete`,
  visibleUsers: (id: number) => `/api/admin/projects/${id}/visible-users`,
  updates: (id: number) => `/api/admin/projects/${id}/updates`,
  update: (id: number, updateId: number) => `/api/admin/projects/${id}/updates/${updateId}`,
  updateDelete: (id: number, updateId: number) => `/api/admin/projects/${id}/updates/${updateId}/delete`,
  comments: (id: number) => `/api/admin/projects/${id}/comments`,
  commentAnswer: (id: number, commentId: number) => `/api/admin/projects/${id}/comments/${commentId}/answer`,
  commentHide: (id: number, commentId: number) => `/api/admin/projects/${id}/comments/${commentId}/hide`,
  /** Public: an uploaded photo (or its thumbnail) by its storage key; the project page links it. */
  photoFile: (key: string) => `/api/get/project-photo/${key}`,
} as const;

export const PROJECT_DOCUMENT_KINDS = ['valuation', 'agreement', 'other'] as const;
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];

/** `update`: project updates; `debtor`: debtor updates (both in project_updates). */
export const PROJECT_UPDATE_KINDS = ['update', 'debtor'] as const;
export type ProjectUpdateKind = (typeof PROJECT_UPDATE_KINDS)[number];

/** At the funding deadline an unfunded project is cancelled (refunds) or closed with what it raised. */
export const UNFUNDED_POLICIES = ['cancel', 'close'] as const;
export type UnfundedPolicy = (typeof UNFUNDED_POLICIES)[number];

export const PROJECT_TEXT_FIELDS = ['title', 'shortDescription', 'longDescription', 'risks', 'metaTitle', 'metaDescription'] as const;
export type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];

export const PROJECT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PROJECT_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
export const PROJECT_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PROJECT_DOCUMENT_ACCEPT = 'application/pdf';
/** Multipart field names of the document upload (the file itself goes under `file`). */
export const PROJECT_DOCUMENT_FIELDS = { kind: 'kind', title: 'title', locale: 'locale', file: 'file' } as const;

export const ADMIN_PROJECTS_PAGE_SIZE = 25;
export const MAX_VISIBLE_USERS = 1000;
