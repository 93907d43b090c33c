// Zod-free: browser code imports these without pulling zod in.
/** Project lifecycle, disbursement, repayments and schedules (issue 6, decision 0015). */
export const LIFECYCLE_API = {
  status: (projectId: number) => `/api/admin/projects/${projectId}/status`,
  disburse: (projectId: number) => `/api/admin/projects/${projectId}/disburse`,
  repaymentPreview: (projectId: number) => `/api/admin/projects/${projectId}/repayments/preview`,
  repayments: (projectId: number) => `/api/admin/projects/${projectId}/repayments`,
  /** Back-office facts the status buttons and the repayment panel need (not in the spec). */
  adminLoan: (projectId: number) => `/api/admin/projects/${projectId}/loan`,
  projectSchedule: (projectId: number | string) => `/api/get/project-repayment-schedule/${projectId}`,
  debtorSchedule: (projectId: number | string) => `/api/debtor-payment-schedule/${projectId}`,
} as const;

/** Error codes of the lifecycle screens (translated by the web app). */
export const LIFECYCLE_ERROR_CODES = ['STATUS_TRANSITION_NOT_ALLOWED', 'DISBURSEMENT_REFLECTION_PENDING', 'REPAYMENT_TOO_LARGE', 'LOAN_NOT_OPEN'] as const;
