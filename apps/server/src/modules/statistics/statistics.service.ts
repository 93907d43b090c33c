import { calendarDate, type Locale, type MoneyInOutResponse, type StatisticsResponse } from '@platform/contract';
import { TRANSLATIONS } from '@platform/contract/i18n/index';
import type { Db } from '../../db/client';
import { neutralizeFormula, toCsv } from '../exports/csv';
import { cachedValue, type WriteCounter } from './statistics.cache';
import { countDefaultWindows, countInvestors, listRiskGroups, readMoneyFlows, readVolumeGroups } from './statistics.repo';
import {
  type DefaultRateCsvColumn,
  defaultRateRows,
  defaultRateTable,
  defaultRateWindow,
  defaultRateWindows,
  monthOf,
  summarizeMoneyFlows,
  summarizeVolume,
} from './statistics.rules';

/** How long computed figures are kept at most (decision 0033). */
export const STATISTICS_TTL_MS = 60_000;
/** After a write, figures at least this old are computed again on the next call. */
export const STATISTICS_REFRESH_AFTER_WRITE_MS = 5_000;
/** Stale figures are served during their refresh only up to this age (when refreshes keep failing, callers get the error). */
export const STATISTICS_MAX_STALE_MS = 600_000;

export interface StatisticsServiceOptions {
  db: Db;
  now?: () => Date;
  /** A counter every write moves (the guests' response cache); without it only the TTL and `invalidate` refresh. */
  changes?: WriteCounter;
  ttlMs?: number;
  refreshAfterWriteMs?: number;
  maxStaleMs?: number;
}

/**
 * The public statistics page (issue 12, decision 0033): platform figures over the disbursed loans,
 * the ECSP default-rate disclosure and money in and out. Each answer is a few GROUP BY queries on
 * one snapshot, kept in process (`cachedValue`, stale-while-revalidate): the page is public and read
 * by every guest, the figures move slowly, and computing them reads every investment (about a
 * second at a million), which no reader should wait for but the first.
 */
export function createStatisticsService({
  db,
  now = () => new Date(),
  changes,
  ttlMs = STATISTICS_TTL_MS,
  refreshAfterWriteMs = STATISTICS_REFRESH_AFTER_WRITE_MS,
  maxStaleMs = STATISTICS_MAX_STALE_MS,
}: StatisticsServiceOptions) {
  const cacheOptions = { ttlMs, refreshAfterWriteMs, maxStaleMs, now, changes };

  // One read-only REPEATABLE READ transaction: every figure comes from the same moment, so the
  // shares add up and the investor count matches the volume even while money moves.
  const statistics = cachedValue(
    () =>
      db.transaction(
        async (tx) => {
          const at = now();
          const period = defaultRateWindow(at);
          const windows = defaultRateWindows(at);
          const groups = await readVolumeGroups(tx);
          const investors = await countInvestors(tx);
          const riskGroups = await listRiskGroups(tx);
          const counts = await countDefaultWindows(tx, windows);
          const answer: StatisticsResponse = {
            generatedAt: at.toISOString(),
            ...summarizeVolume(groups, investors, monthOf(at)),
            defaultRates: { fromMonth: period.fromMonth, toMonth: period.toMonth, rows: defaultRateRows(riskGroups, windows, counts) },
          };
          return answer;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    cacheOptions,
  );

  const moneyInOut = cachedValue(async () => summarizeMoneyFlows(await readMoneyFlows(db), monthOf(now())), cacheOptions);

  return {
    /** Funded volume, projects, investors, averages, repaid/outstanding/late/defaulted with shares, breakdowns, default rates. */
    statistics: (): Promise<StatisticsResponse> => statistics.get(),

    /** Posted deposits (in) and withdrawals (out) per Vilnius month, oldest first, and their totals. */
    moneyInOut: (): Promise<MoneyInOutResponse> => moneyInOut.get(),

    /** The default-rate disclosure as RFC 4180 CSV with translated headings (from the same cached figures): per risk group its windows, then the period. */
    async defaultRatesCsv(locale: Locale): Promise<string> {
      const { defaultRates } = await statistics.get();
      const texts = TRANSLATIONS[locale];
      const heading = (column: DefaultRateCsvColumn) => texts[`statistics.csv.${column}`] ?? column;
      return toCsv(defaultRateTable(defaultRates, heading).map((row) => row.map(neutralizeFormula)));
    },

    /** The CSV's file name: the Vilnius day it was made, as on every export. */
    defaultRatesFileName(): string {
      return `default-rates-${calendarDate(now())}.csv`;
    },

    /** Forgets every kept answer: the next call waits for fresh figures (tests, a bench, an operator change). */
    invalidate(): void {
      statistics.invalidate();
      moneyInOut.invalidate();
    },

    /** Resolves once the refreshes under way (a stale answer was served meanwhile) have finished. */
    async settle(): Promise<void> {
      await Promise.all([statistics.settle(), moneyInOut.settle()]);
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
