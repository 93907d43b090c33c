import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type AgreementList, type DebtorDocuments, calendarDate, isLocale, type Locale, toWire } from '@platform/contract';
import { AGREEMENTS_ENDPOINTS as E, buildUrl } from '@platform/contract/endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Viewer } from '../../http/request-context';
import { renderPdf } from '../documents/pdf-layout';
import { type FileStorage, newStorageKey } from '../files/storage';
import { projectTitles } from '../projects/project-titles';
import {
  type AgreementRow,
  type AgreementSubject,
  findAgreement,
  insertAgreement,
  investmentFacts,
  investmentOwner,
  ownedProjects,
  partyFacts,
  projectFacts,
  projectOwner,
  projectRepayments,
  projectSchedule,
  repaymentById,
  subjectsWithoutAgreement,
  tradeFacts,
  tradeParties,
  userAgreementSubjects,
} from './agreements.repo';
import { assignmentAgreementSpec, investmentAgreementSpec, loanAgreementSpec, TEMPLATE_VERSIONS, textsOf } from './agreements.pdf';
import { debtorScheduleSpec, repaymentConfirmationSpec } from './debtor-documents.pdf';

export interface PdfFile {
  bytes: Buffer;
  fileName: string;
  /** The stored SHA-256 (agreements only). */
  sha256?: string;
}

export type AgreementsLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Operators (not logged in as someone) see every user's documents, as the back office shows users' files. */
const seesAll = (viewer: Viewer) => viewer.role === 'operator' && viewer.impersonatorUserId === null;

const localeOr = (value: string): Locale => (isLocale(value) ? value : 'en');

/**
 * Agreements (issue 15, decision 0038). An agreement is issued once: its PDF is drawn from the facts, stored, and
 * recorded with its SHA-256; every download after that reads the stored bytes and checks them against the hash.
 * Nothing is drawn inside a database transaction, and the only write is one insert … on conflict do nothing, so
 * two first downloads at once end with one row (the loser's file is deleted and the winner's served).
 */
export function createAgreementsService({
  db,
  storage,
  log,
  now = () => new Date(),
}: {
  db: Db;
  storage: FileStorage;
  log: AgreementsLogger;
  now?: () => Date;
}) {
  async function render(subject: AgreementSubject, locale: Locale, issuedAt: Date): Promise<Buffer | null> {
    const l = textsOf(locale);
    if (subject.kind === 'investment') {
      const facts = await investmentFacts(db, subject.id, locale);
      return facts && facts.parentInvestmentId === null ? renderPdf(investmentAgreementSpec(l, facts, issuedAt)) : null;
    }
    if (subject.kind === 'assignment') {
      const facts = await tradeFacts(db, subject.id, locale);
      return facts ? renderPdf(assignmentAgreementSpec(l, facts, issuedAt)) : null;
    }
    const project = await projectFacts(db, subject.id, locale);
    const schedule = project?.disbursedAt ? await projectSchedule(db, project.id) : [];
    if (!project?.disbursedAt || schedule.length === 0) return null;
    const borrower = project.ownerUserId === null ? null : await partyFacts(db, project.ownerUserId);
    return renderPdf(
      loanAgreementSpec(
        l,
        { ...project, disbursedAt: project.disbursedAt },
        borrower,
        schedule.map((i) => ({ installment: i.installment, dueDate: i.dueDate, principal: i.principalCents, interest: i.interestCents })),
        issuedAt,
      ),
    );
  }

  /** The subject's agreement, issued now in `locale` when it has none; null when the subject does not exist (or has no agreement to make). */
  async function issue(subject: AgreementSubject, locale: Locale): Promise<AgreementRow | null> {
    const existing = await findAgreement(db, subject);
    if (existing) return existing;
    const issuedAt = now();
    const bytes = await render(subject, locale, issuedAt);
    if (!bytes) return null;
    const storageKey = newStorageKey();
    const sizeBytes = await storage.put(storageKey, Readable.from([bytes]));
    const row = await insertAgreement(db, {
      kind: subject.kind,
      investmentId: subject.kind === 'investment' ? subject.id : null,
      tradeId: subject.kind === 'assignment' ? subject.id : null,
      projectId: subject.kind === 'loan' ? subject.id : null,
      version: TEMPLATE_VERSIONS[subject.kind],
      locale,
      storageKey,
      sha256: sha256Of(bytes),
      sizeBytes,
      issuedAt,
    });
    if (row) return row;
    // Another download issued it first: theirs is the agreement, this file was never recorded.
    await storage.delete(storageKey);
    return findAgreement(db, subject);
  }

  /** The stored bytes, checked against the recorded hash; a mismatch or a missing file is logged and never served. */
  async function readStored(row: AgreementRow): Promise<Buffer> {
    let bytes: Buffer;
    try {
      bytes = await buffer(await storage.get(row.storageKey));
    } catch (error) {
      log.error({ err: error, agreementId: row.id, storageKey: row.storageKey }, 'agreement file missing');
      throw new AppError('AGREEMENT_UNAVAILABLE', 'The agreement file cannot be read');
    }
    const actual = sha256Of(bytes);
    if (actual !== row.sha256 || bytes.length !== row.sizeBytes) {
      log.error(
        { agreementId: row.id, storageKey: row.storageKey, expected: row.sha256, actual, sizeBytes: bytes.length },
        'agreement file does not match its SHA-256',
      );
      throw new AppError('AGREEMENT_UNAVAILABLE', 'The agreement file does not match its fingerprint');
    }
    return bytes;
  }

  async function download(subject: AgreementSubject, locale: Locale, fileName: string): Promise<PdfFile> {
    const row = await issue(subject, locale);
    if (!row) throw notFound('No such agreement');
    return { bytes: await readStored(row), fileName, sha256: row.sha256 };
  }

  async function ownedProject(viewer: Viewer, projectId: number, locale: Locale) {
    const project = await projectFacts(db, projectId, locale);
    if (!project || (!seesAll(viewer) && project.ownerUserId !== viewer.id)) throw notFound('Project not found');
    return project;
  }

  return {
    async investmentPdf(viewer: Viewer, investmentId: number, locale: Locale): Promise<PdfFile> {
      const owner = await investmentOwner(db, investmentId);
      if (!owner || owner.parentInvestmentId !== null || (!seesAll(viewer) && owner.userId !== viewer.id)) throw notFound('Investment not found');
      return download({ kind: 'investment', id: investmentId }, locale, `investment-agreement-${investmentId}.pdf`);
    },

    async assignmentPdf(viewer: Viewer, tradeId: number, locale: Locale): Promise<PdfFile> {
      const parties = await tradeParties(db, tradeId);
      if (!parties || (!seesAll(viewer) && parties.sellerUserId !== viewer.id && parties.buyerUserId !== viewer.id)) throw notFound('Trade not found');
      return download({ kind: 'assignment', id: tradeId }, locale, `assignment-agreement-${tradeId}.pdf`);
    },

    async loanPdf(viewer: Viewer, projectId: number, locale: Locale): Promise<PdfFile> {
      // Only who owns it and its number: the facts are read when the agreement is first drawn.
      const project = await projectOwner(db, projectId);
      if (!project || (!seesAll(viewer) && project.ownerUserId !== viewer.id)) throw notFound('Project not found');
      return download({ kind: 'loan', id: projectId }, locale, `loan-agreement-${project.number}.pdf`);
    },

    async schedulePdf(viewer: Viewer, projectId: number, locale: Locale): Promise<PdfFile> {
      const project = await ownedProject(viewer, projectId, locale);
      const items = await projectSchedule(db, projectId);
      if (!project.disbursedAt || items.length === 0) throw notFound('The loan has no schedule yet');
      const state = items.map((i) => ({
        installment: i.installment,
        dueDate: i.dueDate,
        principal: i.principalCents,
        interest: i.interestCents,
        paidPrincipal: i.paidPrincipalCents,
        paidInterest: i.paidInterestCents,
        paidLateInterest: i.paidLateInterestCents,
      }));
      const bytes = await renderPdf(debtorScheduleSpec(textsOf(locale), project, state, calendarDate(now())));
      return { bytes, fileName: `payment-schedule-${project.number}.pdf` };
    },

    async confirmationPdf(viewer: Viewer, repaymentId: number, locale: Locale): Promise<PdfFile> {
      const repayment = await repaymentById(db, repaymentId);
      if (!repayment) throw notFound('Repayment not found');
      const project = await ownedProject(viewer, repayment.projectId, locale);
      const bytes = await renderPdf(repaymentConfirmationSpec(textsOf(locale), project, repayment));
      return { bytes, fileName: `payment-confirmation-${repayment.id}.pdf` };
    },

    /** The caller's investment and assignment agreements, issued or not yet (issued at the first download). */
    async list(userId: number, locale: Locale): Promise<AgreementList> {
      const { invested, traded } = await userAgreementSubjects(db, userId);
      const projectIds = [...invested.map((i) => i.projectId), ...traded.map((t) => t.projectId)];
      const titles = await projectTitles(db, projectIds, locale);
      const issued = (a: AgreementRow | null) => ({ issuedAt: a ? a.issuedAt.toISOString() : null, sha256: a?.sha256 ?? null, version: a?.version ?? null });
      const project = (id: number, projectNumber: number) => ({ projectId: id, projectNumber, projectTitle: titles.get(id) ?? '' });
      const rows = [
        ...invested.map((i) => ({
          kind: 'investment' as const,
          subjectId: i.id,
          role: 'investor' as const,
          ...project(i.projectId, i.projectNumber),
          amount: toWire(i.amountCents),
          acceptedAt: i.createdAt.toISOString(),
          ...issued(i.agreement),
          path: buildUrl(E.investmentPdf, { id: i.id }),
        })),
        ...traded.map((t) => ({
          kind: 'assignment' as const,
          subjectId: t.id,
          role: t.sellerUserId === userId ? ('seller' as const) : ('buyer' as const),
          ...project(t.projectId, t.projectNumber),
          amount: toWire(t.principalCents),
          acceptedAt: t.createdAt.toISOString(),
          ...issued(t.agreement),
          path: buildUrl(E.assignmentPdf, { id: t.id }),
        })),
      ];
      rows.sort((a, b) => (a.acceptedAt === b.acceptedAt ? b.subjectId - a.subjectId : a.acceptedAt < b.acceptedAt ? 1 : -1));
      return { agreements: rows };
    },

    /** The borrower's documents of each of its projects: the loan agreement and schedule once disbursed, a confirmation per repayment. */
    async debtorDocuments(userId: number, locale: Locale): Promise<DebtorDocuments> {
      const owned = await ownedProjects(db, userId);
      const ids = owned.map((p) => p.id);
      const [titles, paid] = await Promise.all([projectTitles(db, ids, locale), projectRepayments(db, ids)]);
      return {
        projects: owned.map((p) => ({
          projectId: p.id,
          projectNumber: p.number,
          projectTitle: titles.get(p.id) ?? '',
          loanAgreement: p.disbursedAt
            ? {
                path: buildUrl(E.debtorLoanPdf, { id: p.id }),
                issuedAt: p.loanAgreement?.issuedAt.toISOString() ?? null,
                sha256: p.loanAgreement?.sha256 ?? null,
              }
            : null,
          schedulePath: p.disbursedAt ? buildUrl(E.debtorSchedulePdf, { id: p.id }) : null,
          repayments: paid
            .filter((r) => r.projectId === p.id)
            .reverse()
            .map((r) => ({
              id: r.id,
              receivedAt: r.receivedAt.toISOString(),
              amount: toWire(r.amountCents),
              principal: toWire(r.principalCents),
              interest: toWire(r.interestCents),
              lateInterest: toWire(r.lateInterestCents),
              path: buildUrl(E.debtorRepaymentConfirmation, { id: r.id }),
            })),
        })),
      };
    },

    /**
     * The job: agreements for at most `limit` investments and `limit` trades that have none, each in its investor's
     * (for a trade: its buyer's) stored locale. One that fails is logged and left for the next run.
     */
    async issueMissing(limit = 50): Promise<{ investment: number; assignment: number }> {
      const { invested, traded } = await subjectsWithoutAgreement(db, limit);
      const issued = { investment: 0, assignment: 0 };
      for (const [kind, rows] of [
        ['investment', invested],
        ['assignment', traded],
      ] as const) {
        for (const row of rows) {
          try {
            if (await issue({ kind, id: row.id }, localeOr(row.locale))) issued[kind] += 1;
          } catch (error) {
            log.error({ err: error, kind, subjectId: row.id }, 'agreement could not be issued');
          }
        }
      }
      return issued;
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
