// The endpoint table (decision 0030): imported as '@platform/contract/endpoints', not from the
// package index, so that browser code that only builds paths does not pull the schemas in.
import type { Endpoint } from './endpoint';
import { ADMIN_ENDPOINTS } from './endpoints/admin';
import { ADMIN_AUDIT_ENDPOINTS } from './endpoints/audit';
import { AGREEMENTS_ENDPOINTS } from './endpoints/agreements';
import { ADMIN_PROJECTS_ENDPOINTS } from './endpoints/admin-projects';
import { AUTH_ENDPOINTS } from './endpoints/auth';
import { ADMIN_AUTOINVEST_ENDPOINTS, AUTOINVEST_ENDPOINTS } from './endpoints/autoinvest';
import { COMPANY_ENDPOINTS } from './endpoints/company';
import { DEBTOR_ENDPOINTS } from './endpoints/debtor';
import { DOCS_ENDPOINTS } from './endpoints/docs';
import { FILES_ENDPOINTS } from './endpoints/files';
import { INVESTING_ENDPOINTS } from './endpoints/investing';
import { ADMIN_INVOICES_ENDPOINTS, INVOICES_ENDPOINTS } from './endpoints/invoices';
import { KYC_ENDPOINTS } from './endpoints/kyc';
import { LIFECYCLE_ENDPOINTS } from './endpoints/lifecycle';
import { MANUAL_KYC_ENDPOINTS } from './endpoints/manual-kyc';
import { ADMIN_MARKET_ENDPOINTS, MARKET_ENDPOINTS } from './endpoints/market';
import { MERGE_ENDPOINTS } from './endpoints/merge';
import { ADMIN_NOTICES_ENDPOINTS, NOTICES_ENDPOINTS } from './endpoints/notices';
import { NOTIFICATIONS_ENDPOINTS } from './endpoints/notifications';
import { PAYMENTS_ENDPOINTS } from './endpoints/payments';
import { PHONE_ENDPOINTS } from './endpoints/phone';
import { PORTFOLIO_ENDPOINTS, STATISTICS_ENDPOINTS } from './endpoints/portfolio';
import { HEALTH_ENDPOINTS, MAINTENANCE_ENDPOINTS, TRANSLATIONS_ENDPOINTS } from './endpoints/platform';
import { PROJECT_PAGE_ENDPOINTS } from './endpoints/project-page';
import { PROJECTS_ENDPOINTS, REFERENCE_ENDPOINTS } from './endpoints/projects';
import { QUESTIONNAIRE_ENDPOINTS } from './endpoints/questionnaire';
import { REFERRAL_ENDPOINTS } from './endpoints/referrals';
import { REPORTS_ENDPOINTS } from './endpoints/reports';
import { TERMS_ENDPOINTS } from './endpoints/terms';
import { TRANSACTIONS_ENDPOINTS } from './endpoints/transactions';
import { WITHDRAWALS_ENDPOINTS } from './endpoints/withdrawals';

export * from './endpoint';
export {
  ADMIN_AUDIT_ENDPOINTS,
  ADMIN_AUTOINVEST_ENDPOINTS,
  ADMIN_ENDPOINTS,
  ADMIN_INVOICES_ENDPOINTS,
  ADMIN_MARKET_ENDPOINTS,
  ADMIN_NOTICES_ENDPOINTS,
  ADMIN_PROJECTS_ENDPOINTS,
  AGREEMENTS_ENDPOINTS,
  AUTH_ENDPOINTS,
  AUTOINVEST_ENDPOINTS,
  COMPANY_ENDPOINTS,
  DEBTOR_ENDPOINTS,
  DOCS_ENDPOINTS,
  FILES_ENDPOINTS,
  HEALTH_ENDPOINTS,
  INVESTING_ENDPOINTS,
  INVOICES_ENDPOINTS,
  KYC_ENDPOINTS,
  LIFECYCLE_ENDPOINTS,
  MAINTENANCE_ENDPOINTS,
  MANUAL_KYC_ENDPOINTS,
  MARKET_ENDPOINTS,
  MERGE_ENDPOINTS,
  NOTICES_ENDPOINTS,
  NOTIFICATIONS_ENDPOINTS,
  PAYMENTS_ENDPOINTS,
  PHONE_ENDPOINTS,
  PORTFOLIO_ENDPOINTS,
  PROJECTS_ENDPOINTS,
  PROJECT_PAGE_ENDPOINTS,
  QUESTIONNAIRE_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  REFERRAL_ENDPOINTS,
  REPORTS_ENDPOINTS,
  STATISTICS_ENDPOINTS,
  TERMS_ENDPOINTS,
  TRANSACTIONS_ENDPOINTS,
  TRANSLATIONS_ENDPOINTS,
  WITHDRAWALS_ENDPOINTS,
};

/** Every endpoint of the table, area by area. */
export const ENDPOINT_AREAS = {
  projects: PROJECTS_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
  translations: TRANSLATIONS_ENDPOINTS,
  maintenance: MAINTENANCE_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  projectPage: PROJECT_PAGE_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  company: COMPANY_ENDPOINTS,
  merge: MERGE_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  adminProjects: ADMIN_PROJECTS_ENDPOINTS,
  lifecycle: LIFECYCLE_ENDPOINTS,
  withdrawals: WITHDRAWALS_ENDPOINTS,
  payments: PAYMENTS_ENDPOINTS,
  transactions: TRANSACTIONS_ENDPOINTS,
  investing: INVESTING_ENDPOINTS,
  debtor: DEBTOR_ENDPOINTS,
  files: FILES_ENDPOINTS,
  questionnaire: QUESTIONNAIRE_ENDPOINTS,
  kyc: KYC_ENDPOINTS,
  manualKyc: MANUAL_KYC_ENDPOINTS,
  portfolio: PORTFOLIO_ENDPOINTS,
  statistics: STATISTICS_ENDPOINTS,
  market: MARKET_ENDPOINTS,
  adminMarket: ADMIN_MARKET_ENDPOINTS,
  autoinvest: AUTOINVEST_ENDPOINTS,
  adminAutoinvest: ADMIN_AUTOINVEST_ENDPOINTS,
  reports: REPORTS_ENDPOINTS,
  notices: NOTICES_ENDPOINTS,
  adminNotices: ADMIN_NOTICES_ENDPOINTS,
  agreements: AGREEMENTS_ENDPOINTS,
  invoices: INVOICES_ENDPOINTS,
  adminInvoices: ADMIN_INVOICES_ENDPOINTS,
  referrals: REFERRAL_ENDPOINTS,
  terms: TERMS_ENDPOINTS,
  phone: PHONE_ENDPOINTS,
  adminAudit: ADMIN_AUDIT_ENDPOINTS,
  docs: DOCS_ENDPOINTS,
} as const;

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area) as Endpoint[]);
