// Zod-free: browser code imports these without pulling zod in.
/** Identity verification through a KYC provider (issue 4). */
export const KYC_API = {
  identifyStatus: '/api/get/identify-status',
  identify: '/api/set/identify',
  webhook: (provider: string) => `/api/webhooks/kyc/${encodeURIComponent(provider)}`,
  adminReidentify: (userId: number) => `/api/admin/users/${userId}/reidentify`,
  adminSessions: '/api/admin/kyc-sessions',
} as const;
