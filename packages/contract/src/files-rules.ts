// Zod-free rules for uploaded files, shared by the server and the browser.

/** Paths of the upload calls (spec section 7) and the documents back office. */
export const FILES_API = {
  upload: '/api/set/upload-user-file',
  remove: '/api/set/remove-user-file',
  list: '/api/get/user-files',
  download: (id: number) => `/api/get/user-file/${id}`,
  onboardingChoices: '/api/user/onboarding-choices',
  adminList: '/api/admin/documents',
  adminReview: (id: number) => `/api/admin/documents/${id}/review`,
} as const;

/** Document types a person can upload; proof_of_address is the one onboarding requires. */
export const USER_FILE_TYPES = ['proof_of_address', 'identity_document'] as const;
export type UserFileType = (typeof USER_FILE_TYPES)[number];
export const USER_FILE_SIDES = ['front', 'back'] as const;
export type UserFileSide = (typeof USER_FILE_SIDES)[number];
export const USER_FILE_REVIEW_STATUSES = ['uploaded', 'approved', 'declined'] as const;
export type UserFileReviewStatus = (typeof USER_FILE_REVIEW_STATUSES)[number];

/** Multipart field names besides the file itself (which goes under its type name). */
export const UPLOAD_FIELD_FILE_TYPE = 'file_type';
export const UPLOAD_FIELD_FILE_SIDE = 'file_side';

/** Message keys the upload and remove calls answer with (translated in the files i18n area). */
export const FILE_MESSAGE_KEYS = {
  uploaded: 'files.message.uploaded',
  removed: 'files.message.removed',
  badType: 'files.error.type',
  tooLarge: 'files.error.too_large',
  tooMany: 'files.error.too_many',
  missingFile: 'files.error.missing_file',
  invalid: 'files.error.invalid',
  network: 'files.error.network',
  notFound: 'files.error.not_found',
} as const;

/** Real content types the server accepts, found from the first bytes (never from the name). */
export const SNIFFED_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type SniffedMimeType = (typeof SNIFFED_MIME_TYPES)[number];

/** "1.5 MB" style size for lists. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
