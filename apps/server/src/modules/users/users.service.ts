import { identifyStepOf, identifyVerificationOf, mustAcceptTerms, toWire, type IdentifyStatus, type Locale, type UserData } from '@platform/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { SessionContext, SessionsService } from '../auth/sessions.service';
import { companySummary } from '../company/company.service';
import type { ManualKycService } from '../manual-kyc/manual-kyc.service';
import { onboardingOf } from '../onboarding/onboarding.service';
import { hasUnmergedDuplicates } from '../merge/merge.service';
import { walletBalance } from '../ledger/ledger.service';
import { unreadTotal } from '../notifications/notifications.list';
import { debtorFlowOf } from './debtor-flow';

/**
 * The user data of spec section 3. Fields owned by later capabilities (wallet, KYC, documents,
 * connectPay) hold honest defaults until those capabilities fill them.
 */
export function createUsersService(db: Db, sessions: SessionsService, manualKyc: Pick<ManualKycService, 'activeIdOf'>) {
  return {
    async getDetails(session: SessionContext, accessToken: string): Promise<UserData> {
      const user = session.user;
      const onboarding = onboardingOf(user);
      const identifyStatus = user.identifyStatus as IdentifyStatus;
      let impersonatedBy: UserData['impersonatedBy'] = null;
      if (session.impersonatorUserId) {
        const [operator] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, session.impersonatorUserId)).limit(1);
        impersonatedBy = operator ?? null;
      }
      const [connectPay, lemonway] = [await walletBalance(db, user.id, 'connectPay'), await walletBalance(db, user.id, 'lemonway')];
      const company = user.type === 'company' ? (await companySummary(db, user)).details : null;
      // Decision 0019: a borrower with a running loan (ACTIVE or DELAYED) is shown where to repay.
      const runningLoan = user.isDebtor
        ? (
            await db
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.ownerUserId, user.id), inArray(projects.status, ['ACTIVE', 'DELAYED'])))
              .limit(1)
          ).length > 0
        : false;
      return {
        id: user.id,
        email: user.email,
        type: user.type,
        role: user.role,
        locale: user.locale as Locale,
        readonly: user.readonly,
        hasDuplicateAccounts: await hasUnmergedDuplicates(db, user.id),
        activeManualKycId: await manualKyc.activeIdOf(user.id),
        isDebtor: user.isDebtor,
        jwt: accessToken,
        shouldVerify: onboarding.shouldVerify,
        shouldReidentify: user.shouldReidentify,
        questionsAnswered: user.questionsAnswered,
        representative: user.isRepresentative,
        twoStepEnabled: Boolean(user.totpEnabledAt),
        allowedToInvest: onboarding.allowedToInvest && !user.readonly,
        identifyStatus,
        identityRejectedReason: user.identityRejectedReason,
        impersonatedBy,
        wallet: {
          paymentSource: user.paymentSource,
          lemonwayBalance: { amount: toWire(lemonway.balance) },
          balance: { amount: toWire(connectPay.balance), available: toWire(connectPay.available), reserved: toWire(connectPay.reserved) },
        },
        registrationStep: { current: user.registrationStep, identify: identifyStepOf(identifyStatus) },
        verificationStep: { current: user.verificationStep, identifyVerification: identifyVerificationOf(identifyStatus) },
        // Decision 0046: the extended flow is a per-debtor setting; the identity step follows the facts unless an operator overrode it.
        debtor: await debtorFlowOf(db, user),
        company: company
          ? {
              name: user.companyName ?? '',
              isDirector: user.isDirector,
              isSubsidiary: user.isSubsidiary,
              isUbo: user.isUbo,
              businessActivityIndustry: company.businessActivityIndustry,
              businessActivitySubIndustry: company.businessActivitySubIndustry,
              governmentalLicenseIsLicensed: company.governmentalLicenseIsLicensed,
              uboCount: company.uboCount,
              countryCodeId: company.countryCodeId,
              identityStep: company.identityStep,
            }
          : null,
        hasDeclinedDocuments: user.hasDeclinedDocuments,
        connectPay: {
          migrationPopUp: lemonway.balance > 0,
          displayRepaymentAccountDetailsPopup: runningLoan,
          forceAcceptTermsAndConditionsPopup: mustAcceptTerms(user.termsAcceptedVersion),
        },
        // Decision 0040: declined documents stay to be notified until a new upload replaces them; no
        // tag manager and no analytics consent exist, so gtm (load Google Tag Manager) is false.
        notifications: { notifyDeclinedDocuments: user.hasDeclinedDocuments && !user.readonly, gtm: false },
        unreadNotifications: await unreadTotal(db, user.id),
        token: { expiresInSeconds: sessions.secondsLeft(session.accessExpiresAt) },
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
