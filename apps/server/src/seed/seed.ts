import { Readable } from 'node:stream';
import { type Cents, LOCALES, REQUIRED_DOCUMENT_TYPE, TERMS_VERSION, toCents, type PaymentProvider, ZERO_CENTS } from '@platform/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newStorageKey, type FileStorage } from '../modules/files/storage';
import { refreshOnboarding } from '../modules/onboarding/onboarding.service';
import { seedMoneyMerge } from './seed-money-merge';
import { seedTermsPending } from './seed-terms';
import { seedMoneyWithdrawals } from './seed-money-withdrawals';
import { seedProjectContent } from './seed-project-content';
import { DEMO_BACKER_EMAILS, demoBackerDepositCents, initialDemoStatus, seedDemoLoans } from './seed-demo-loans';
import { seedDemoMarket } from './seed-demo-market';
import { seedNotifications } from './seed-notifications';
import { seedNotices } from './seed-notices';
import { clearingAccount, transfer, walletAccount } from '../modules/ledger/ledger.service';
import { sandboxAccountOf } from '../modules/payments/adapters';
import { depositLedgerKey } from '../modules/payments/payments.service';
import {
  countries,
  paymentAccounts,
  providerTransactions,
  questionnaireAnswers,
  userFiles,
  investmentTypes,
  projectPhotos,
  projects,
  projectTranslations,
  projectVisibleUsers,
  riskGroups,
  users,
} from '../db/schema';
import { DEMO_COUNTRY_CODES, DEMO_INVESTMENT_TYPES, DEMO_PROJECTS, DEMO_RISK_GROUPS } from './demo-content';

export const DEMO_PASSWORD = 'Demo-invest-2026';

export const DEMO_ACCOUNTS = [
  {
    key: 'operator',
    email: 'operator@demo.invest',
    role: 'operator',
    isDebtor: false,
    onboarded: true,
    displayName: 'Olivia Operator',
    note: 'back office operator',
  },
  {
    key: 'investor',
    email: 'investor@demo.invest',
    role: 'investor',
    isDebtor: false,
    onboarded: true,
    displayName: 'Viktoras Investor',
    note: 'verified investor with a balance',
  },
  {
    key: 'fresh',
    email: 'new@demo.invest',
    role: 'investor',
    isDebtor: false,
    onboarded: false,
    displayName: 'Nora Newcomer',
    note: 'fresh investor, onboarding not started',
  },
  {
    key: 'debtor',
    email: 'debtor@demo.invest',
    role: 'investor',
    isDebtor: true,
    onboarded: true,
    displayName: 'UAB Saulės Parkai',
    note: 'debtor (borrower) owning demo projects',
  },
  {
    key: 'lemonway',
    email: 'lemonway@demo.invest',
    role: 'investor',
    isDebtor: false,
    onboarded: true,
    displayName: 'Laura Lemonway',
    note: 'verified investor with a legacy lemonway wallet to migrate',
  },
  {
    key: 'investor2',
    email: 'investor2@demo.invest',
    role: 'investor',
    isDebtor: false,
    onboarded: true,
    displayName: 'Ieva Antroji',
    note: 'second verified investor with a balance',
  },
  {
    key: 'backer1',
    email: DEMO_BACKER_EMAILS[0],
    role: 'investor',
    isDebtor: false,
    onboarded: true,
    displayName: 'Aistė Backer',
    note: 'demo backer holding investments in the demo projects',
  },
  { key: 'backer2', email: DEMO_BACKER_EMAILS[1], role: 'investor', isDebtor: false, onboarded: true, displayName: 'Bruno Backer', note: 'demo backer' },
  { key: 'backer3', email: DEMO_BACKER_EMAILS[2], role: 'investor', isDebtor: false, onboarded: true, displayName: 'Carla Backer', note: 'demo backer' },
  { key: 'backer4', email: DEMO_BACKER_EMAILS[3], role: 'investor', isDebtor: false, onboarded: true, displayName: 'Dainis Backer', note: 'demo backer' },
  { key: 'backer5', email: DEMO_BACKER_EMAILS[4], role: 'investor', isDebtor: false, onboarded: true, displayName: 'Elena Backer', note: 'demo backer' },
] as const;

/** Demo money, deposited through the ledger like a real bank transfer (cents). */
export const DEMO_BALANCES = {
  investorConnectPayCents: toCents(2_500_000),
  lemonwayCents: toCents(345_678),
  investor2ConnectPayCents: toCents(1_500_000),
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Risk groups, loan types and countries: the reference data every installation needs. Idempotent. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(riskGroups)
      .values(DEMO_RISK_GROUPS.map((g) => ({ code: g.code, sortOrder: g.sortOrder })))
      .onConflictDoNothing();
    await tx
      .insert(investmentTypes)
      .values(DEMO_INVESTMENT_TYPES.map((t) => ({ id: t.id, code: t.code, isGreen: t.isGreen, titles: t.titles })))
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(DEMO_COUNTRY_CODES.map((code) => ({ code })))
      .onConflictDoNothing();
  });
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select (select count(*) from projects)::int + (select count(*) from users)::int as n`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0) === 0;
}

/** A one-page PDF standing in for the demo accounts' approved proof of address. */
const DEMO_DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Demo projects and accounts, in one transaction, relative to `now`. Onboarded demo accounts get
 * the facts their state derives from (a passed questionnaire, an approved identity check and an
 * approved proof of address), so every later recomputation agrees with what the seed shows.
 */
export async function seedDemo(db: Db, options: { now?: Date; storage?: FileStorage } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await seedReference(db);
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const createdUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          email: a.email,
          passwordHash,
          role: a.role,
          isDebtor: a.isDebtor,
          // Decision 0046: the demo debtor keeps the extended debtor flow.
          extendedDebtorFlow: a.isDebtor,
          displayName: a.displayName,
          ...(a.onboarded ? { identifyStatus: 'approved' } : {}),
          ...(a.key === 'lemonway' ? { paymentSource: 'lemonway' as const } : {}),
          termsAcceptedVersion: TERMS_VERSION,
          termsAcceptedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (key: (typeof DEMO_ACCOUNTS)[number]['key']) => createdUsers.find((u) => u.email === DEMO_ACCOUNTS.find((a) => a.key === key)!.email)!.id;

    for (const account of DEMO_ACCOUNTS.filter((a) => a.onboarded)) {
      const id = userId(account.key);
      await tx.insert(questionnaireAnswers).values({
        userId: id,
        version: 1,
        answers: { seeded: true },
        knowledgePassed: true,
        netWorthCents: toCents(12_000_000),
        lossCapacityCents: toCents(1_200_000),
        answeredAt: now,
        reassessAt: new Date(now.getTime() + 2 * 365 * DAY_MS),
      });
      const storageKey = newStorageKey();
      if (options.storage) await options.storage.put(storageKey, Readable.from(DEMO_DOCUMENT));
      await tx.insert(userFiles).values({
        userId: id,
        fileType: REQUIRED_DOCUMENT_TYPE,
        originalName: 'proof-of-address.pdf',
        mimeType: 'application/pdf',
        sizeBytes: DEMO_DOCUMENT.length,
        storageKey,
        reviewStatus: 'approved',
      });
      await refreshOnboarding(tx as unknown as Db, id, now);
    }

    await seedDemoMoney(tx as unknown as Db, [
      { userId: userId('investor'), holderName: 'Viktoras Investor', provider: 'connectPay', cents: DEMO_BALANCES.investorConnectPayCents, at: now },
      { userId: userId('lemonway'), holderName: 'Laura Lemonway', provider: 'lemonway', cents: DEMO_BALANCES.lemonwayCents, at: now },
      { userId: userId('investor2'), holderName: 'Ieva Antroji', provider: 'connectPay', cents: DEMO_BALANCES.investor2ConnectPayCents, at: now },
      ...demoBackerDepositCents().map((cents, i) => {
        const backer = DEMO_ACCOUNTS.find((a) => a.email === DEMO_BACKER_EMAILS[i])!;
        return { userId: userId(backer.key), holderName: backer.displayName, provider: 'connectPay' as const, cents, at: now };
      }),
    ]);

    const groups = await tx.select().from(riskGroups);
    const countryRows = await tx.select().from(countries);

    for (const [index, demo] of DEMO_PROJECTS.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({
          number: demo.number,
          slug: demo.slug,
          status: initialDemoStatus(demo),
          investmentTypeId: demo.investmentTypeId,
          riskGroupId: groups.find((g) => g.code === demo.riskGroup)!.id,
          countryId: countryRows.find((c) => c.code === demo.countryCode)!.id,
          ownerUserId: userId('debtor'),
          ownerName: demo.ownerName,
          interestRateBps: demo.interestRateBps,
          termMonths: demo.termMonths,
          repaymentMethod: demo.repaymentMethod,
          targetCents: demo.targetCents,
          // Investments make the funded amount (seed-demo-loans.ts).
          fundedCents: ZERO_CENTS,
          minInvestmentCents: demo.minInvestmentCents,
          maxInvestmentCents: demo.maxInvestmentCents,
          ltvBps: demo.ltvBps,
          fundingDeadline: demo.fundingDeadlineInDays === null ? null : new Date(now.getTime() + demo.fundingDeadlineInDays * DAY_MS),
          // Later entries of the list are older: the list reads newest first.
          publishedAt: new Date(now.getTime() - index * DAY_MS),
        })
        .returning({ id: projects.id });
      await tx.insert(projectTranslations).values(LOCALES.map((locale) => ({ projectId: row.id, locale, ...demo.texts[locale] })));
      if (demo.photos.length > 0) {
        await tx.insert(projectPhotos).values(
          demo.photos.map((photo, position) => ({
            projectId: row.id,
            position,
            url: photo.file,
            thumbnailUrl: photo.thumbFile,
            width: photo.width,
            height: photo.height,
            alt: photo.alt,
          })),
        );
      }
      if (demo.visibleToDemoInvestorOnly) {
        await tx.insert(projectVisibleUsers).values({ projectId: row.id, userId: userId('investor') });
      }
    }
  });
  await seedMoneyMerge(db, { passwordHash });
  await seedTermsPending(db, { passwordHash });
  await seedMoneyWithdrawals(db, { now });
  await seedDemoLoans(db, { now });
  await seedDemoMarket(db, { now });
  await seedProjectContent(db, { now, storage: options.storage });
  await seedNotices(db);
  await seedNotifications(db);
}

/**
 * Starting balances: each one a payment account, a booked incoming bank transfer and the ledger
 * deposit it makes (clearing:<provider> → the user's wallet), exactly what the webhook handler writes.
 */
async function seedDemoMoney(tx: Db, deposits: { userId: number; holderName: string; provider: PaymentProvider; cents: Cents; at: Date }[]): Promise<void> {
  for (const deposit of deposits) {
    const account = sandboxAccountOf(deposit.provider, { id: deposit.userId, holderName: deposit.holderName });
    await tx.insert(paymentAccounts).values({ userId: deposit.userId, provider: deposit.provider, ...account });
    const transactionId = `demo-deposit-${deposit.provider}-${deposit.userId}`;
    const [booked] = await tx
      .insert(providerTransactions)
      .values({
        provider: deposit.provider,
        providerTransactionId: transactionId,
        userId: deposit.userId,
        direction: 'incoming',
        amountCents: deposit.cents,
        counterpartyName: deposit.holderName,
        counterpartyIban: 'LT601010012345678901',
        details: account.reference,
        status: 'booked',
        bookedAt: deposit.at,
      })
      .returning({ id: providerTransactions.id });
    const clearing = await clearingAccount(tx, deposit.provider);
    const wallet = await walletAccount(tx, deposit.userId, deposit.provider);
    await transfer(tx, {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amount: deposit.cents,
      code: 'deposit',
      idempotencyKey: depositLedgerKey(deposit.provider, transactionId),
      referenceType: 'provider_transaction',
      referenceId: booked!.id,
      description: `Bank transfer, reference ${account.reference}`,
    });
  }
}
