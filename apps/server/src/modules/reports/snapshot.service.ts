import { bpsToPercentString, type Locale, type Snapshot, toWire } from '@platform/contract';
import type { Db } from '../../db/client';
import { renderPdf } from '../documents/pdf-layout';
import { dateCell, decimalCell, type ExportTable, tableCsv, tableXlsx, textCell } from '../exports/table-export';
import { transfersTouching, userWallets } from '../ledger/ledger.history';
import { reportTexts } from './report-texts';
import { holdingsOfUser, loanStatusChanges, tradesOfUser } from './reports.repo';
import { type SnapshotResult, snapshotOf } from './snapshot.rules';

const COLUMNS = ['project', 'title', 'country', 'rate', 'since', 'invested', 'outstanding', 'holding', 'loanStatus'] as const;

export interface SnapshotData {
  date: string;
  result: SnapshotResult;
  generatedAt: Date;
}

/** The portfolio snapshot at the end of a Vilnius day (issue 15, decision 0036): the caller's own holdings only. */
export function createSnapshotService(db: Db, now: () => Date = () => new Date()) {
  return {
    async load(userId: number, date: string, locale: Locale): Promise<SnapshotData> {
      const wallets = await userWallets(db, userId);
      const [transfers, holdings, trades] = await Promise.all([
        transfersTouching(
          db,
          wallets.map((w) => w.id),
        ),
        holdingsOfUser(db, userId, locale),
        tradesOfUser(db, userId),
      ]);
      const statusChanges = await loanStatusChanges(
        db,
        holdings.map((h) => h.projectId),
      );
      return {
        date,
        result: snapshotOf({
          date,
          holdings,
          transfers,
          wallets,
          trades,
          statusChanges,
        }),
        generatedAt: now(),
      };
    },

    json(data: SnapshotData): Snapshot {
      const r = data.result;
      return {
        date: data.date,
        rows: r.lines.map((line) => ({
          investmentId: line.holding.id,
          projectNumber: line.holding.projectNumber,
          projectTitle: line.holding.projectTitle,
          country: line.holding.country,
          interestRate: bpsToPercentString(line.holding.rateBps),
          since: line.since.toISOString(),
          invested: toWire(line.holding.amount),
          outstanding: toWire(line.outstanding),
          holding: line.state,
          loanStatus: line.loanStatus,
        })),
        totals: {
          holdings: r.lines.length,
          projects: r.projects,
          invested: toWire(r.invested),
          outstanding: toWire(r.outstanding),
        },
        generatedAt: data.generatedAt.toISOString(),
      };
    },

    csv(data: SnapshotData, locale: Locale): Buffer {
      return Buffer.from(tableCsv(tableOf(data, locale)));
    },

    xlsx(data: SnapshotData, locale: Locale): Buffer {
      return tableXlsx(tableOf(data, locale));
    },

    async pdf(data: SnapshotData, locale: Locale): Promise<Buffer> {
      const l = reportTexts(locale);
      const r = data.result;
      const col = (c: (typeof COLUMNS)[number]) => l.text(`reports.pdf.snapshot.col.${c}`);
      return renderPdf({
        title: l.text('reports.pdf.snapshot.title'),
        subtitle: l.text('reports.pdf.snapshot.at', { date: data.date }),
        locale,
        blocks: [
          {
            kind: 'facts',
            rows: [
              [l.text('reports.pdf.snapshot.holdings'), String(r.lines.length)],
              [l.text('reports.pdf.snapshot.projects'), String(r.projects)],
              [col('invested'), l.money(r.invested)],
              [col('outstanding'), l.money(r.outstanding)],
            ],
          },
          {
            kind: 'heading',
            text: l.text('reports.pdf.snapshot.holdings_heading'),
          },
          r.lines.length === 0
            ? {
                kind: 'paragraph',
                text: l.text('reports.pdf.snapshot.nothing'),
              }
            : {
                kind: 'table',
                columns: [
                  { header: col('project'), width: 3.6 },
                  { header: col('country'), width: 1 },
                  { header: col('rate'), width: 1.1, align: 'right' },
                  { header: col('invested'), width: 1.6, align: 'right' },
                  { header: col('outstanding'), width: 1.6, align: 'right' },
                  { header: col('loanStatus'), width: 1.8 },
                ],
                rows: r.lines.map((line) => [
                  `#${line.holding.projectNumber} ${line.holding.projectTitle}`,
                  line.holding.country,
                  l.rate(line.holding.rateBps),
                  l.money(line.holding.amount),
                  l.money(line.outstanding),
                  line.state === 'reflection' ? l.text('reports.pdf.snapshot.state.reflection') : l.loanStatus(line.loanStatus),
                ]),
                totals: [l.text('reports.pdf.tax.total'), '', '', l.money(r.invested), l.money(r.outstanding), ''],
              },
          { kind: 'paragraph', text: l.text('reports.pdf.snapshot.explained') },
        ],
        footer: l.text('reports.pdf.snapshot.footer', {
          date: l.dateTime(data.generatedAt),
        }),
        pageLabel: l.pageLabel,
        keywords: ['portfolio', data.date],
        createdAt: data.generatedAt,
      });
    },

    fileName(date: string, extension: 'pdf' | 'csv' | 'xlsx'): string {
      return `portfolio-${date}.${extension}`;
    },
  };
}

const WIDTHS: Record<(typeof COLUMNS)[number], number> = {
  project: 10,
  title: 32,
  country: 8,
  rate: 8,
  since: 18,
  invested: 14,
  outstanding: 14,
  holding: 14,
  loanStatus: 16,
};

/**
 * The files' one table: a row per holding, then the total. The project number is a label (text, not
 * an amount), and "held since" is an instant like every other export's (decision 0039).
 */
function tableOf(data: SnapshotData, locale: Locale): ExportTable {
  const l = reportTexts(locale);
  return {
    sheet: l.text('reports.pdf.snapshot.sheet'),
    columns: COLUMNS.map((c) => ({ heading: l.text(`reports.pdf.snapshot.col.${c}`), width: WIDTHS[c] })),
    rows: [
      ...data.result.lines.map((line) => [
        textCell(line.holding.projectNumber),
        textCell(line.holding.projectTitle),
        textCell(line.holding.country),
        decimalCell(bpsToPercentString(line.holding.rateBps)),
        dateCell(line.since),
        decimalCell(toWire(line.holding.amount)),
        decimalCell(toWire(line.outstanding)),
        textCell(l.text(`reports.pdf.snapshot.state.${line.state}`)),
        textCell(l.loanStatus(line.loanStatus)),
      ]),
      [
        textCell(l.text('reports.pdf.tax.total')),
        null,
        null,
        null,
        null,
        decimalCell(toWire(data.result.invested)),
        decimalCell(toWire(data.result.outstanding)),
        null,
        null,
      ],
    ],
  };
}

export type SnapshotService = ReturnType<typeof createSnapshotService>;
