import type { ProjectSet } from './api';

// Kept apart from the zod schemas so that browser code using a path does not pull zod in.
/** Paths of the API calls (spec section 7). Build them with these helpers, never by hand. */
export const API = {
  checkMaintenance: '/api/get/check-maintenance',
  translations: '/api/get/translations',
  riskGroups: '/api/get/risk-groups',
  investmentTypes: '/api/get/investment-types',
  countries: '/api/get/countries',
  projectCountries: '/api/get/project-countries',
  projects: (set: ProjectSet, page: number) => `/api/get/projects/${set}/${page}`,
  project: (idOrSlug: string | number) => `/api/get/project/${encodeURIComponent(String(idOrSlug))}`,
  checkIfProjectExist: (slug: string) => `/api/get/check-if-project-exist/${encodeURIComponent(slug)}`,
  /** Liveness: the process answers and reaches its database. Outside the rate limit. */
  health: '/api/health',
  /** Readiness: the database answers and every migration is applied. Outside the rate limit. */
  ready: '/api/ready',
} as const;

/** Accounts and sessions (issue 3). */
export const AUTH_API = {
  register: '/api/security/register',
  login: '/api/security/login',
  logout: '/api/security/logout',
  forgotPassword: '/api/security/forgot-password',
  checkResetPasswordToken: (token: string) => `/api/security/check-reset-password-token/${encodeURIComponent(token)}`,
  resetPassword: '/api/security/reset-password',
  refreshToken: '/api/security/refresh-token',
  isJwtValid: (jwt: string) => `/api/get/is-jwt-valid/${encodeURIComponent(jwt)}`,
  twoStepToken: '/api/security/google/token',
  twoStepVerify: '/api/security/google/verify',
  twoStepSetup: '/api/security/google/setup',
  twoStepEnable: '/api/security/google/enable',
  twoStepDisable: '/api/security/google/disable',
  userDetails: '/api/user/details',
  registrationStep: '/api/get/registration-step',
  verificationStep: '/api/get/verification-step',
  changePassword: '/api/user/change-password',
  changeLocale: '/api/user/locale',
  adminUsers: '/api/admin/users',
  adminSetReadonly: (id: number) => `/api/admin/users/${id}/readonly`,
  adminImpersonate: (id: number) => `/api/admin/users/${id}/impersonate`,
  returnToOperator: '/api/security/impersonation/return',
  devMailbox: '/api/dev/mailbox',
} as const;

/** Manual KYC (issue 4). */
export const MANUAL_KYC_API = {
  current: '/api/manual-kyc/',
  answer: '/api/manual-kyc/answer',
  adminCreate: (userId: number) => `/api/admin/users/${userId}/manual-kyc`,
  adminList: '/api/admin/manual-kyc',
  adminClose: (id: number) => `/api/admin/manual-kyc/${id}/close`,
} as const;
