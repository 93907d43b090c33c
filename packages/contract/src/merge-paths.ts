// Zod-free: browser code imports these without pulling zod in.
/** Merging duplicate accounts (issue 5; spec section 7 paths for the two lists). */
export const MERGE_API = {
  duplicates: '/api/user/merge/duplicates',
  verifiedUsers: '/api/user/merge/verified-users',
  merge: '/api/user/merge',
  adminList: '/api/admin/duplicates',
  adminLink: (duplicateUserId: number) => `/api/admin/users/${duplicateUserId}/duplicates`,
} as const;

/** localStorage key remembering that the person dismissed the account merge modal (spec section 4). */
export const MERGE_MODAL_DISMISSED_KEY = 'account-merge-modal-dismissed';
