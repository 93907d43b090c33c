import { EXCLUDED_RISK_GROUP } from '@platform/contract';

/** One entry of the reference data a strategy or a mandate picks from (loan type, country, risk group). */
export interface RefOption {
  id: number;
  title: string;
}

export interface AutoInvestOptions {
  loanTypes: RefOption[];
  countries: RefOption[];
  riskGroups: RefOption[];
}

export const NO_OPTIONS: AutoInvestOptions = { loanTypes: [], countries: [], riskGroups: [] };

/** The risk groups in the API's sort order, with D left out (spec section 5: never offered in a list). */
export function riskGroupOptions(groups: readonly RefOption[]): RefOption[] {
  return groups.filter((g) => g.title !== EXCLUDED_RISK_GROUP).map(({ id, title }) => ({ id, title }));
}

/** The titles of `ids` in the options' order; an id the list does not hold (any more) as "#id". */
export function titlesOf(ids: readonly number[], options: readonly RefOption[]): string[] {
  const known = options.filter((o) => ids.includes(o.id)).map((o) => o.title);
  const unknown = ids.filter((id) => !options.some((o) => o.id === id)).map((id) => `#${id}`);
  return [...known, ...unknown];
}
