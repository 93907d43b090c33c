import {
  addCents,
  calendarDate,
  generateSchedule,
  PLATFORM_COMPANY,
  type Locale,
  REFLECTION_DAYS,
  reflectionEndsAt,
  type RepaymentMethod,
  subCents,
} from '@platform/contract';
import { documentTexts } from '../documents/document-texts';
import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf-layout';
import { type InvestmentFacts, type PartyFacts, type ProjectFacts, type ScheduleRow, type TradeFacts, totalOf } from './agreements.repo';

/**
 * The agreements' documents (decision 0038): pure functions from the facts to a layout spec (documents/pdf-layout).
 * A template's version goes up whenever what these draw changes; issued agreements keep the bytes they were issued
 * with, so a new version only affects agreements issued after it.
 */
export const TEMPLATE_VERSIONS = { investment: 'investment/1', assignment: 'assignment/1', loan: 'loan/1' } as const;

/** One locale's texts and formats. */
export function textsOf(locale: Locale) {
  const base = documentTexts(locale);
  return { ...base, pdf: (key: string, params: Record<string, string | number> = {}) => base.text(`agreements.pdf.${key}`, params) };
}
export type Texts = ReturnType<typeof textsOf>;

function pageFurniture(l: Texts, footer: string): Pick<PdfDocumentSpec, 'footer' | 'pageLabel' | 'locale'> {
  return { footer, pageLabel: (page, pages) => l.pdf('page', { page, pages }), locale: l.locale };
}

export function partyLine(l: Texts, p: PartyFacts): string {
  const who = p.type === 'company' && p.companyName ? (p.companyCode ? l.pdf('company', { name: p.companyName, code: p.companyCode }) : p.companyName) : p.name;
  return `${who}, ${l.pdf('account', { email: p.email })}`;
}

function borrowerLine(l: Texts, project: ProjectFacts): string {
  return project.ownerCompanyCode ? l.pdf('company', { name: project.ownerName, code: project.ownerCompanyCode }) : project.ownerName;
}

function methodOf(l: Texts, method: string): string {
  return l.text(`project.repayment.${method}`);
}

/** Installments with principal, interest and their total, and a totals row. */
export function scheduleTable(l: Texts, rows: readonly ScheduleRow[]): PdfBlock {
  const total = totalOf(rows);
  return {
    kind: 'table',
    columns: [
      { header: l.pdf('col.installment'), width: 0.8 },
      { header: l.pdf('col.due_date'), width: 2 },
      { header: l.pdf('col.principal'), width: 2, align: 'right' },
      { header: l.pdf('col.interest'), width: 2, align: 'right' },
      { header: l.pdf('col.total'), width: 2, align: 'right' },
    ],
    rows: rows.map((r) => [String(r.installment), l.date(r.dueDate), l.money(r.principal), l.money(r.interest), l.money(addCents(r.principal, r.interest))]),
    totals: [l.pdf('totals'), '', l.money(total.principal), l.money(total.interest), l.money(addCents(total.principal, total.interest))],
  };
}

function loanTerms(l: Texts, project: ProjectFacts): [string, string][] {
  return [
    [l.pdf('project'), l.pdf('project_value', { number: project.number, title: project.title })],
    [l.pdf('rate'), l.rate(project.interestRateBps)],
    [l.pdf('term'), l.pdf('term_months', { count: project.termMonths })],
    [l.pdf('method'), methodOf(l, project.repaymentMethod)],
    [l.pdf('late_rate'), l.rate(project.lateInterestRateBps)],
  ];
}

/** The investment's schedule, or (before disbursement) the one its terms give from the day of the investment. */
function investmentSchedule(l: Texts, facts: InvestmentFacts): PdfBlock[] {
  if (facts.schedule.length > 0) return [scheduleTable(l, facts.schedule)];
  const from = calendarDate(facts.createdAt);
  const lines = generateSchedule({
    principal: facts.amountCents,
    annualRateBps: facts.project.interestRateBps,
    termMonths: facts.project.termMonths,
    method: facts.project.repaymentMethod as RepaymentMethod,
    disbursementDate: from,
  });
  return [{ kind: 'paragraph', text: l.pdf('schedule_indicative', { date: l.date(from) }) }, scheduleTable(l, lines)];
}

export function investmentAgreementSpec(l: Texts, facts: InvestmentFacts, issuedAt: Date): PdfDocumentSpec {
  const { project } = facts;
  // The period the investment was given; one made before it was recorded gets it from the day of the investment.
  const reflectionEnd = facts.reflectionEndsAt ?? (facts.investor.sophisticated ? null : reflectionEndsAt(facts.createdAt));
  const version = TEMPLATE_VERSIONS.investment;
  return {
    title: l.pdf('investment_title'),
    subtitle: l.pdf('subtitle', { number: project.number, title: project.title }),
    blocks: [
      { kind: 'heading', text: l.pdf('parties') },
      {
        kind: 'facts',
        rows: [
          [l.pdf('investor'), partyLine(l, facts.investor)],
          [l.pdf('borrower'), borrowerLine(l, project)],
          [l.pdf('platform'), l.pdf('platform_name', { name: PLATFORM_COMPANY.name, code: PLATFORM_COMPANY.companyCode })],
        ],
      },
      { kind: 'heading', text: l.pdf('terms') },
      { kind: 'facts', rows: [[l.pdf('investment_no'), String(facts.id)], [l.pdf('amount'), l.money(facts.amountCents)], ...loanTerms(l, project)] },
      { kind: 'heading', text: l.pdf('schedule') },
      ...investmentSchedule(l, facts),
      { kind: 'heading', text: l.pdf('risk') },
      { kind: 'paragraph', text: l.text('projectPage.kiis.warning') },
      { kind: 'heading', text: l.pdf('reflection') },
      reflectionEnd
        ? {
            kind: 'paragraph',
            text: `${l.text('projectPage.kiis.reflection', { days: REFLECTION_DAYS })} ${l.pdf('reflection_until', { date: l.dateTime(reflectionEnd), days: REFLECTION_DAYS })}`,
          }
        : { kind: 'paragraph', text: l.pdf('reflection_sophisticated') },
      { kind: 'heading', text: l.pdf('acceptance') },
      { kind: 'paragraph', text: l.pdf('accepted', { date: l.dateTime(facts.createdAt) }) },
      ...(facts.kiisVersion !== null ? [{ kind: 'paragraph' as const, text: l.pdf('kiis_version', { version: facts.kiisVersion }) }] : []),
    ],
    ...pageFurniture(l, l.pdf('issued_footer', { date: l.dateTime(issuedAt), version })),
    keywords: ['agreement', version, `investment:${facts.id}`, `project:${project.number}`],
    createdAt: issuedAt,
  };
}

export function assignmentAgreementSpec(l: Texts, facts: TradeFacts, issuedAt: Date): PdfDocumentSpec {
  const { project } = facts;
  const version = TEMPLATE_VERSIONS.assignment;
  return {
    title: l.pdf('assignment_title'),
    subtitle: l.pdf('subtitle', { number: project.number, title: project.title }),
    blocks: [
      { kind: 'heading', text: l.pdf('parties') },
      {
        kind: 'facts',
        rows: [
          [l.pdf('seller'), partyLine(l, facts.seller)],
          [l.pdf('buyer'), partyLine(l, facts.buyer)],
          [l.pdf('borrower'), borrowerLine(l, project)],
          [l.pdf('platform'), l.pdf('platform_name', { name: PLATFORM_COMPANY.name, code: PLATFORM_COMPANY.companyCode })],
        ],
      },
      { kind: 'heading', text: l.pdf('terms') },
      {
        kind: 'facts',
        rows: [
          [l.pdf('trade_no'), String(facts.id)],
          [l.pdf('trade_date'), l.dateTime(facts.createdAt)],
          [l.pdf('principal'), l.money(facts.principalCents)],
          [l.pdf('premium'), `${l.money(facts.premiumCents)} (${facts.premiumBps < 0 ? '−' : '+'}${l.rate(Math.abs(facts.premiumBps))})`],
          [l.pdf('accrued'), l.money(facts.accruedInterestCents)],
          [l.pdf('price'), l.money(facts.priceCents)],
          [l.pdf('fee'), l.money(facts.feeCents)],
          [l.pdf('seller_receives'), l.money(subCents(facts.priceCents, facts.feeCents))],
          ...loanTerms(l, project),
        ],
      },
      { kind: 'paragraph', text: l.pdf('assignment_body') },
      ...(facts.schedule.length > 0 ? [{ kind: 'heading' as const, text: l.pdf('schedule') }, scheduleTable(l, facts.schedule)] : []),
      { kind: 'heading', text: l.pdf('risk') },
      { kind: 'paragraph', text: l.text('projectPage.kiis.warning') },
      { kind: 'heading', text: l.pdf('acceptance') },
      { kind: 'paragraph', text: l.pdf('assignment_accepted', { date: l.dateTime(facts.createdAt) }) },
    ],
    ...pageFurniture(l, l.pdf('issued_footer', { date: l.dateTime(issuedAt), version })),
    keywords: ['agreement', version, `trade:${facts.id}`, `project:${project.number}`],
    createdAt: issuedAt,
  };
}

export function loanAgreementSpec(
  l: Texts,
  project: ProjectFacts & { disbursedAt: Date },
  borrower: PartyFacts | null,
  schedule: readonly ScheduleRow[],
  issuedAt: Date,
): PdfDocumentSpec {
  const version = TEMPLATE_VERSIONS.loan;
  const loan = totalOf(schedule).principal;
  return {
    title: l.pdf('loan_title'),
    subtitle: l.pdf('subtitle', { number: project.number, title: project.title }),
    blocks: [
      { kind: 'heading', text: l.pdf('parties') },
      {
        kind: 'facts',
        rows: [
          [l.pdf('borrower'), borrower ? `${borrowerLine(l, project)}, ${l.pdf('account', { email: borrower.email })}` : borrowerLine(l, project)],
          [l.pdf('platform'), l.pdf('platform_name', { name: PLATFORM_COMPANY.name, code: PLATFORM_COMPANY.companyCode })],
        ],
      },
      { kind: 'heading', text: l.pdf('terms') },
      {
        kind: 'facts',
        rows: [
          [l.pdf('loan_amount'), l.money(loan)],
          [l.pdf('disbursed'), l.dateTime(project.disbursedAt)],
          ...loanTerms(l, project),
          [l.pdf('default_after'), l.pdf('default_days', { count: project.defaultAfterDays })],
        ],
      },
      { kind: 'paragraph', text: l.pdf('loan_body') },
      { kind: 'heading', text: l.pdf('schedule') },
      scheduleTable(l, schedule),
      { kind: 'heading', text: l.pdf('acceptance') },
      { kind: 'paragraph', text: l.pdf('loan_accepted', { date: l.dateTime(project.disbursedAt) }) },
    ],
    ...pageFurniture(l, l.pdf('issued_footer', { date: l.dateTime(issuedAt), version })),
    keywords: ['agreement', version, `project:${project.number}`],
    createdAt: issuedAt,
  };
}
