/**
 * The public statistics page: a guest sees the platform figures, the charts, the ECSP default-rate
 * table and downloads it as CSV; the page works in another language and on a phone.
 */
import { readFile } from 'node:fs/promises';
import { buildPath, type Locale, type StatisticsResponse } from '@platform/contract';
import { STATISTICS_ENDPOINTS } from '@platform/contract/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, problemsExcept, waitForHydration } from './support/browser';
import { decodeHtml, t } from './support/demo';
import { poll, useSuite } from './support/suite';

const suite = useSuite();

const CHART_SVG = '[data-testid="chart-area"] svg.recharts-surface';
const CSV_COLUMNS = ['riskGroup', 'fromMonth', 'toMonth', 'loans', 'defaulted', 'oneYearDefaultRate', 'actualDefaultRate', 'expectedDefaultRate'];
const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '');

async function apiStatistics(page: Page): Promise<StatisticsResponse> {
  return page.evaluate(async (url) => (await (await fetch(url)).json()) as StatisticsResponse, STATISTICS_ENDPOINTS.statistics.path);
}

/** Clicks the CSV link and returns the file's name and lines (without the byte-order mark). */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-default-rates-csv').click()]);
  const text = await readFile((await download.path())!, 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

const csvHeading = (locale: Locale) => CSV_COLUMNS.map((column) => t(locale, `statistics.csv.${column}`)).join(',');

describe('statistics (guest)', () => {
  it('shows the figures, the charts and the default rates, and downloads them as CSV', async () => {
    const { page, problems, close } = await suite.open({ acceptDownloads: true });
    const response = await page.goto('/statistics');
    expect(response?.status()).toBe(200);
    await waitForHydration(page, '[data-testid="statistics-default-rates-csv"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'statistics.title'));

    // The seeded platform has paid-out loans: what the API says is what the page shows.
    const truth = await apiStatistics(page);
    expect(truth.totals.projects).toBeGreaterThan(0);
    const total = (key: string) => page.getByTestId(`statistics-total-${key}`).getByTestId('statistics-total-value').textContent();
    expect(digits(await total('funded_volume'))).toBe(digits(truth.totals.fundedVolume));
    expect(digits(await total('projects'))).toBe(String(truth.totals.projects));
    expect(digits(await total('investors'))).toBe(String(truth.totals.investors));
    expect(digits(await page.getByTestId('statistics-status-repaid').getByTestId('statistics-status-amount').textContent())).toBe(digits(truth.totals.repaid));

    // Four charts replace their placeholders after hydration, each named for assistive technology.
    await poll(() => page.locator(CHART_SVG).count()).toBe(4);
    expect(await page.getByTestId('chart-placeholder').count()).toBe(0);
    const names = await page.locator(`${CHART_SVG} > title`).allTextContents();
    expect(names).toEqual(
      ['statistics.by_month.title', 'statistics.by_loan_type.title', 'statistics.by_country.title', 'statistics.money.title'].map((key) => t('en', key)),
    );
    expect(await page.getByRole('figure', { name: t('en', 'statistics.by_month.title') }).count()).toBe(1);

    // The figures behind a chart open from the keyboard.
    const summary = page.getByTestId('statistics-by-month').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('statistics-by-month-table').isVisible()).toBe(true);
    expect(await page.getByTestId('statistics-by-month-table').locator('tbody tr').count()).toBe(truth.byMonth.length);

    // ECSP Art. 20: one row per risk group, and the same table as a CSV file.
    const rows = page.getByTestId('statistics-default-rate-row');
    expect(await rows.count()).toBe(truth.defaultRates.rows.length);
    expect(await rows.first().getAttribute('data-risk-group')).toBe(truth.defaultRates.rows[0].riskGroup);
    const csv = await downloadCsv(page);
    expect(csv.name).toMatch(/^default-rates-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe(csvHeading('en'));
    // Per risk group one line per 12-month window and one for the whole period (decision 0033).
    expect(csv.lines).toHaveLength(truth.defaultRates.rows.reduce((n, row) => n + row.windows.length + 1, 1));

    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('renders in Lithuanian at /lt/statistika, server HTML and CSV included', async () => {
    const path = buildPath('statistics', 'lt');
    expect(path).toBe('/lt/statistika');
    const plain = await suite.fetch(path);
    expect(plain.status).toBe(200);
    const html = await plain.text();
    expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${t('lt', 'statistics.title')} | ${t('lt', 'brand.name')}`);
    // Without JavaScript the figures and the tables are there; the charts are not drawn yet.
    expect(html).toContain('data-testid="statistics-default-rates-table"');
    expect(html).toContain('data-testid="chart-placeholder"');
    expect(html).not.toContain('recharts-surface');

    const { page, problems, close } = await suite.open({ acceptDownloads: true });
    await page.goto(path);
    await waitForHydration(page, '[data-testid="statistics-default-rates-csv"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('lt', 'statistics.title'));
    expect(await page.getByTestId('statistics-default-rates-csv').textContent()).toBe(t('lt', 'statistics.default_rates.download'));
    await poll(() => page.locator(CHART_SVG).count()).toBe(4);
    const csv = await downloadCsv(page);
    expect(csv.lines[0]).toBe(csvHeading('lt'));
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });

  it('on a phone the charts fit and the page does not scroll sideways', async () => {
    const { page, problems, close } = await suite.open({ viewport: MOBILE });
    await page.goto('/statistics');
    await waitForHydration(page, '[data-testid="statistics-default-rates-csv"]');
    await poll(() => page.locator(CHART_SVG).count()).toBe(4);
    const widest = await page.locator(CHART_SVG).evaluateAll((svgs) => Math.max(...svgs.map((svg) => svg.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(MOBILE.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problemsExcept(problems)).toEqual([]);
    await close();
  });
});
