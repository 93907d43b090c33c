// Zod-free: browser code imports these without pulling zod in.
/** Bank account, withdrawals and the back-office money screens (issue 5, decision 0010). */
export const WITHDRAWALS_API = {
  bankAccount: '/api/get/user-bank-account',
  setBankAccount: '/api/set/user-bank-account',
  list: '/api/get/withdrawals',
  requestCode: '/api/set/withdrawal/code',
  request: '/api/set/withdrawal',
  cancel: (id: number) => `/api/set/withdrawal/${id}/cancel`,
  adminList: '/api/admin/withdrawals',
  adminApprove: (id: number) => `/api/admin/withdrawals/${id}/approve`,
  adminReject: (id: number) => `/api/admin/withdrawals/${id}/reject`,
  adminTrialBalance: '/api/admin/ledger/trial-balance',
  adminUserLedger: (userId: number) => `/api/admin/ledger/users/${userId}`,
  adminAdjustments: '/api/admin/ledger/adjustments',
} as const;
