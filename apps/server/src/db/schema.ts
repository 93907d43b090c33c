import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
  type: text('type', { enum: ['private', 'company'] }).notNull().default('private'),
  role: text('role', { enum: ['investor', 'operator'] }).notNull().default('investor'),
  isDebtor: boolean('is_debtor').notNull().default(false),
  readonly: boolean('readonly').notNull().default(false),
  displayName: text('display_name').notNull().default(''),
  locale: text('locale').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    targetCents: bigint('target_cents', { mode: 'number' }).notNull(),
    /** Until the ledger capability lands this is seeded; afterwards it is the escrow balance. */
    fundedCents: bigint('funded_cents', { mode: 'number' }).notNull().default(0),
    minInvestmentCents: bigint('min_investment_cents', { mode: 'number' }).notNull(),
    maxInvestmentCents: bigint('max_investment_cents', { mode: 'number' }),
    ltvBps: integer('ltv_bps'),
    fundingDeadline: timestamp('funding_deadline', { withTimezone: true }),
    /** Ordering of the public lists: newest opened first. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_published_idx').on(t.status, t.publishedAt),
    check('projects_amounts_check', sql`${t.targetCents} > 0 AND ${t.fundedCents} >= 0 AND ${t.fundedCents} <= ${t.targetCents} AND ${t.minInvestmentCents} > 0`),
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
