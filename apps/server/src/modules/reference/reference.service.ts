import { EXCLUDED_RISK_GROUP, type Locale } from '@platform/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, investmentTypes, riskGroups } from '../../db/schema';

export interface ReferenceData {
  riskGroups: { id: number; code: string; sortOrder: number }[];
  investmentTypes: { id: number; code: string; isGreen: boolean; titles: Record<string, string> }[];
  countries: { id: number; code: string }[];
}

const CACHE_MS = 60_000;

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** Country names come from ICU (CLDR), so every locale has them without a translation table. */
export function countryTitle(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Risk groups in their sort order with D left out (spec section 5). */
export function sortRiskGroupsForList<T extends { code: string; sortOrder: number }>(groups: readonly T[]): T[] {
  return groups.filter((g) => g.code !== EXCLUDED_RISK_GROUP).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Small tables read on almost every request: kept in memory for a minute. */
export function createReferenceService(db: Db) {
  let cached: { at: number; data: ReferenceData } | null = null;

  async function load(): Promise<ReferenceData> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.data;
    const [rg, it, cs] = await Promise.all([
      db.select().from(riskGroups).orderBy(asc(riskGroups.sortOrder)),
      db.select().from(investmentTypes).orderBy(asc(investmentTypes.id)),
      db.select().from(countries).orderBy(asc(countries.code)),
    ]);
    const data = { riskGroups: rg, investmentTypes: it, countries: cs };
    cached = { at: Date.now(), data };
    return data;
  }

  return {
    load,
    invalidate() {
      cached = null;
    },
    async listRiskGroups() {
      const data = await load();
      return sortRiskGroupsForList(data.riskGroups).map((g) => ({ id: g.id, title: g.code }));
    },
    async listInvestmentTypes(locale: Locale) {
      const data = await load();
      return data.investmentTypes.map((t) => ({ id: t.id, code: t.code, title: t.titles[locale] ?? t.titles.en ?? t.code, isGreen: t.isGreen }));
    },
    async listCountries(locale: Locale) {
      const data = await load();
      return data.countries
        .map((c) => ({ id: c.id, code: c.code, title: countryTitle(c.code, locale) }))
        .sort((a, b) => a.title.localeCompare(b.title, locale));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
