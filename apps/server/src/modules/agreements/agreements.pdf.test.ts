import { asCents, LOCALES, PLATFORM_COMPANY } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../documents/pdf-layout';
import { pdfPages } from '../documents/pdf-text';
import type { PartyFacts, ProjectFacts, ScheduleRow, TradeFacts } from './agreements.repo';
import { assignmentAgreementSpec, loanAgreementSpec, textsOf } from './agreements.pdf';

/**
 * Decision 0038: the assignment and loan agreements drawn in each of the six locales and read back
 * (the API test reads the investment agreement in six locales and these two in English): each
 * locale's own headings, figures in its money format, the platform named from PLATFORM_COMPANY.
 */

const party = (name: string, over: Partial<PartyFacts> = {}): PartyFacts => ({
  type: 'private',
  name,
  email: `${name.toLowerCase()}@example.com`,
  companyName: null,
  companyCode: null,
  locale: 'en',
  ...over,
});
const project: ProjectFacts = {
  id: 7,
  number: 1042,
  title: 'Saulės parkas – Žalgirio g.',
  ownerUserId: 3,
  ownerName: 'Borrower UAB',
  ownerCompanyCode: '304123456',
  interestRateBps: 1150,
  lateInterestRateBps: 2400,
  defaultAfterDays: 90,
  termMonths: 3,
  repaymentMethod: 'ANNUITY',
  fundedCents: asCents(1_000_000),
  disbursedAt: new Date('2026-03-02T10:00:00Z'),
};
const schedule: ScheduleRow[] = [
  { installment: 1, dueDate: '2026-04-02', principal: asCents(330_000), interest: asCents(9_583) },
  { installment: 2, dueDate: '2026-05-02', principal: asCents(333_000), interest: asCents(6_421) },
  { installment: 3, dueDate: '2026-06-02', principal: asCents(337_000), interest: asCents(3_229) },
];
const trade: TradeFacts = {
  id: 88,
  sellerUserId: 1,
  buyerUserId: 2,
  sellerInvestmentId: 11,
  buyerInvestmentId: 12,
  principalCents: asCents(12_345),
  premiumCents: asCents(-370),
  accruedInterestCents: asCents(57),
  priceCents: asCents(12_032),
  feeCents: asCents(123),
  premiumBps: -300,
  createdAt: new Date('2026-04-10T08:15:00Z'),
  seller: party('Ona'),
  buyer: party('Jonas', { type: 'company', companyName: 'Investicijos UAB', companyCode: '305000111' }),
  project,
  schedule,
};
const issuedAt = new Date('2026-04-10T08:16:00Z');

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('agreements drawn in every locale', () => {
  it.each(LOCALES)('the assignment agreement in %s', async (locale) => {
    const l = textsOf(locale);
    const text = squash((await pdfPages(await renderPdf(assignmentAgreementSpec(l, trade, issuedAt)))).join('\n'));
    for (const expected of [
      l.pdf('assignment_title'),
      l.pdf('seller'),
      l.pdf('buyer'),
      'Investicijos UAB',
      l.money(trade.priceCents),
      l.money(trade.feeCents),
      l.money(asCents(12_032 - 123)),
      PLATFORM_COMPANY.companyCode,
      l.text('projectPage.kiis.warning').slice(0, 40),
    ]) {
      expect(text, `${locale}: ${expected}`).toContain(squash(expected));
    }
  });

  it.each(LOCALES)('the loan agreement in %s', async (locale) => {
    const l = textsOf(locale);
    const text = squash(
      (await pdfPages(await renderPdf(loanAgreementSpec(l, { ...project, disbursedAt: project.disbursedAt! }, party('Borrower'), schedule, issuedAt)))).join(
        '\n',
      ),
    );
    for (const expected of [
      l.pdf('loan_title'),
      l.pdf('loan_amount'),
      l.money(project.fundedCents),
      l.money(schedule[2]!.principal),
      l.pdf('default_days', { count: 90 }),
      'Borrower UAB',
    ]) {
      expect(text, `${locale}: ${expected}`).toContain(squash(expected));
    }
  });
});
