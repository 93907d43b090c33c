import { z } from 'zod';
import { localeSchema } from './api';
import { DEBTOR_IDENTITY_STEPS } from './debtor-flow-rules';
import { IDENTIFY_STEP_STATES, IDENTIFY_VERIFICATION_STATES } from './onboarding-rules';

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** Length only here; strength rules are checked by `checkPasswordStrength` (server and client). */
export const passwordSchema = z.string().min(1).max(128);
export const captchaTokenSchema = z.string().min(1).max(4000).optional();

export const companyRegistrationSchema = z.object({
  name: z.string().trim().min(2).max(200),
  registrationNumber: z.string().trim().min(2).max(50),
  isRepresentative: z.boolean(),
  isDirector: z.boolean(),
  isSubsidiary: z.boolean(),
  isUbo: z.boolean(),
});

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    type: z.enum(['private', 'company']),
    locale: localeSchema,
    referralCode: z.string().trim().max(64).optional(),
    promoCode: z.string().trim().max(64).optional(),
    captchaToken: captchaTokenSchema,
    company: companyRegistrationSchema.optional(),
  })
  .refine((b) => b.type === 'private' || b.company !== undefined, { path: ['company'], message: 'required for company accounts' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema, captchaToken: captchaTokenSchema });
export const loginResponseSchema = z.object({ twoStepRequired: z.boolean() });

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const twoStepCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/);
export const verifyTwoStepBodySchema = z.object({ code: twoStepCodeSchema });

export const forgotPasswordBodySchema = z.object({ email: emailSchema, captchaToken: captchaTokenSchema });
export const resetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const checkResetTokenResponseSchema = z.object({ status: z.enum(['SUCCESS', 'INVALID']) });
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });

export const refreshResponseSchema = z.object({ tokenExpiresInSeconds: z.number().int() });
export const jwtParamsSchema = z.object({ jwt: z.string().min(1).max(4000) });

export const twoStepSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export const twoStepEnableBodySchema = z.object({ code: z.string().regex(/^\d{6}$/) });
export const twoStepEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const twoStepDisableBodySchema = z.object({ password: passwordSchema, code: twoStepCodeSchema });

export const changePasswordBodySchema = z.object({ currentPassword: passwordSchema, newPassword: passwordSchema });
export const changeLocaleBodySchema = z.object({ locale: localeSchema });

/**
 * `debtor` of the user data (decision 0046): the per-debtor extended flow setting and, in that flow,
 * the manual identity step (an operator may override it) and the step it replaced.
 */
export const debtorFlowSchema = z.object({
  extendedDebtorFlow: z.boolean(),
  identityStep: z.enum(DEBTOR_IDENTITY_STEPS).nullable(),
  previousIdentityStep: z.enum(DEBTOR_IDENTITY_STEPS).nullable(),
});

/** User data of spec section 3. Fields later capabilities fill hold honest defaults. */
export const userDataSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  type: z.enum(['private', 'company']),
  role: z.enum(['investor', 'operator']),
  locale: localeSchema,
  readonly: z.boolean(),
  hasDuplicateAccounts: z.boolean(),
  activeManualKycId: z.number().int().nullable(),
  isDebtor: z.boolean(),
  jwt: z.string(),
  shouldVerify: z.boolean(),
  shouldReidentify: z.boolean(),
  questionsAnswered: z.boolean(),
  representative: z.boolean(),
  twoStepEnabled: z.boolean(),
  /** Onboarding done: the investing capability reads this. */
  allowedToInvest: z.boolean(),
  identifyStatus: z.enum(['none', 'pending', 'approved', 'declined', 'review']),
  identityRejectedReason: z.string().nullable(),
  impersonatedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  wallet: z.object({
    paymentSource: z.enum(['connectPay', 'lemonway']),
    lemonwayBalance: z.object({ amount: z.string() }),
    /** The connectPay wallet (two-decimal strings): what the balance panel shows. */
    balance: z.object({ amount: z.string(), available: z.string(), reserved: z.string() }),
  }),
  registrationStep: z.object({ current: z.string(), identify: z.enum(IDENTIFY_STEP_STATES) }),
  verificationStep: z.object({ current: z.string(), identifyVerification: z.enum(IDENTIFY_VERIFICATION_STATES).nullable() }),
  debtor: debtorFlowSchema,
  company: z
    .object({
      name: z.string(),
      isDirector: z.boolean(),
      isSubsidiary: z.boolean(),
      isUbo: z.boolean(),
      businessActivityIndustry: z.string().nullable(),
      businessActivitySubIndustry: z.string().nullable(),
      governmentalLicenseIsLicensed: z.boolean().nullable(),
      uboCount: z.number().int(),
      countryCodeId: z.number().int().nullable(),
      identityStep: z.string().nullable(),
    })
    .nullable(),
  hasDeclinedDocuments: z.boolean(),
  connectPay: z.object({
    migrationPopUp: z.boolean(),
    displayRepaymentAccountDetailsPopup: z.boolean(),
    forceAcceptTermsAndConditionsPopup: z.boolean(),
  }),
  notifications: z.object({ notifyDeclinedDocuments: z.boolean(), gtm: z.boolean() }),
  /** Unread investment and project notifications together: the bell of the default layout (decision 0018). */
  unreadNotifications: z.number().int().nonnegative(),
  token: z.object({ expiresInSeconds: z.number().int() }),
});
export type UserData = z.infer<typeof userDataSchema>;

// Back office
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  type: z.enum(['private', 'company']),
  role: z.enum(['investor', 'operator']),
  isDebtor: z.boolean(),
  /** Debtors only (null for everyone else): the debtor flow as the user data shows it (decision 0046). */
  debtor: debtorFlowSchema.nullable(),
  readonly: z.boolean(),
  twoStepEnabled: z.boolean(),
  createdAt: z.string(),
});
export const setExtendedDebtorFlowBodySchema = z.object({ extendedDebtorFlow: z.boolean() });
export const overrideDebtorStepBodySchema = z.object({ step: z.enum(DEBTOR_IDENTITY_STEPS) });
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const userIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const setReadonlyBodySchema = z.object({ readonly: z.boolean() });

export const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const devMailboxResponseSchema = z.object({ emails: z.array(devMailSchema) });

export const registrationStepSchema = z.object({ current: z.string(), identify: z.enum(IDENTIFY_STEP_STATES) });
export const verificationStepSchema = z.object({ current: z.string(), identifyVerification: z.enum(IDENTIFY_VERIFICATION_STATES).nullable() });
