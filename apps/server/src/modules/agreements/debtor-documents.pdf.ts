import { addCents, calendarDate, type Cents, itemStatus, type ItemState, subCents, sumCents, zonedMidnight } from '@platform/contract';
import type { PdfDocumentSpec } from '../documents/pdf-layout';
import type { ProjectFacts } from './agreements.repo';
import { type Texts } from './agreements.pdf';

/**
 * The borrower's payment schedule and payment confirmations (decision 0038): not contracts, so drawn on every
 * download and never stored. Each is deterministic: the same data gives the same bytes (the schedule's statuses
 * depend on the day, so its creation date is the start of the day it is drawn for).
 */

export interface RepaymentFacts {
  id: number;
  amountCents: Cents;
  principalCents: Cents;
  interestCents: Cents;
  lateInterestCents: Cents;
  receivedAt: Date;
}

function facts(l: Texts, project: ProjectFacts): [string, string][] {
  return [
    [l.pdf('borrower'), project.ownerName],
    [l.pdf('project'), l.pdf('project_value', { number: project.number, title: project.title })],
    [l.pdf('rate'), l.rate(project.interestRateBps)],
    [l.pdf('term'), l.pdf('term_months', { count: project.termMonths })],
    [l.pdf('method'), l.text(`project.repayment.${project.repaymentMethod}`)],
  ];
}

/** The schedule with what was paid of each installment and its status on `today` (a Vilnius calendar day). */
export function debtorScheduleSpec(l: Texts, project: ProjectFacts, items: readonly ItemState[], today: string): PdfDocumentSpec {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const paidOf = (i: ItemState) => addCents(addCents(i.paidPrincipal, i.paidInterest), i.paidLateInterest);
  const outstanding = subCents(sumCents(items.map((i) => i.principal)), sumCents(items.map((i) => i.paidPrincipal)));
  return {
    title: l.pdf('schedule_title'),
    subtitle: l.pdf('subtitle', { number: project.number, title: project.title }),
    locale: l.locale,
    blocks: [
      {
        kind: 'facts',
        rows: [
          ...facts(l, project),
          ...(project.disbursedAt ? [[l.pdf('disbursed'), l.dateTime(project.disbursedAt)] as [string, string]] : []),
          [l.pdf('outstanding'), l.money(outstanding)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: l.pdf('col.installment'), width: 0.7 },
          { header: l.pdf('col.due_date'), width: 1.8 },
          { header: l.pdf('col.principal'), width: 1.7, align: 'right' },
          { header: l.pdf('col.interest'), width: 1.6, align: 'right' },
          { header: l.pdf('col.total'), width: 1.7, align: 'right' },
          { header: l.pdf('col.paid'), width: 1.7, align: 'right' },
          { header: l.pdf('col.status'), width: 1.8 },
        ],
        rows: items.map((i) => [
          String(i.installment),
          l.date(i.dueDate),
          l.money(i.principal),
          l.money(i.interest),
          l.money(addCents(i.principal, i.interest)),
          l.money(paidOf(i)),
          l.pdf(`status.${itemStatus(i, today)}`),
        ]),
        totals: [
          l.pdf('totals'),
          '',
          l.money(sumCents(items.map((i) => i.principal))),
          l.money(sumCents(items.map((i) => i.interest))),
          l.money(sumCents(items.map((i) => addCents(i.principal, i.interest)))),
          l.money(sumCents(items.map(paidOf))),
          '',
        ],
      },
    ],
    footer: l.pdf('prepared_footer', { date: l.date(today) }),
    pageLabel: (page, pages) => l.pdf('page', { page, pages }),
    keywords: ['schedule', `project:${project.number}`, today],
    createdAt: zonedMidnight(y, m, d),
  };
}

export function repaymentConfirmationSpec(l: Texts, project: ProjectFacts, repayment: RepaymentFacts): PdfDocumentSpec {
  return {
    title: l.pdf('confirmation_title'),
    subtitle: l.pdf('subtitle', { number: project.number, title: project.title }),
    locale: l.locale,
    blocks: [
      {
        kind: 'facts',
        rows: [
          [l.pdf('confirmation_no'), String(repayment.id)],
          [l.pdf('received'), l.dateTime(repayment.receivedAt)],
          [l.pdf('amount_received'), l.money(repayment.amountCents)],
          [l.pdf('col.principal'), l.money(repayment.principalCents)],
          [l.pdf('col.interest'), l.money(repayment.interestCents)],
          [l.pdf('late_interest'), l.money(repayment.lateInterestCents)],
          ...facts(l, project),
        ],
      },
      { kind: 'paragraph', text: l.pdf('confirmation_body') },
      { kind: 'paragraph', text: l.pdf('platform_name') },
    ],
    footer: l.pdf('prepared_footer', { date: l.date(calendarDate(repayment.receivedAt)) }),
    pageLabel: (page, pages) => l.pdf('page', { page, pages }),
    keywords: ['repayment', `project:${project.number}`, `repayment:${repayment.id}`],
    createdAt: repayment.receivedAt,
  };
}
