import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PROJECTS_API } from './admin-projects-paths';
import { API, AUTH_API, MANUAL_KYC_API } from './api-paths';
import { COMPANY_API } from './company';
import { DEBTOR_API } from './debtor-paths';
import {
  ADMIN_ENDPOINTS,
  ADMIN_PROJECTS_ENDPOINTS,
  AUTH_ENDPOINTS,
  buildUrl,
  COMPANY_ENDPOINTS,
  DEBTOR_ENDPOINTS,
  ENDPOINTS,
  FILES_ENDPOINTS,
  HEALTH_ENDPOINTS,
  INVESTING_ENDPOINTS,
  KYC_ENDPOINTS,
  LIFECYCLE_ENDPOINTS,
  MAINTENANCE_ENDPOINTS,
  MANUAL_KYC_ENDPOINTS,
  MERGE_ENDPOINTS,
  NOTIFICATIONS_ENDPOINTS,
  parseOk,
  PAYMENTS_ENDPOINTS,
  PROJECT_PAGE_ENDPOINTS,
  PROJECTS_ENDPOINTS,
  QUESTIONNAIRE_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  TRANSACTIONS_ENDPOINTS,
  TRANSLATIONS_ENDPOINTS,
  urlOf,
  WITHDRAWALS_ENDPOINTS,
} from './endpoints';
import { FILES_API } from './files-rules';
import { INVESTING_API } from './investing-paths';
import { KYC_API } from './kyc-paths';
import { LIFECYCLE_API } from './lifecycle-paths';
import { MERGE_API } from './merge-paths';
import { NOTIFICATIONS_API } from './notifications-paths';
import { PAYMENTS_API } from './payments-paths';
import { PROJECT_PAGE_API } from './project-page-paths';
import { QUESTIONNAIRE_API } from './questionnaire-rules';
import { TRANSACTIONS_API } from './transactions-paths';
import { WITHDRAWALS_API } from './withdrawals-paths';

describe('endpoint table', () => {
  it('has one entry per method and path, every path under /api/', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS) expect(e.path).toMatch(/^\/api\/[a-z0-9\-/:A-Z.]+$/);
  });

  it("names in a path pattern are the params schema's keys", () => {
    for (const e of ENDPOINTS) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const keys = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(keys, e.path).toEqual(names);
    }
  });

  it('builds the same URLs as the path helpers it replaces', () => {
    expect(buildUrl(PROJECTS_ENDPOINTS.list, { set: 'ALL', page: 2 })).toBe(API.projects('ALL', 2));
    expect(buildUrl(PROJECTS_ENDPOINTS.project, { id: 'a b/c' })).toBe(API.project('a b/c'));
    expect(buildUrl(PROJECTS_ENDPOINTS.checkExists, { slug: 'solar-park' })).toBe(API.checkIfProjectExist('solar-park'));
    expect(buildUrl(REFERENCE_ENDPOINTS.riskGroups)).toBe(API.riskGroups);
    expect(buildUrl(REFERENCE_ENDPOINTS.investmentTypes)).toBe(API.investmentTypes);
    expect(buildUrl(REFERENCE_ENDPOINTS.countries)).toBe(API.countries);
    expect(buildUrl(REFERENCE_ENDPOINTS.projectCountries)).toBe(API.projectCountries);
    expect(buildUrl(TRANSLATIONS_ENDPOINTS.translations)).toBe(API.translations);
    expect(buildUrl(MAINTENANCE_ENDPOINTS.check)).toBe(API.checkMaintenance);
    expect(buildUrl(HEALTH_ENDPOINTS.health)).toBe(API.health);
    expect(buildUrl(HEALTH_ENDPOINTS.ready)).toBe(API.ready);
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.list)).toBe(NOTIFICATIONS_API.list);
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.read)).toBe(NOTIFICATIONS_API.read);
    const E = PROJECT_PAGE_ENDPOINTS;
    expect(buildUrl(E.borrowerLoansHistory, { id: 7 })).toBe(PROJECT_PAGE_API.borrowerLoansHistory(7));
    expect(buildUrl(E.updates, { id: 7 })).toBe(PROJECT_PAGE_API.updates(7));
    expect(buildUrl(E.debtorUpdates, { id: 7 })).toBe(PROJECT_PAGE_API.debtorUpdates(7));
    expect(buildUrl(E.investments, { id: 7 })).toBe(PROJECT_PAGE_API.investments(7));
    expect(buildUrl(E.documents, { id: 7 })).toBe(PROJECT_PAGE_API.documents(7));
    expect(buildUrl(E.documentDownload, { id: 7, documentId: 3 })).toBe(PROJECT_PAGE_API.documentDownload(7, 3));
    expect(buildUrl(E.kiis, { id: 7 }, { locale: 'lt' })).toBe(PROJECT_PAGE_API.kiis(7, 'lt'));
    expect(buildUrl(E.kiis, { id: 7 })).toBe(PROJECT_PAGE_API.kiis(7));
    expect(buildUrl(E.comments, { id: 7 })).toBe(PROJECT_PAGE_API.comments(7));
    expect(buildUrl(E.postComment)).toBe(PROJECT_PAGE_API.postComment);
  });

  it('builds the same URLs as the account path helpers (auth, company, merge)', () => {
    const A = AUTH_ENDPOINTS;
    expect(buildUrl(A.register)).toBe(AUTH_API.register);
    expect(buildUrl(A.login)).toBe(AUTH_API.login);
    expect(buildUrl(A.twoStepToken)).toBe(AUTH_API.twoStepToken);
    expect(buildUrl(A.twoStepVerify)).toBe(AUTH_API.twoStepVerify);
    expect(buildUrl(A.logout)).toBe(AUTH_API.logout);
    expect(buildUrl(A.refreshToken)).toBe(AUTH_API.refreshToken);
    expect(buildUrl(A.isJwtValid, { jwt: 'a.b/c' })).toBe(AUTH_API.isJwtValid('a.b/c'));
    expect(buildUrl(A.forgotPassword)).toBe(AUTH_API.forgotPassword);
    expect(buildUrl(A.checkResetPasswordToken, { token: 'x y' })).toBe(AUTH_API.checkResetPasswordToken('x y'));
    expect(buildUrl(A.resetPassword)).toBe(AUTH_API.resetPassword);
    expect(buildUrl(A.userDetails)).toBe(AUTH_API.userDetails);
    expect(buildUrl(A.registrationStep)).toBe(AUTH_API.registrationStep);
    expect(buildUrl(A.verificationStep)).toBe(AUTH_API.verificationStep);
    expect(buildUrl(A.changePassword)).toBe(AUTH_API.changePassword);
    expect(buildUrl(A.changeLocale)).toBe(AUTH_API.changeLocale);
    expect(buildUrl(A.twoStepSetup)).toBe(AUTH_API.twoStepSetup);
    expect(buildUrl(A.twoStepEnable)).toBe(AUTH_API.twoStepEnable);
    expect(buildUrl(A.twoStepDisable)).toBe(AUTH_API.twoStepDisable);
    expect(buildUrl(COMPANY_ENDPOINTS.company)).toBe(COMPANY_API.company);
    expect(buildUrl(COMPANY_ENDPOINTS.setDetails)).toBe(COMPANY_API.company);
    expect(buildUrl(COMPANY_ENDPOINTS.addPerson)).toBe(COMPANY_API.persons);
    expect(buildUrl(COMPANY_ENDPOINTS.removePerson, { id: 7 })).toBe(COMPANY_API.removePerson(7));
    expect(buildUrl(MERGE_ENDPOINTS.duplicates)).toBe(MERGE_API.duplicates);
    expect(buildUrl(MERGE_ENDPOINTS.verifiedUsers)).toBe(MERGE_API.verifiedUsers);
    expect(buildUrl(MERGE_ENDPOINTS.merge)).toBe(MERGE_API.merge);
    expect(buildUrl(MERGE_ENDPOINTS.adminList)).toBe(MERGE_API.adminList);
    expect(buildUrl(MERGE_ENDPOINTS.adminLink, { id: 7 })).toBe(MERGE_API.adminLink(7));
  });

  it('appends the query, leaving out undefined values and joining lists', () => {
    expect(buildUrl(NOTIFICATIONS_ENDPOINTS.list, {}, { type: 'project', page: 3 })).toBe('/api/get/notifications?type=project&page=3');
    expect(urlOf(NOTIFICATIONS_ENDPOINTS.list, { query: { type: undefined, page: 2 } })).toBe('/api/get/notifications?page=2');
    expect(urlOf(TRANSLATIONS_ENDPOINTS.translations, { query: { ns: 'public,account' } })).toBe('/api/get/translations?ns=public%2Caccount');
  });

  it('parses only the declared success answer with its schema', () => {
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 200, true)).toBe(true);
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 200, 'yes')).toBeNull();
    expect(parseOk(MAINTENANCE_ENDPOINTS.check, 503, false)).toBeNull();
    expect(parseOk(PROJECT_PAGE_ENDPOINTS.documentDownload, 200, {})).toBeNull();
  });

  it('builds the same URLs as the money path helpers (withdrawals, payments, transactions, investing, debtor)', () => {
    const W = WITHDRAWALS_ENDPOINTS;
    expect(buildUrl(W.bankAccount)).toBe(WITHDRAWALS_API.bankAccount);
    expect(buildUrl(W.setBankAccount)).toBe(WITHDRAWALS_API.setBankAccount);
    expect(buildUrl(W.list)).toBe(WITHDRAWALS_API.list);
    expect(buildUrl(W.requestCode)).toBe(WITHDRAWALS_API.requestCode);
    expect(buildUrl(W.request)).toBe(WITHDRAWALS_API.request);
    expect(buildUrl(W.cancel, { id: 7 })).toBe(WITHDRAWALS_API.cancel(7));
    expect(buildUrl(W.adminList)).toBe(WITHDRAWALS_API.adminList);
    expect(buildUrl(W.adminApprove, { id: 7 })).toBe(WITHDRAWALS_API.adminApprove(7));
    expect(buildUrl(W.adminReject, { id: 7 })).toBe(WITHDRAWALS_API.adminReject(7));
    expect(buildUrl(W.adminTrialBalance)).toBe(WITHDRAWALS_API.adminTrialBalance);
    expect(buildUrl(W.adminUserLedger, { id: 7 })).toBe(WITHDRAWALS_API.adminUserLedger(7));
    expect(buildUrl(W.adminAdjustments)).toBe(WITHDRAWALS_API.adminAdjustments);
    const P = PAYMENTS_ENDPOINTS;
    expect(buildUrl(P.wallet)).toBe(PAYMENTS_API.wallet);
    expect(buildUrl(P.setUserBalance)).toBe(PAYMENTS_API.setUserBalance);
    expect(buildUrl(P.connectPayAccount)).toBe(PAYMENTS_API.connectPayAccount);
    expect(buildUrl(P.connectPayReport, { page: 2 })).toBe(PAYMENTS_API.connectPayReport(2));
    expect(buildUrl(P.lemonwayMigrate)).toBe(PAYMENTS_API.lemonwayMigrate);
    expect(buildUrl(P.webhookConnectPay)).toBe(PAYMENTS_API.webhook('connectPay'));
    expect(buildUrl(P.webhookLemonway)).toBe(PAYMENTS_API.webhook('lemonway'));
    expect(buildUrl(P.sandboxIncomingTransfer)).toBe(PAYMENTS_API.sandboxIncomingTransfer);
    expect(buildUrl(TRANSACTIONS_ENDPOINTS.list)).toBe(TRANSACTIONS_API.list);
    expect(buildUrl(TRANSACTIONS_ENDPOINTS.exportCsv)).toBe(TRANSACTIONS_API.exportCsv);
    expect(buildUrl(TRANSACTIONS_ENDPOINTS.exportXlsx)).toBe(TRANSACTIONS_API.exportXlsx);
    const I = INVESTING_ENDPOINTS;
    expect(buildUrl(I.invest)).toBe(INVESTING_API.invest);
    expect(buildUrl(I.revoke, { id: 7 })).toBe(INVESTING_API.revoke(7));
    expect(buildUrl(I.userInvestments)).toBe(INVESTING_API.userInvestments);
    expect(buildUrl(I.detail, { id: 7 })).toBe(INVESTING_API.detail(7));
    expect(buildUrl(I.schedule, { id: 7 })).toBe(INVESTING_API.schedule(7));
    expect(buildUrl(I.investOptions, { id: 7 })).toBe(INVESTING_API.investOptions(7));
    expect(buildUrl(DEBTOR_ENDPOINTS.projects)).toBe(DEBTOR_API.projects);
    expect(buildUrl(DEBTOR_ENDPOINTS.sandboxRepayment)).toBe(DEBTOR_API.sandboxRepayment);
  });

  it('builds the same URLs as the back office user path helpers', () => {
    const A = ADMIN_ENDPOINTS;
    expect(buildUrl(A.users)).toBe(AUTH_API.adminUsers);
    // The user list loader built its query with URLSearchParams.
    const search = new URLSearchParams({ search: 'a b@demo', page: '2' });
    expect(buildUrl(A.users, {}, { search: 'a b@demo', page: 2 })).toBe(`${AUTH_API.adminUsers}?${search}`);
    expect(buildUrl(A.setReadonly, { id: 7 })).toBe(AUTH_API.adminSetReadonly(7));
    expect(buildUrl(A.impersonate, { id: 7 })).toBe(AUTH_API.adminImpersonate(7));
    expect(buildUrl(A.returnToOperator)).toBe(AUTH_API.returnToOperator);
  });

  it('builds the same URLs as the project editor path helpers', () => {
    const E = ADMIN_PROJECTS_ENDPOINTS;
    expect(buildUrl(E.list)).toBe(ADMIN_PROJECTS_API.list);
    const search = new URLSearchParams({ search: 'a b', status: 'DRAFT', page: '2' });
    expect(buildUrl(E.list, {}, { search: 'a b', status: 'DRAFT', page: 2 })).toBe(`${ADMIN_PROJECTS_API.list}?${search}`);
    expect(buildUrl(E.options)).toBe(ADMIN_PROJECTS_API.options);
    expect(buildUrl(E.create)).toBe(ADMIN_PROJECTS_API.create);
    expect(buildUrl(E.project, { id: 7 })).toBe(ADMIN_PROJECTS_API.project(7));
    expect(buildUrl(E.facts, { id: 7 })).toBe(ADMIN_PROJECTS_API.project(7));
    expect(buildUrl(E.texts, { id: 7 })).toBe(ADMIN_PROJECTS_API.texts(7));
    expect(buildUrl(E.addPhoto, { id: 7 })).toBe(ADMIN_PROJECTS_API.photos(7));
    expect(buildUrl(E.photoOrder, { id: 7 })).toBe(ADMIN_PROJECTS_API.photoOrder(7));
    expect(buildUrl(E.photoAlt, { id: 7, photoId: 3 })).toBe(ADMIN_PROJECTS_API.photo(7, 3));
    expect(buildUrl(E.photoDelete, { id: 7, photoId: 3 })).toBe(ADMIN_PROJECTS_API.photoDelete(7, 3));
    expect(buildUrl(E.addDocument, { id: 7 })).toBe(ADMIN_PROJECTS_API.documents(7));
    expect(buildUrl(E.document, { id: 7, documentId: 3 })).toBe(ADMIN_PROJECTS_API.document(7, 3));
    expect(buildUrl(E.documentDelete, { id: 7, documentId: 3 })).toBe(ADMIN_PROJECTS_API.documentDelete(7, 3));
    expect(buildUrl(E.visibleUsers, { id: 7 })).toBe(ADMIN_PROJECTS_API.visibleUsers(7));
    expect(buildUrl(E.updates, { id: 7 })).toBe(ADMIN_PROJECTS_API.updates(7));
    expect(buildUrl(E.createUpdate, { id: 7 })).toBe(ADMIN_PROJECTS_API.updates(7));
    expect(buildUrl(E.editUpdate, { id: 7, updateId: 3 })).toBe(ADMIN_PROJECTS_API.update(7, 3));
    expect(buildUrl(E.deleteUpdate, { id: 7, updateId: 3 })).toBe(ADMIN_PROJECTS_API.updateDelete(7, 3));
    expect(buildUrl(E.comments, { id: 7 })).toBe(ADMIN_PROJECTS_API.comments(7));
    expect(buildUrl(E.answerComment, { id: 7, commentId: 3 })).toBe(ADMIN_PROJECTS_API.commentAnswer(7, 3));
    expect(buildUrl(E.hideComment, { id: 7, commentId: 3 })).toBe(ADMIN_PROJECTS_API.commentHide(7, 3));
    const file = `${'a'.repeat(32)}.webp`;
    expect(buildUrl(E.photoFile, { file })).toBe(ADMIN_PROJECTS_API.photoFile(file));
  });

  it('builds the same URLs as the lifecycle path helpers', () => {
    const L = LIFECYCLE_ENDPOINTS;
    expect(buildUrl(L.adminLoan, { id: 7 })).toBe(LIFECYCLE_API.adminLoan(7));
    expect(buildUrl(L.status, { id: 7 })).toBe(LIFECYCLE_API.status(7));
    expect(buildUrl(L.disburse, { id: 7 })).toBe(LIFECYCLE_API.disburse(7));
    expect(buildUrl(L.repaymentPreview, { id: 7 })).toBe(LIFECYCLE_API.repaymentPreview(7));
    expect(buildUrl(L.recordRepayment, { id: 7 })).toBe(LIFECYCLE_API.repayments(7));
    expect(buildUrl(L.repayments, { id: 7 })).toBe(LIFECYCLE_API.repayments(7));
    expect(buildUrl(L.projectSchedule, { id: 'solar-park' })).toBe(LIFECYCLE_API.projectSchedule('solar-park'));
    expect(buildUrl(L.debtorSchedule, { id: 7 })).toBe(LIFECYCLE_API.debtorSchedule(7));
  });

  it('builds the same URLs as the onboarding path helpers (files, questionnaire, KYC, manual KYC)', () => {
    const F = FILES_ENDPOINTS;
    expect(buildUrl(F.upload)).toBe(FILES_API.upload);
    expect(buildUrl(F.remove)).toBe(FILES_API.remove);
    expect(buildUrl(F.list)).toBe(FILES_API.list);
    expect(buildUrl(F.download, { id: 7 })).toBe(FILES_API.download(7));
    expect(buildUrl(F.onboardingChoices)).toBe(FILES_API.onboardingChoices);
    expect(buildUrl(F.adminList)).toBe(FILES_API.adminList);
    expect(buildUrl(F.adminReview, { id: 7 })).toBe(FILES_API.adminReview(7));
    const Q = QUESTIONNAIRE_ENDPOINTS;
    expect(buildUrl(Q.userQuestionnaire)).toBe(QUESTIONNAIRE_API.userQuestionnaire);
    expect(buildUrl(Q.setUserQuestionnaire)).toBe(QUESTIONNAIRE_API.setUserQuestionnaire);
    expect(buildUrl(Q.debtorExtendedQuestionnaire)).toBe(QUESTIONNAIRE_API.debtorExtendedQuestionnaire);
    expect(buildUrl(Q.setDebtorExtendedQuestionnaire)).toBe(QUESTIONNAIRE_API.setDebtorExtendedQuestionnaire);
    expect(buildUrl(Q.adminSophisticatedRequests)).toBe(QUESTIONNAIRE_API.adminSophisticatedRequests);
    expect(buildUrl(Q.adminSophisticatedDecision, { id: 7 })).toBe(QUESTIONNAIRE_API.adminSophisticatedDecision(7));
    const K = KYC_ENDPOINTS;
    expect(buildUrl(K.identifyStatus)).toBe(KYC_API.identifyStatus);
    expect(buildUrl(K.identify)).toBe(KYC_API.identify);
    expect(buildUrl(K.webhook, { provider: 'sandbox' })).toBe(KYC_API.webhook('sandbox'));
    expect(buildUrl(K.webhook, { provider: 'a b/c' })).toBe(KYC_API.webhook('a b/c'));
    expect(buildUrl(K.adminReidentify, { id: 7 })).toBe(KYC_API.adminReidentify(7));
    expect(buildUrl(K.adminSessions)).toBe(KYC_API.adminSessions);
    expect(buildUrl(K.adminSessions, {}, { search: 'a@b.c' })).toBe(`${KYC_API.adminSessions}?${new URLSearchParams({ search: 'a@b.c' })}`);
    const M = MANUAL_KYC_ENDPOINTS;
    expect(buildUrl(M.current)).toBe(MANUAL_KYC_API.current);
    expect(buildUrl(M.answer)).toBe(MANUAL_KYC_API.answer);
    expect(buildUrl(M.adminCreate, { id: 7 })).toBe(MANUAL_KYC_API.adminCreate(7));
    expect(buildUrl(M.adminList)).toBe(MANUAL_KYC_API.adminList);
    expect(buildUrl(M.adminClose, { id: 7 })).toBe(MANUAL_KYC_API.adminClose(7));
  });
});
