// Zod-free: the project page's browser code builds these paths without pulling zod in.

/** Calls of the project page (spec section 7) beyond the project itself. */
export const PROJECT_PAGE_API = {
  borrowerLoansHistory: (id: number | string) => `/api/get/borrower-loans-history/${encodeURIComponent(String(id))}`,
  updates: (id: number | string) => `/api/get/project-updates/${encodeURIComponent(String(id))}`,
  debtorUpdates: (id: number | string) => `/api/get/project-debtor-updates/${encodeURIComponent(String(id))}`,
  investments: (id: number | string) => `/api/get/project-investments/${encodeURIComponent(String(id))}`,
  documents: (id: number | string) => `/api/get/project-documents/${encodeURIComponent(String(id))}`,
  documentDownload: (projectId: number | string, documentId: number) => `/api/get/project-document/${encodeURIComponent(String(projectId))}/${documentId}`,
  kiis: (id: number | string, locale?: string) =>
    `/api/get/project-kiis/${encodeURIComponent(String(id))}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`,
  comments: (id: number | string) => `/api/get/project-comments/${encodeURIComponent(String(id))}`,
  postComment: '/api/set/project-comment',
} as const;

/** A question's length, in characters (after trimming). */
export const COMMENT_LIMITS = { min: 10, max: 1000 } as const;
/** Questions one user may post per hour (all projects together). */
export const COMMENT_RATE_LIMIT = { max: 10, windowSeconds: 3600 } as const;
/** Most entries of the anonymised investments list. */
export const PROJECT_INVESTMENTS_LIMIT = 200;
