import { type Locale, type TaxReport, TAX_RESIDENCES, toWire, ZERO_CENTS } from '@platform/contract';
import type { Db } from '../../db/client';
import { renderPdf } from '../documents/pdf-layout';
import { decimalCell, type ExportTable, tableCsv, tableXlsx, textCell } from '../exports/table-export';
import { transfersTouching, userWallets } from '../ledger/ledger.history';
import { reportTexts } from './report-texts';
import { holdingsOfUser, tradesOfUser, writeOffsOfUser } from './reports.repo';
import { FIGURES, type TaxFiguresCents, type TaxReportResult, taxReportOf, yearDays } from './tax-report.rules';

export interface TaxReportData {
  year: number;
  result: TaxReportResult;
  generatedAt: Date;
}

const wireFigures = (f: TaxFiguresCents) => Object.fromEntries(FIGURES.map((c) => [c, toWire(f[c])])) as Record<(typeof FIGURES)[number], string>;

/**
 * The annual tax/income report (issue 15, decision 0036): the caller's own wallets, holdings and
 * trades only (every read starts from the caller's id).
 */
export function createTaxReportService(db: Db, now: () => Date = () => new Date()) {
  return {
    async load(userId: number, year: number): Promise<TaxReportData> {
      const wallets = await userWallets(db, userId);
      const [transfers, holdings, trades] = await Promise.all([
        transfersTouching(
          db,
          wallets.map((w) => w.id),
        ),
        holdingsOfUser(db, userId, 'en'),
        tradesOfUser(db, userId),
      ]);
      const writeOffs = await writeOffsOfUser(db, userId, new Map(holdings.map((h) => [h.projectId, h.country])));
      const result = taxReportOf({
        year,
        transfers,
        wallets,
        countryOfHolding: new Map(holdings.map((h) => [String(h.id), h.country])),
        trades: trades.filter((t) => t.sellerUserId === userId),
        writeOffs,
      });
      return { year, result, generatedAt: now() };
    },

    json(data: TaxReportData): TaxReport {
      const r = data.result;
      return {
        year: data.year,
        ...yearDays(data.year),
        rows: r.rows.map((row) => ({
          country: row.country,
          ...wireFigures(row),
        })),
        total: wireFigures(r.total),
        taxWithheld: toWire(ZERO_CENTS),
        reconciliation: {
          salesReceived: toWire(r.reconciliation.salesReceived),
          principalSold: toWire(r.reconciliation.principalSold),
          premiums: toWire(r.reconciliation.premiums),
          saleFees: toWire(r.reconciliation.saleFees),
          feesCharged: toWire(r.reconciliation.feesCharged),
          sales: r.reconciliation.sales,
        },
        generatedAt: data.generatedAt.toISOString(),
      };
    },

    /** One row per country and a total row; plain two-decimal amounts. */
    csv(data: TaxReportData, locale: Locale): Buffer {
      return Buffer.from(tableCsv(tableOf(data, locale)));
    },

    xlsx(data: TaxReportData, locale: Locale): Buffer {
      return tableXlsx(tableOf(data, locale));
    },

    async pdf(data: TaxReportData, locale: Locale): Promise<Buffer> {
      const l = reportTexts(locale);
      const { total, rows, reconciliation: rec } = data.result;
      const days = yearDays(data.year);
      const label = (c: (typeof FIGURES)[number]) => l.text(`reports.pdf.tax.col.${c}`);
      const countryCell = (country: string | null) => (country === null ? l.country(null) : `${l.country(country)} (${country})`);
      return renderPdf({
        title: l.text('reports.pdf.tax.title', { year: String(data.year) }),
        subtitle: l.text('reports.pdf.period', {
          from: days.from,
          to: days.to,
        }),
        locale,
        blocks: [
          {
            kind: 'facts',
            rows: [
              [label('interest'), l.money(total.interest)],
              [label('lateInterest'), l.money(total.lateInterest)],
              [label('interestInSales'), l.money(total.interestInSales)],
              [label('interestIncome'), l.money(total.interestIncome)],
              [label('bonuses'), l.money(total.bonuses)],
              [label('marketGains'), l.money(total.marketGains)],
              [label('marketLosses'), l.money(total.marketLosses)],
              [label('writeOffs'), l.money(total.writeOffs)],
              [label('fees'), l.money(total.fees)],
              [l.text('reports.pdf.tax.withheld'), l.money(ZERO_CENTS)],
            ],
          },
          { kind: 'heading', text: l.text('reports.pdf.tax.by_country') },
          rows.length === 0
            ? { kind: 'paragraph', text: l.text('reports.pdf.tax.nothing') }
            : {
                kind: 'table',
                columns: [
                  { header: l.text('reports.pdf.tax.col.country'), width: 2.4 },
                  {
                    header: label('interestIncome'),
                    width: 1.6,
                    align: 'right',
                  },
                  { header: label('bonuses'), width: 1.4, align: 'right' },
                  { header: label('marketGains'), width: 1.5, align: 'right' },
                  { header: label('marketLosses'), width: 1.5, align: 'right' },
                  { header: label('writeOffs'), width: 1.5, align: 'right' },
                  { header: label('fees'), width: 1.3, align: 'right' },
                ],
                rows: rows.map((r) => [
                  countryCell(r.country),
                  l.money(r.interestIncome),
                  l.money(r.bonuses),
                  l.money(r.marketGains),
                  l.money(r.marketLosses),
                  l.money(r.writeOffs),
                  l.money(r.fees),
                ]),
                totals: [
                  l.text('reports.pdf.tax.total'),
                  l.money(total.interestIncome),
                  l.money(total.bonuses),
                  l.money(total.marketGains),
                  l.money(total.marketLosses),
                  l.money(total.writeOffs),
                  l.money(total.fees),
                ],
              },
          ...(rows.length === 0
            ? []
            : [
                {
                  kind: 'heading' as const,
                  text: l.text('reports.pdf.tax.interest_heading'),
                },
                {
                  kind: 'table' as const,
                  columns: [
                    {
                      header: l.text('reports.pdf.tax.col.country'),
                      width: 2.4,
                    },
                    {
                      header: label('interest'),
                      width: 1.6,
                      align: 'right' as const,
                    },
                    {
                      header: label('lateInterest'),
                      width: 1.6,
                      align: 'right' as const,
                    },
                    {
                      header: label('interestInSales'),
                      width: 1.6,
                      align: 'right' as const,
                    },
                    {
                      header: label('interestIncome'),
                      width: 1.6,
                      align: 'right' as const,
                    },
                  ],
                  rows: rows.map((r) => [
                    countryCell(r.country),
                    l.money(r.interest),
                    l.money(r.lateInterest),
                    l.money(r.interestInSales),
                    l.money(r.interestIncome),
                  ]),
                  totals: [
                    l.text('reports.pdf.tax.total'),
                    l.money(total.interest),
                    l.money(total.lateInterest),
                    l.money(total.interestInSales),
                    l.money(total.interestIncome),
                  ],
                },
              ]),
          { kind: 'heading', text: l.text('reports.pdf.tax.how_heading') },
          { kind: 'paragraph', text: l.text('reports.pdf.tax.how_interest') },
          { kind: 'paragraph', text: l.text('reports.pdf.tax.how_market') },
          { kind: 'paragraph', text: l.text('reports.pdf.tax.how_writeoffs') },
          {
            kind: 'paragraph',
            text: l.text('reports.pdf.tax.reconciles', {
              received: l.money(rec.salesReceived),
              principal: l.money(rec.principalSold),
              accrued: l.money(total.interestInSales),
              premiums: l.money(rec.premiums),
              charged: l.money(rec.feesCharged),
              fees: l.money(total.fees),
              saleFees: l.money(rec.saleFees),
            }),
          },
          { kind: 'heading', text: l.text('reports.pdf.tax.notes_heading') },
          { kind: 'paragraph', text: l.text('reports.pdf.tax.notes_general') },
          ...TAX_RESIDENCES.map((residence) => ({
            kind: 'paragraph' as const,
            text: l.text(`reports.pdf.tax.notes.${residence}`),
          })),
        ],
        footer: l.text('reports.pdf.tax.footer', {
          date: l.dateTime(data.generatedAt),
        }),
        pageLabel: l.pageLabel,
        keywords: ['tax', String(data.year)],
        createdAt: data.generatedAt,
      });
    },

    fileName(year: number, extension: 'pdf' | 'csv' | 'xlsx'): string {
      return `income-report-${year}.${extension}`;
    },
  };
}

/** The files' one table: a row per borrower country, then the total. */
function tableOf(data: TaxReportData, locale: Locale): ExportTable {
  const l = reportTexts(locale);
  const line = (label: string, f: TaxFiguresCents) => [textCell(label), ...FIGURES.map((c) => decimalCell(toWire(f[c])))];
  return {
    sheet: l.text('reports.pdf.tax.sheet', { year: String(data.year) }),
    columns: [
      { heading: l.text('reports.pdf.tax.col.country'), width: 24 },
      ...FIGURES.map((c) => ({ heading: l.text(`reports.pdf.tax.col.${c}`), width: 16 })),
    ],
    rows: [...data.result.rows.map((row) => line(l.country(row.country), row)), line(l.text('reports.pdf.tax.total'), data.result.total)],
  };
}

export type TaxReportService = ReturnType<typeof createTaxReportService>;
