import { type Locale, type Statement, toWire } from '@platform/contract';
import { describeTransfer } from '../transactions/transfer-descriptions';
import type { Db } from '../../db/client';
import { renderPdf } from '../documents/pdf-layout';
import { transfersTouching, userWallets } from '../ledger/ledger.history';
import { dateCell, decimalCell, type ExportTable, tableCsv, tableXlsx, textCell } from '../exports/table-export';
import { reportTexts } from './report-texts';
import { type StatementResult, statementOf } from './reports.rules';

interface Period {
  from: string;
  to: string;
}

const COLUMNS = ['date', 'type', 'description', 'reference', 'wallet', 'amount', 'balance'] as const;

/**
 * Reports (issue 15, decision 0036). The account statement reads only the caller's own wallets
 * (looked up by the caller's id), so another user's money can never appear in it.
 */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  async function compute(userId: number, period: Period): Promise<StatementResult> {
    const wallets = await userWallets(db, userId);
    const transfers = await transfersTouching(
      db,
      wallets.map((w) => w.id),
    );
    return statementOf(transfers, wallets, period.from, period.to);
  }

  return {
    async statement(userId: number, period: Period): Promise<Statement> {
      const s = await compute(userId, period);
      return {
        from: period.from,
        to: period.to,
        opening: toWire(s.opening),
        closing: toWire(s.closing),
        totalIn: toWire(s.totalIn),
        totalOut: toWire(s.totalOut),
        heldAtClose: toWire(s.heldAtClose),
        lines: s.lines.map((l) => ({
          date: l.date.toISOString(),
          type: l.type,
          description: l.description,
          reference: l.reference,
          wallet: l.wallet,
          amount: toWire(l.amount),
          balance: toWire(l.balance),
        })),
        generatedAt: now().toISOString(),
      };
    },

    /** Opening and closing rows around the movements; plain decimal amounts; formula-safe text. */
    async csv(userId: number, period: Period, locale: Locale): Promise<string> {
      return csvOf(await compute(userId, period), locale);
    },

    async xlsx(userId: number, period: Period, locale: Locale): Promise<Buffer> {
      return xlsxOf(await compute(userId, period), locale);
    },

    async pdf(userId: number, period: Period, locale: Locale): Promise<Buffer> {
      return pdfOf(await compute(userId, period), period, locale);
    },

    /** For report jobs: the data first, then the file, so progress can be told in between. */
    load: compute,
    async render(s: StatementResult, period: Period, format: 'pdf' | 'csv' | 'xlsx', locale: Locale): Promise<Buffer> {
      if (format === 'csv') return Buffer.from(csvOf(s, locale));
      if (format === 'xlsx') return xlsxOf(s, locale);
      return pdfOf(s, period, locale);
    },

    fileName(period: Period, extension: 'pdf' | 'csv' | 'xlsx'): string {
      return `statement-${period.from}-${period.to}.${extension}`;
    },
  };

  /** Opening and closing rows around the movements: the one table both files write. */
  function tableOf(s: StatementResult, locale: Locale): ExportTable {
    const l = reportTexts(locale);
    const widths = [18, 18, 36, 22, 12, 14, 14];
    const balanceRow = (label: string, amount: StatementResult['opening']) => [null, textCell(label), null, null, null, null, decimalCell(toWire(amount))];
    return {
      sheet: l.text('reports.pdf.title'),
      columns: COLUMNS.map((c, i) => ({ heading: l.column(c), width: widths[i] })),
      rows: [
        balanceRow(l.text('reports.pdf.opening'), s.opening),
        ...s.lines.map((line) => [
          dateCell(line.date),
          textCell(l.type(line.type)),
          textCell(describeTransfer(line.description, locale)),
          textCell(line.reference),
          textCell(line.wallet),
          decimalCell(toWire(line.amount)),
          decimalCell(toWire(line.balance)),
        ]),
        balanceRow(l.text('reports.pdf.closing'), s.closing),
      ],
    };
  }

  function csvOf(s: StatementResult, locale: Locale): string {
    return tableCsv(tableOf(s, locale));
  }

  function xlsxOf(s: StatementResult, locale: Locale): Buffer {
    return tableXlsx(tableOf(s, locale));
  }

  function pdfOf(s: StatementResult, period: Period, locale: Locale): Promise<Buffer> {
    const l = reportTexts(locale);
    const at = now();
    return renderPdf({
      title: l.text('reports.pdf.title'),
      subtitle: l.text('reports.pdf.period', {
        from: period.from,
        to: period.to,
      }),
      locale,
      blocks: [
        {
          kind: 'facts',
          rows: [
            [l.text('reports.pdf.opening'), l.money(s.opening)],
            [l.text('reports.pdf.in'), l.money(s.totalIn)],
            [l.text('reports.pdf.out'), l.money(s.totalOut)],
            [l.text('reports.pdf.closing'), l.money(s.closing)],
            [l.text('reports.pdf.held'), l.money(s.heldAtClose)],
          ],
        },
        { kind: 'heading', text: l.text('reports.pdf.movements') },
        s.lines.length === 0
          ? { kind: 'paragraph', text: l.text('reports.pdf.no_movements') }
          : {
              kind: 'table',
              columns: [
                { header: l.column('date'), width: 2.2 },
                { header: l.column('type'), width: 2 },
                { header: l.column('description'), width: 4 },
                { header: l.column('amount'), width: 1.6, align: 'right' },
                { header: l.column('balance'), width: 1.6, align: 'right' },
              ],
              rows: s.lines.map((line) => [
                l.dateTime(line.date),
                l.type(line.type),
                describeTransfer(line.description, locale) ?? '',
                l.money(line.amount),
                l.money(line.balance),
              ]),
            },
        { kind: 'paragraph', text: l.text('reports.pdf.reconciles') },
      ],
      footer: l.text('reports.pdf.footer', {
        date: l.dateTime(at),
      }),
      pageLabel: l.pageLabel,
      keywords: ['statement', period.from, period.to],
      createdAt: at,
    });
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
