import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Cents, DISPLAY_TIME_ZONE, ZERO_CENTS } from '@platform/contract';

/** A money column: integer cents in a bigint, typed `Cents` so rows arrive branded and writes must be `Cents` (packages/contract/src/money.ts). */
const money = (name: string) => bigint(name, { mode: 'number' }).$type<Cents>();

export const riskGroups = pgTable('risk_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

export const investmentTypes = pgTable('investment_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  isGreen: boolean('is_green').notNull().default(false),
  /** Title per locale: {en, lt, pl, lv, bg, pt} */
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  type: text('type', { enum: ['private', 'company'] })
    .notNull()
    .default('private'),
  role: text('role', { enum: ['investor', 'operator'] })
    .notNull()
    .default('investor'),
  isDebtor: boolean('is_debtor').notNull().default(false),
  /** Debtors only: the extended onboarding flow (own questionnaire, manual KYC), set per debtor by an operator. */
  extendedDebtorFlow: boolean('extended_debtor_flow').notNull().default(false),
  /** Debtors only: an operator's override of the manual identity step, and the step it replaced (restored later). */
  debtorIdentityStep: text('debtor_identity_step'),
  debtorPreviousIdentityStep: text('debtor_previous_identity_step'),
  /** The version of the terms and conditions the user last accepted (decision 0045); below the current one forces the accept modal. */
  termsAcceptedVersion: integer('terms_accepted_version'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The confirmed mobile phone number (E.164), set when an SMS code confirms it (decision 0048). */
  phone: text('phone'),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  readonly: boolean('readonly').notNull().default(false),
  displayName: text('display_name').notNull().default(''),
  locale: text('locale').notNull().default('en'),
  /** Company users only. */
  companyName: text('company_name'),
  companyRegistrationNumber: text('company_registration_number'),
  isRepresentative: boolean('is_representative').notNull().default(false),
  isDirector: boolean('is_director').notNull().default(false),
  isSubsidiary: boolean('is_subsidiary').notNull().default(false),
  isUbo: boolean('is_ubo').notNull().default(false),
  registrationStep: text('registration_step').notNull().default('questionnaire'),
  verificationStep: text('verification_step').notNull().default('identify'),
  questionsAnswered: boolean('questions_answered').notNull().default(false),
  /** TOTP secret, encrypted with a key derived from SESSION_SECRET (AES-256-GCM). */
  totpSecretEnc: text('totp_secret_enc'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** Secret offered during set-up, until the first code confirms it. */
  totpPendingSecretEnc: text('totp_pending_secret_enc'),
  /** RFC 6238 time step of the last TOTP code accepted: a code is accepted once (decision 0022). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Identity verification at the KYC provider: none, pending, approved, declined, review. */
  identifyStatus: text('identify_status').notNull().default('none'),
  identityRejectedReason: text('identity_rejected_reason'),
  /** Set by an operator when documents expired or need renewing. */
  shouldReidentify: boolean('should_reidentify').notNull().default(false),
  hasDeclinedDocuments: boolean('has_declined_documents').notNull().default(false),
  /** ECSP: none, requested, approved, declined. */
  sophisticatedStatus: text('sophisticated_status').notNull().default('none'),
  /** Which payment provider holds this user's wallet: connectPay (default) or the legacy lemonway. */
  paymentSource: text('payment_source', { enum: ['connectPay', 'lemonway'] })
    .notNull()
    .default('connectPay'),
  /** Set when this account was merged into another (the verified one); the account is closed. */
  mergedIntoUserId: integer('merged_into_user_id'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per login. `state` pending_two_step until the second factor succeeds. A session is a
 * family of rotating refresh tokens; reuse of a spent one revokes the session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending_two_step', 'active'] }).notNull(),
    /** Operator who started this session as the user (log in as another user). */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** Security and operator actions, append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    subjectUserId: integer('subject_user_id').references(() => users.id),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt)],
);

/** Emails to send: written in the same transaction as what caused them, sent by the outbox worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_unsent_idx').on(t.sentAt, t.id)],
);

/** Fixed-window counters shared by all instances (login, two-step, reset and register limits). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/**
 * Browsers where a user has logged in fully (second factor included): the `known_device` cookie's
 * token, stored as an HMAC. A known device is not slowed down by other people's failed attempts
 * at the account (decision 0022). One browser keeps one token for every account it logs into.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);

/**
 * Growing delay per account (login) or per user (two-step codes): attempts since the last success,
 * and when the last one came. Refused attempts do not count, so nobody can stretch the wait past
 * its cap (decision 0022).
 */
export const attemptBackoff = pgTable('attempt_backoff', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    slug: text('slug').notNull().unique(),
    status: text('status').notNull(),
    investmentTypeId: integer('investment_type_id')
      .notNull()
      .references(() => investmentTypes.id),
    riskGroupId: integer('risk_group_id')
      .notNull()
      .references(() => riskGroups.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    ownerName: text('owner_name').notNull(),
    interestRateBps: integer('interest_rate_bps').notNull(),
    termMonths: integer('term_months').notNull(),
    repaymentMethod: text('repayment_method').notNull(),
    targetCents: money('target_cents').notNull(),
    /** Until the ledger capability lands this is seeded; afterwards it is the escrow balance. */
    fundedCents: money('funded_cents').notNull().default(ZERO_CENTS),
    minInvestmentCents: money('min_investment_cents').notNull(),
    maxInvestmentCents: money('max_investment_cents'),
    ltvBps: integer('ltv_bps'),
    fundingDeadline: timestamp('funding_deadline', { withTimezone: true }),
    /** At the funding deadline an unfunded project is cancelled (every investment refunded) or closed as funded with what it raised. */
    unfundedPolicy: text('unfunded_policy').notNull().default('cancel'),
    /** Late interest on overdue installments, per year, in basis points. */
    lateInterestRateBps: integer('late_interest_rate_bps').notNull().default(0),
    /** Days overdue after which a DELAYED loan becomes DEFAULTED. */
    defaultAfterDays: integer('default_after_days').notNull().default(90),
    collateral: text('collateral'),
    propertyClass: text('property_class'),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    /** Ordering of the public lists: newest opened first. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_published_idx').on(t.status, t.publishedAt),
    check(
      'projects_amounts_check',
      sql`${t.targetCents} > 0 AND ${t.fundedCents} >= 0 AND ${t.fundedCents} <= ${t.targetCents} AND ${t.minInvestmentCents} > 0`,
    ),
  ],
);

export const projectTranslations = pgTable(
  'project_translations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    risks: text('risks').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.locale] })],
);

export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex('project_photos_position_idx').on(t.projectId, t.position)],
);

/** Users allowed to see a SECRET project. */
export const projectVisibleUsers = pgTable(
  'project_visible_users',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** Platform switches set by operators (maintenance, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** ECSP entry knowledge test and loss-bearing simulation (Art. 21); kept with its date for re-assessment. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** investor (ECSP questionnaire) or debtor_extended (the extended debtor flow's own questionnaire). */
    kind: text('kind').notNull().default('investor'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    knowledgePassed: boolean('knowledge_passed').notNull(),
    netWorthCents: money('net_worth_cents').notNull(),
    lossCapacityCents: money('loss_capacity_cents').notNull(),
    riskWarningAcknowledgedAt: timestamp('risk_warning_acknowledged_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    reassessAt: timestamp('reassess_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('questionnaire_answers_user_idx').on(t.userId, t.answeredAt)],
);

export const sophisticatedRequests = pgTable('sophisticated_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('requested'),
  decidedByUserId: integer('decided_by_user_id').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One identity check at the KYC provider. */
export const kycSessions = pgTable(
  'kyc_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('kyc_sessions_user_idx').on(t.userId)],
);

/** Provider webhook ids already applied: a replayed webhook changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Files users upload (identity documents, proof of address, ...), stored behind the storage interface. */
export const userFiles = pgTable(
  'user_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileType: text('file_type').notNull(),
    fileSide: text('file_side'),
    /** Company users: the company person this identity document belongs to. */
    personId: integer('person_id').references((): AnyPgColumn => companyPersons.id),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** uploaded, approved, declined */
    reviewStatus: text('review_status').notNull().default('uploaded'),
    declineReason: text('decline_reason'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('user_files_user_idx').on(t.userId, t.deletedAt)],
);

/** An operator's request for specific fields and documents (manual KYC). */
export const manualKycRequests = pgTable(
  'manual_kyc_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<string[]>().notNull(),
    documents: jsonb('documents').$type<string[]>().notNull(),
    note: text('note'),
    /** open, answered, closed */
    status: text('status').notNull().default('open'),
    answers: jsonb('answers').$type<Record<string, string>>(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('manual_kyc_requests_user_idx').on(t.userId, t.status)],
);

/** Company users: what the company does and where (spec section 3, user data `company`). */
export const companyDetails = pgTable('company_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessActivityIndustry: text('business_activity_industry'),
  businessActivitySubIndustry: text('business_activity_sub_industry'),
  governmentalLicenseIsLicensed: boolean('governmental_license_is_licensed'),
  countryId: integer('country_id').references(() => countries.id),
  /** Company identity step: persons, documents, review, completed. */
  identityStep: text('identity_step').notNull().default('persons'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The people behind a company account: directors, representatives and ultimate beneficial owners. */
export const companyPersons = pgTable(
  'company_persons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date').notNull(),
    nationality: text('nationality').notNull(),
    isDirector: boolean('is_director').notNull().default(false),
    isRepresentative: boolean('is_representative').notNull().default(false),
    isUbo: boolean('is_ubo').notNull().default(false),
    /** Share of ownership in basis points (UBOs hold at least 25 %). */
    ownershipBps: integer('ownership_bps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('company_persons_user_idx').on(t.userId, t.deletedAt)],
);

// ---------------------------------------------------------------------------------------------
// Money. Only modules/ledger writes ledger_accounts and ledger_transfers (see ledger.service.ts).
// ---------------------------------------------------------------------------------------------

/**
 * One account per (owner, purpose), TigerBeetle style: the four running totals change only
 * together with an inserted transfer, in the same transaction. Wallets and escrows carry the
 * flag that their debits (posted and pending) never exceed their posted credits: the database
 * CHECK below makes an overdraft impossible, whatever the code above it does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stable unique name: wallet:connectPay:user:12, escrow:project:3, clearing:connectPay, fees, ... */
    code: text('code').notNull().unique(),
    /** wallet, escrow, loan, clearing, fee_income, bonus_expense, adjustments */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    projectId: integer('project_id').references(() => projects.id),
    /** connectPay or lemonway for wallets and clearing accounts. */
    provider: text('provider'),
    currency: text('currency').notNull().default('EUR'),
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull().default(false),
    debitsPosted: money('debits_posted').notNull().default(ZERO_CENTS),
    creditsPosted: money('credits_posted').notNull().default(ZERO_CENTS),
    debitsPending: money('debits_pending').notNull().default(ZERO_CENTS),
    creditsPending: money('credits_pending').notNull().default(ZERO_CENTS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_totals_check', sql`${t.debitsPosted} >= 0 AND ${t.creditsPosted} >= 0 AND ${t.debitsPending} >= 0 AND ${t.creditsPending} >= 0`),
    check('ledger_accounts_no_overdraft', sql`NOT ${t.debitsMustNotExceedCredits} OR ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`),
  ],
);

/**
 * Immutable transfers (a trigger refuses UPDATE and DELETE). Two-phase: a `pending` transfer
 * holds money; a later `post_pending` or `void_pending` row names it in pending_id (unique, so a
 * hold is resolved once). A mistake is corrected by a reversing transfer, never an edit.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    /** posted, pending, post_pending, void_pending */
    phase: text('phase').notNull(),
    pendingId: bigint('pending_id', { mode: 'number' }).references((): AnyPgColumn => ledgerTransfers.id),
    /** Business type: deposit, withdrawal, investment, refund, principal, interest, ... */
    code: text('code').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Transfers created together by transferLinked share a batch id. */
    batchId: text('batch_id'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    description: text('description'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    // The portfolio's returns (decision 0032): a wallet's repayments, sales and bonuses summed per Vilnius day from the
    // index alone, in its order (a user's legs are scattered over the whole table, one page each without it). Partial:
    // return legs only. The day is spelled exactly as modules/portfolio/portfolio.ledger.ts spells it.
    index('ledger_transfers_wallet_returns_idx')
      .on(t.creditAccountId, t.code, sql`((${t.createdAt} AT TIME ZONE ${sql.raw(`'${DISPLAY_TIME_ZONE}'`)})::date)`, t.createdAt, t.amount)
      .where(sql`phase IN ('posted', 'post_pending') AND code IN ('principal', 'interest', 'late_interest', 'market_sale', 'bonus', 'fee')`),
    index('ledger_transfers_wallet_fees_idx')
      .on(t.debitAccountId, t.code, t.createdAt, t.amount)
      .where(sql`phase IN ('posted', 'post_pending') AND code = 'fee'`),
    uniqueIndex('ledger_transfers_pending_once_idx').on(t.pendingId),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_phase_check',
      sql`(${t.phase} IN ('posted', 'pending') AND ${t.pendingId} IS NULL) OR (${t.phase} IN ('post_pending', 'void_pending') AND ${t.pendingId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A wallet's return legs summed per (code, Vilnius day): an incrementally maintained aggregate of
 * ledger_transfers for the portfolio (decision 0032). Written only by the database: the trigger
 * wallet_return_days_add (migration 0008) adds every posted return leg that credits a wallet, and
 * every fee that debits one, in the transaction that inserts the transfer (transfers are never
 * updated or deleted, so adding is all it takes); ledgerViolations checks it against the transfers.
 * A user's whole history of returns is a few thousand rows here instead of tens of thousands of legs.
 */
export const walletReturnDays = pgTable(
  'wallet_return_days',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** principal, interest, late_interest, market_sale, bonus, fee (WALLET_RETURN_CODES of modules/ledger/ledger.aggregates.ts) */
    code: text('code').notNull(),
    /** The legs' Vilnius day, as ((created_at AT TIME ZONE 'Europe/Vilnius')::date). */
    day: date('day', { mode: 'string' }).notNull(),
    credited: money('credited').notNull().default(ZERO_CENTS),
    /** Fees only: what was debited from the wallet. */
    debited: money('debited').notNull().default(ZERO_CENTS),
    /** The latest credit of the day (null for a day with fee debits only). */
    lastCreditAt: timestamp('last_credit_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.code, t.day] })],
);

/**
 * HTTP idempotency: the first answer to (user, Idempotency-Key) is stored in the same transaction
 * as the money it moved, and replayed for a repeat (also when the two requests race).
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A user's payment account at a provider: the virtual IBAN deposits arrive at. */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    iban: text('iban').notNull(),
    /** Reference the payer writes on a bank transfer. */
    reference: text('reference').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_accounts_user_provider_idx').on(t.userId, t.provider),
    uniqueIndex('payment_accounts_provider_account_idx').on(t.provider, t.providerAccountId),
    uniqueIndex('payment_accounts_iban_idx').on(t.iban),
  ],
);

/** What the provider reports (incoming transfers, payouts): the connect-pay transaction report. */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** incoming, outgoing */
    direction: text('direction').notNull(),
    amountCents: money('amount_cents').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    details: text('details'),
    status: text('status').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_provider_id_idx').on(t.provider, t.providerTransactionId),
    index('provider_transactions_user_idx').on(t.userId, t.bookedAt),
    check('provider_transactions_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The user's own bank account withdrawals go to (verified through the KYC identity). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId, t.removedAt)],
);

/**
 * A withdrawal: requested (money held as a pending transfer) → approved by an operator →
 * sent to the provider → paid (hold posted) or failed/rejected/cancelled (hold voided).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amountCents: money('amount_cents').notNull(),
    /** requested, approved, sent, paid, rejected, failed, cancelled */
    status: text('status').notNull().default('requested'),
    pendingTransferId: bigint('pending_transfer_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    reason: text('reason'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_user_idx').on(t.userId, t.id),
    check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Short-lived emailed confirmation codes (withdrawals when two-step is off). */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('confirmation_codes_user_idx').on(t.userId, t.purpose)],
);

/** Accounts found to belong to the same person (an operator or the KYC match links them). */
export const duplicateAccounts = pgTable(
  'duplicate_accounts',
  {
    id: serial('id').primaryKey(),
    /** The verified account that stays. */
    verifiedUserId: integer('verified_user_id')
      .notNull()
      .references(() => users.id),
    duplicateUserId: integer('duplicate_user_id')
      .notNull()
      .references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('duplicate_accounts_pair_idx').on(t.verifiedUserId, t.duplicateUserId),
    check('duplicate_accounts_distinct_check', sql`${t.verifiedUserId} <> ${t.duplicateUserId}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Investing and loans (issue 6).
// ---------------------------------------------------------------------------------------------

/**
 * A holding in a project's loan. Created by an investment (manual or automatic); the secondary
 * market later splits a holding into a new row with parent_investment_id. The money of an
 * investment in its reflection period is a pending ledger transfer (wallet → escrow).
 */
export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    parentInvestmentId: integer('parent_investment_id').references((): AnyPgColumn => investments.id),
    amountCents: money('amount_cents').notNull(),
    /** Principal still owed to this holder (amount until disbursement, then minus repaid principal). */
    outstandingPrincipalCents: money('outstanding_principal_cents').notNull(),
    /** reflection, active, revoked, refunded, repaid, sold, written_off */
    status: text('status').notNull(),
    /** manual or auto */
    source: text('source').notNull().default('manual'),
    pendingTransferId: bigint('pending_transfer_id', { mode: 'number' }),
    reflectionEndsAt: timestamp('reflection_ends_at', { withTimezone: true }),
    /** ECSP: the investor acknowledged the warning for an amount above max(EUR 1,000, 5 % of net worth). */
    largeAmountAcknowledged: boolean('large_amount_acknowledged').notNull().default(false),
    /** Version of the key investment information sheet shown before confirming. */
    kiisVersion: integer('kiis_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Automatic investments (decision 0035): the strategy that made it and the mandate it was made under. */
    strategyId: integer('strategy_id'),
    mandateId: integer('mandate_id'),
  },
  (t) => [
    index('investments_project_idx').on(t.projectId, t.status),
    index('investments_user_idx').on(t.userId, t.id),
    // The portfolio (decision 0032): everything it sums of a user's holdings, read from the index alone. A user's holdings
    // are spread over the whole table (one page each at a platform's scale); this reads a few pages instead of thousands.
    index('investments_user_portfolio_idx').on(t.userId, t.status, t.id, t.projectId, t.amountCents, t.outstandingPrincipalCents, t.createdAt),
    check('investments_amount_check', sql`${t.amountCents} > 0 AND ${t.outstandingPrincipalCents} >= 0 AND ${t.outstandingPrincipalCents} <= ${t.amountCents}`),
  ],
);

/** The borrower's repayment schedule of a disbursed loan. */
export const projectScheduleItems = pgTable(
  'project_schedule_items',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    installment: integer('installment').notNull(),
    dueDate: text('due_date').notNull(),
    principalCents: money('principal_cents').notNull(),
    interestCents: money('interest_cents').notNull(),
    paidPrincipalCents: money('paid_principal_cents').notNull().default(ZERO_CENTS),
    paidInterestCents: money('paid_interest_cents').notNull().default(ZERO_CENTS),
    paidLateInterestCents: money('paid_late_interest_cents').notNull().default(ZERO_CENTS),
    /** scheduled, partial, paid, overdue */
    status: text('status').notNull().default('scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('project_schedule_items_idx').on(t.projectId, t.installment)],
);

/** Each holding's own schedule: the project's installments split to the cent (largest remainder). */
export const investmentScheduleItems = pgTable(
  'investment_schedule_items',
  {
    id: serial('id').primaryKey(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id),
    installment: integer('installment').notNull(),
    dueDate: text('due_date').notNull(),
    principalCents: money('principal_cents').notNull(),
    interestCents: money('interest_cents').notNull(),
    paidPrincipalCents: money('paid_principal_cents').notNull().default(ZERO_CENTS),
    paidInterestCents: money('paid_interest_cents').notNull().default(ZERO_CENTS),
    paidLateInterestCents: money('paid_late_interest_cents').notNull().default(ZERO_CENTS),
    status: text('status').notNull().default('scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('investment_schedule_items_idx').on(t.investmentId, t.installment)],
);

/** A borrower repayment as received, and how it was split. */
export const repayments = pgTable(
  'repayments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    amountCents: money('amount_cents').notNull(),
    principalCents: money('principal_cents').notNull(),
    interestCents: money('interest_cents').notNull(),
    lateInterestCents: money('late_interest_cents').notNull(),
    /** operator or provider */
    source: text('source').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repayments_project_idx').on(t.projectId, t.id), check('repayments_amount_check', sql`${t.amountCents} > 0`)],
);

/** Project documents: the generated key investment information sheet (versioned) and uploads. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** kiis, agreement, valuation, other */
    kind: text('kind').notNull(),
    locale: text('locale'),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('project_documents_project_idx').on(t.projectId, t.kind, t.version)],
);

/** Investors' questions on a project with the operator's answers; hidden by moderation. */
export const projectComments = pgTable(
  'project_comments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_comments_project_idx').on(t.projectId, t.id)],
);

/** Project updates (kind update) and debtor updates (kind debtor), texts per locale. */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_updates_project_idx').on(t.projectId, t.kind, t.id)],
);

/** Investment notifications (investment_id set) and project notifications (project_id set). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    investmentId: integer('investment_id').references(() => investments.id),
    projectId: integer('project_id').references(() => projects.id),
    /** invested, revoked, funded, disbursed, repayment, delayed, defaulted, cancelled, refunded, update */
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.id)],
);

/** One row per scheduled job run key (in-process runner on PGlite; pg-boss keeps its own on PostgreSQL). */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.name, t.runKey] })],
);

// ---------------------------------------------------------------------------------------------
// Secondary market (issue 13, decision 0034). Only modules/market writes these tables.
// ---------------------------------------------------------------------------------------------

/** A holder's offer of part of a holding's outstanding principal at a premium or discount. */
export const marketListings = pgTable(
  'market_listings',
  {
    id: serial('id').primaryKey(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** Principal still offered (0 once sold out). */
    amountCents: money('amount_cents').notNull(),
    soldCents: money('sold_cents').notNull().default(ZERO_CENTS),
    /** Premium (positive) or discount (negative) on the principal, in basis points. */
    premiumBps: integer('premium_bps').notNull(),
    /** active, sold, cancelled; an active listing past expires_on is expired (read as such, decision 0034). */
    status: text('status').notNull().default('active'),
    /** Vilnius day from which the listing is no longer offered. */
    expiresOn: text('expires_on').notNull(),
    cancelledReason: text('cancelled_reason'),
    cancelledByUserId: integer('cancelled_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_listings_status_idx').on(t.status, t.id),
    index('market_listings_investment_idx').on(t.investmentId, t.status),
    index('market_listings_seller_idx').on(t.sellerUserId, t.id),
    index('market_listings_project_idx').on(t.projectId, t.status),
    check('market_listings_amount_check', sql`${t.amountCents} >= 0 AND ${t.soldCents} >= 0`),
  ],
);

/** One purchase from a listing: the principal that changed hands and the money that moved for it. */
export const marketTrades = pgTable(
  'market_trades',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketListings.id),
    sellerInvestmentId: integer('seller_investment_id')
      .notNull()
      .references(() => investments.id),
    buyerInvestmentId: integer('buyer_investment_id')
      .notNull()
      .references(() => investments.id),
    sellerUserId: integer('seller_user_id')
      .notNull()
      .references(() => users.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    principalCents: money('principal_cents').notNull(),
    /** principal × premium, signed (negative: a discount). */
    premiumCents: money('premium_cents').notNull(),
    accruedInterestCents: money('accrued_interest_cents').notNull(),
    /** What the buyer paid: principal + premium + accrued interest. */
    priceCents: money('price_cents').notNull(),
    /** The platform's fee, paid by the seller. */
    feeCents: money('fee_cents').notNull(),
    premiumBps: integer('premium_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_trades_listing_idx').on(t.listingId),
    index('market_trades_buyer_idx').on(t.buyerUserId, t.id),
    index('market_trades_seller_idx').on(t.sellerUserId, t.id),
    uniqueIndex('market_trades_buyer_investment_idx').on(t.buyerInvestmentId),
    check('market_trades_amounts_check', sql`${t.principalCents} > 0 AND ${t.priceCents} > 0 AND ${t.feeCents} >= 0`),
  ],
);

/** A project whose listings may not be traded until an operator resumes them (a project event others may not have seen). */
export const marketPauses = pgTable('market_pauses', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  reason: text('reason').notNull(),
  pausedByUserId: integer('paused_by_user_id').references(() => users.id),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Automatic investment (issue 14, decision 0035)
// ---------------------------------------------------------------------------------------------

export const autoInvestStrategies = pgTable(
  'auto_invest_strategies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    loanTypes: integer('loan_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    countries: integer('countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    riskGroups: integer('risk_groups')
      .array()
      .notNull()
      .default(sql`'{}'`),
    interestMinBps: integer('interest_min_bps').notNull(),
    interestMaxBps: integer('interest_max_bps').notNull(),
    termMin: integer('term_min').notNull(),
    termMax: integer('term_max').notNull(),
    amountPerProjectCents: money('amount_per_project_cents').notNull(),
    maxShareBps: integer('max_share_bps').notNull(),
    totalCapCents: money('total_cap_cents'),
    cashToKeepCents: money('cash_to_keep_cents').notNull().default(ZERO_CENTS),
    includeMarket: boolean('include_market').notNull().default(false),
    active: boolean('active').notNull().default(true),
    priority: integer('priority').notNull().default(1),
    largeAmountAcknowledged: boolean('large_amount_acknowledged').notNull().default(false),
    investedCents: money('invested_cents').notNull().default(ZERO_CENTS),
    investmentsCount: integer('investments_count').notNull().default(0),
    /** The fair queue's tag (decision 0035): smallest first; grows by what the strategy is allocated. */
    queueTagCents: money('queue_tag_cents').notNull().default(ZERO_CENTS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted strategies stay for the history of what they invested. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('auto_invest_strategies_queue_idx')
      .on(t.queueTagCents, t.id)
      .where(sql`${t.active} AND ${t.deletedAt} IS NULL`),
    index('auto_invest_strategies_user_idx').on(t.userId),
    check(
      'auto_invest_strategies_ranges_check',
      sql`${t.interestMinBps} <= ${t.interestMaxBps} AND ${t.termMin} <= ${t.termMax} AND ${t.amountPerProjectCents} > 0 AND ${t.maxShareBps} > 0`,
    ),
  ],
);

/** The investor's ECSP Art. 6 mandate (the allowance); one open mandate per investor. */
export const autoInvestMandates = pgTable(
  'auto_invest_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    maxCents: money('max_cents').notNull(),
    spentCents: money('spent_cents').notNull().default(ZERO_CENTS),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Null for a sophisticated investor (no reflection period). */
    reflectionEndsAt: timestamp('reflection_ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** revoked or renewed */
    endReason: text('end_reason'),
    interestMinBps: integer('interest_min_bps'),
    interestMaxBps: integer('interest_max_bps'),
    termMin: integer('term_min'),
    termMax: integer('term_max'),
    riskGroups: integer('risk_groups')
      .array()
      .notNull()
      .default(sql`'{}'`),
    termsVersion: integer('terms_version').notNull(),
  },
  (t) => [
    uniqueIndex('auto_invest_mandates_open_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
    check('auto_invest_mandates_spent_check', sql`${t.spentCents} >= 0 AND ${t.spentCents} <= ${t.maxCents}`),
  ],
);

/** A project as the engine knows it: when it opened and what automatic investors took of it. */
export const autoInvestProjects = pgTable('auto_invest_projects', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  autoFundedCents: money('auto_funded_cents').notNull().default(ZERO_CENTS),
});

/** What each strategy got from a project (summed over runs) or why it was last skipped. */
export const autoInvestOutcomes = pgTable(
  'auto_invest_outcomes',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => autoInvestStrategies.id),
    userId: integer('user_id').notNull(),
    amountCents: money('amount_cents').notNull().default(ZERO_CENTS),
    outcome: text('outcome').notNull(),
    runId: integer('run_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.strategyId] }), index('auto_invest_outcomes_strategy_idx').on(t.strategyId, t.at)],
);

export const autoInvestRuns = pgTable(
  'auto_invest_runs',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    candidates: integer('candidates').notNull().default(0),
    invested: integer('invested').notNull().default(0),
    amountCents: money('amount_cents').notNull().default(ZERO_CENTS),
  },
  (t) => [index('auto_invest_runs_project_idx').on(t.projectId, t.id)],
);

/** The operator's settings: a single row (id 1). */
export const autoInvestSettings = pgTable(
  'auto_invest_settings',
  {
    id: integer('id').primaryKey(),
    shareBps: integer('share_bps').notNull(),
    manualWindowMinutes: integer('manual_window_minutes').notNull(),
    paused: boolean('paused').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  },
  (t) => [check('auto_invest_settings_single_check', sql`${t.id} = 1 AND ${t.shareBps} BETWEEN 0 AND 10000 AND ${t.manualWindowMinutes} >= 0`)],
);

/** Gap-free invoice numbering: one row per series ('F-2026', 'CN-2026'), locked while a number is taken (decision 0037). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_series_number_check', sql`${t.lastNumber} >= 0`)],
);

/** An issued invoice or credit note for the platform's fees. Never edited: a correction is a credit note and a new invoice. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** invoice | credit_note */
    kind: text('kind').notNull(),
    /** One invoice for a calendar month's fees (the aggregated invoice) rather than one per fee. */
    aggregated: boolean('aggregated').notNull().default(false),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** The printed number, e.g. F-2026-000042. */
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The Vilnius calendar month of an aggregated invoice, 'YYYY-MM'. */
    periodMonth: text('period_month'),
    netCents: money('net_cents').notNull(),
    vatCents: money('vat_cents').notNull(),
    totalCents: money('total_cents').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** issued | credited */
    status: text('status').notNull().default('issued'),
    /** A credit note: the invoice it cancels. */
    creditsInvoiceId: integer('credits_invoice_id').references((): AnyPgColumn => invoices.id),
    /** A re-issued invoice: the invoice it replaces. */
    replacesInvoiceId: integer('replaces_invoice_id').references((): AnyPgColumn => invoices.id),
    reason: text('reason'),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('invoices_series_number_idx').on(t.series, t.number),
    uniqueIndex('invoices_code_idx').on(t.code),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    // One credit note per invoice, whatever the application does.
    uniqueIndex('invoices_credits_invoice_idx').on(t.creditsInvoiceId),
    check('invoices_number_check', sql`${t.number} > 0`),
    check('invoices_total_check', sql`${t.totalCents} = ${t.netCents} + ${t.vatCents}`),
  ],
);

/** An invoice's lines: one per fee (the ledger transfer that charged it). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** market_fee, … */
    kind: text('kind').notNull(),
    /** What the fee was for, e.g. the trade and project number. */
    reference: text('reference').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    netCents: money('net_cents').notNull(),
    vatCents: money('vat_cents').notNull(),
    totalCents: money('total_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] }), index('invoice_lines_transfer_idx').on(t.transferId)],
);

/** Which invoice currently bills each fee transfer: a fee is invoiced once (re-issuing moves the pointer). */
export const invoicedFees = pgTable(
  'invoiced_fees',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerTransfers.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
  },
  // billedOneByOne joins on it; re-issuing moves an invoice's fees by it.
  (t) => [index('invoiced_fees_invoice_idx').on(t.invoiceId)],
);

/** Generated agreements, stored once and never changed: the bytes' SHA-256 proves it (decision 0038). */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    /** investment | assignment | loan */
    kind: text('kind').notNull(),
    investmentId: integer('investment_id').references(() => investments.id),
    tradeId: integer('trade_id').references(() => marketTrades.id),
    projectId: integer('project_id').references(() => projects.id),
    /** The template's version, e.g. 'investment/1'. */
    version: text('version').notNull(),
    locale: text('locale').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agreements_investment_idx')
      .on(t.investmentId)
      .where(sql`kind = 'investment'`),
    uniqueIndex('agreements_trade_idx')
      .on(t.tradeId)
      .where(sql`kind = 'assignment'`),
    uniqueIndex('agreements_loan_idx')
      .on(t.projectId)
      .where(sql`kind = 'loan'`),
    check(
      'agreements_subject_check',
      sql`(kind = 'investment' AND investment_id IS NOT NULL) OR (kind = 'assignment' AND trade_id IS NOT NULL) OR (kind = 'loan' AND project_id IS NOT NULL)`,
    ),
  ],
);

/** A report generated in the background: progress while it runs, the file for a while after (decision 0036). */
export const reportJobs = pgTable(
  'report_jobs',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** statement | tax | snapshot */
    kind: text('kind').notNull(),
    /** pdf | csv | xlsx */
    format: text('format').notNull(),
    params: jsonb('params').notNull(),
    locale: text('locale').notNull(),
    /** queued | running | done | failed | expired */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('report_jobs_user_idx').on(t.userId, t.createdAt),
    index('report_jobs_status_idx').on(t.status, t.createdAt),
    check('report_jobs_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

/** Each user's own invite code (decision 0044), made the first time the referral page is opened. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A friend who registered with someone's invite code: at most one referrer per friend (decision 0044). */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id),
    friendUserId: integer('friend_user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /** pending | rewarded | rejected | expired */
    status: text('status').notNull().default('pending'),
    /** Why a referral was rejected or expired (self_referral, duplicate_account, person_rewarded, closed_account, window_passed, operator). */
    reason: text('reason'),
    /** What each side was paid (the programme's amounts when it was rewarded). */
    referrerBonusCents: money('referrer_bonus_cents'),
    friendBonusCents: money('friend_bonus_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerUserId, t.id),
    index('referrals_status_idx').on(t.status, t.id),
    check('referrals_not_self_check', sql`${t.referrerUserId} <> ${t.friendUserId}`),
  ],
);

/** The operator's referral rules: a single row (id 1); absent means the defaults of referral-rules.ts. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    referrerBonusCents: money('referrer_bonus_cents').notNull(),
    friendBonusCents: money('friend_bonus_cents').notNull(),
    /** The friend must have invested at least this much ... */
    minInvestmentCents: money('min_investment_cents').notNull(),
    /** ... within this many days of registering. */
    withinDays: integer('within_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  },
  (t) => [
    check(
      'referral_settings_check',
      sql`${t.id} = 1 AND ${t.referrerBonusCents} >= 0 AND ${t.friendBonusCents} >= 0 AND ${t.minInvestmentCents} >= 0 AND ${t.withinDays} > 0`,
    ),
  ],
);

/** A promotional code made by an operator (decision 0044). Codes are stored upper-case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    bonusCents: money('bonus_cents').notNull(),
    /** Condition: the user invests at least this much (0: no investment needed beyond a verified identity) ... */
    minInvestmentCents: money('min_investment_cents').notNull().default(ZERO_CENTS),
    /** ... within this many days of entering the code. */
    withinDays: integer('within_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Shown as the promo bonus alert while the code is valid. */
    advertised: boolean('advertised').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'promo_codes_check',
      sql`${t.bonusCents} > 0 AND ${t.minInvestmentCents} >= 0 AND ${t.withinDays} > 0 AND ${t.endsAt} > ${t.startsAt} AND (${t.maxUses} IS NULL OR ${t.maxUses} > 0) AND ${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** A user's entered promo code: each code once per user; paid when its condition is met in time. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending | paid | expired | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    bonusCents: money('bonus_cents').notNull(),
    minInvestmentCents: money('min_investment_cents').notNull(),
    /** The condition must be met before this instant. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId),
    index('promo_redemptions_user_idx').on(t.userId, t.id),
    index('promo_redemptions_status_idx').on(t.status, t.id),
  ],
);

/**
 * Operator-scheduled notices (decision 0045): info alerts and modals shown between `startsAt` and `endsAt` to an
 * audience, with their texts in the six locales. The spec's dated alerts and rebrand modal are seeded as past ones.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    /** alert | modal */
    kind: text('kind').notNull(),
    /** info | warning | success */
    tone: text('tone').notNull().default('info'),
    /** everyone | guests | users | investors | debtors */
    audience: text('audience').notNull().default('everyone'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A dismissed notice is remembered in the browser's local storage (spec section 4). */
    dismissible: boolean('dismissible').notNull().default(true),
    /** { [locale]: { title, body } }; en is required, others fall back to en. */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull(),
    /** An https video shown in a modal (the rebrand video). */
    videoUrl: text('video_url'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_window_idx').on(t.endsAt, t.startsAt), check('notices_window_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * A phone number waiting for its SMS code (the spec's "temporary phone number", decision 0048): one
 * open row per user; the code is stored hashed; a resend is allowed from `resendAt`.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.id)],
);
