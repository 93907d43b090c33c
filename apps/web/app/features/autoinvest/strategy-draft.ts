import {
  AUTO_MIN_AMOUNT_PER_PROJECT_CENTS,
  bpsToPercentString,
  EXCLUDED_PRESELECTED_LOAN_TYPE_ID,
  fromWire,
  MAX_MONEY_INPUT_CENTS,
  percentStringToBps,
  toWire,
  ZERO_CENTS,
  type Cents,
  type Strategy,
  type StrategyBody,
} from '@platform/contract';
import type { AutoInvestOptions } from './autoinvest-options';

/**
 * A strategy as the form holds it (texts as typed, amounts as cents), and its reading into the
 * API's body with the same checks as the contract's schema, so most mistakes show before a call.
 * The server checks again; its field errors use the same codes (autoinvest.field.*).
 */
export interface StrategyDraft {
  name: string;
  loanTypes: number[];
  countries: number[];
  riskGroups: number[];
  interestMin: string;
  interestMax: string;
  termMin: string;
  termMax: string;
  amountPerProject: Cents | null;
  maxShareOfProject: string;
  totalCap: Cents | null;
  cashToKeep: Cents | null;
  includeMarket: boolean;
  active: boolean;
  priority: string;
}

export type StrategyField = keyof StrategyDraft;
/** Field → error code (a key under autoinvest.field.). */
export type FieldErrors = Partial<Record<string, string>>;

export const NAME_MAX = 60;
export const TERM_MAX_MONTHS = 600;
export const PRIORITY_MAX = 100;

/** "8,5", "8.5 %", "8" → basis points; null unless a percent from 0 to 100 with at most two decimals. */
export function readPercent(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(/%$/, '').replace(',', '.');
  if (normalized === '') return null;
  const bps = percentStringToBps(normalized);
  return bps === null || bps > 10_000 ? null : bps;
}

/** A wire percent as the form shows it first: "8.50" → "8.5", "12.00" → "12". */
export function percentInputText(percent: string): string {
  return percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
}

/** A whole number from `min` to `max` as typed; null otherwise. */
export function readWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * A new strategy: loan type 7 is never preselected (spec section 9), so every other loan type is
 * ticked; any country and risk group; the next priority after the investor's own strategies.
 */
export function newDraft(options: AutoInvestOptions, strategyCount: number): StrategyDraft {
  return {
    name: '',
    loanTypes: options.loanTypes.map((o) => o.id).filter((id) => id !== EXCLUDED_PRESELECTED_LOAN_TYPE_ID),
    countries: [],
    riskGroups: [],
    interestMin: '',
    interestMax: '',
    termMin: '',
    termMax: '',
    amountPerProject: null,
    maxShareOfProject: '20',
    totalCap: null,
    cashToKeep: ZERO_CENTS,
    includeMarket: false,
    active: true,
    priority: String(Math.min(strategyCount + 1, PRIORITY_MAX)),
  };
}

export function draftOf(strategy: Strategy): StrategyDraft {
  return {
    name: strategy.name,
    loanTypes: [...strategy.loanTypes],
    countries: [...strategy.countries],
    riskGroups: [...strategy.riskGroups],
    interestMin: percentInputText(strategy.interestMin),
    interestMax: percentInputText(strategy.interestMax),
    termMin: String(strategy.termMin),
    termMax: String(strategy.termMax),
    amountPerProject: fromWire(strategy.amountPerProject),
    maxShareOfProject: percentInputText(strategy.maxShareOfProject),
    totalCap: strategy.totalCap === null ? null : fromWire(strategy.totalCap),
    cashToKeep: fromWire(strategy.cashToKeep),
    includeMarket: strategy.includeMarket,
    active: strategy.active,
    priority: String(strategy.priority),
  };
}

export type StrategyFields = Omit<StrategyBody, 'acknowledgeLargeAmount'>;

const tooLarge = (cents: Cents) => cents > MAX_MONEY_INPUT_CENTS;

/**
 * The body for create, update and backtest, or the errors by field. The backtest needs no name
 * (`requireName: false`; its body then leaves an empty name out).
 */
export function readDraft(draft: StrategyDraft, { requireName = true } = {}): { body: StrategyFields | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (requireName && name === '') errors.name = 'required';
  else if (name.length > NAME_MAX) errors.name = 'name';

  const interestMin = readPercent(draft.interestMin);
  const interestMax = readPercent(draft.interestMax);
  if (interestMin === null) errors.interestMin = draft.interestMin.trim() === '' ? 'required' : 'percent';
  if (interestMax === null) errors.interestMax = draft.interestMax.trim() === '' ? 'required' : 'percent';
  if (interestMin !== null && interestMax !== null && interestMin > interestMax) errors.interestMax = 'min_above_max';

  const termMin = readWhole(draft.termMin, 1, TERM_MAX_MONTHS);
  const termMax = readWhole(draft.termMax, 1, TERM_MAX_MONTHS);
  if (termMin === null) errors.termMin = draft.termMin.trim() === '' ? 'required' : 'months';
  if (termMax === null) errors.termMax = draft.termMax.trim() === '' ? 'required' : 'months';
  if (termMin !== null && termMax !== null && termMin > termMax) errors.termMax = 'min_above_max';

  if (draft.amountPerProject === null) errors.amountPerProject = 'required';
  else if (draft.amountPerProject < AUTO_MIN_AMOUNT_PER_PROJECT_CENTS) errors.amountPerProject = 'below_minimum';
  else if (tooLarge(draft.amountPerProject)) errors.amountPerProject = 'amount';

  const maxShare = readPercent(draft.maxShareOfProject);
  if (maxShare === null) errors.maxShareOfProject = draft.maxShareOfProject.trim() === '' ? 'required' : 'percent';
  else if (maxShare < 1) errors.maxShareOfProject = 'above_zero';

  if (draft.totalCap !== null && draft.totalCap <= 0) errors.totalCap = 'above_zero';
  else if (draft.totalCap !== null && tooLarge(draft.totalCap)) errors.totalCap = 'amount';
  if (draft.cashToKeep !== null && (draft.cashToKeep < 0 || tooLarge(draft.cashToKeep))) errors.cashToKeep = 'amount';

  const priority = readWhole(draft.priority, 1, PRIORITY_MAX);
  if (priority === null) errors.priority = 'priority';

  if (
    Object.keys(errors).length > 0 ||
    interestMin === null ||
    interestMax === null ||
    termMin === null ||
    termMax === null ||
    draft.amountPerProject === null ||
    maxShare === null ||
    priority === null
  ) {
    return { body: null, errors };
  }
  return {
    body: {
      name,
      loanTypes: draft.loanTypes,
      countries: draft.countries,
      riskGroups: draft.riskGroups,
      interestMin: bpsToPercentString(interestMin),
      interestMax: bpsToPercentString(interestMax),
      termMin,
      termMax,
      amountPerProject: toWire(draft.amountPerProject),
      maxShareOfProject: bpsToPercentString(maxShare),
      totalCap: draft.totalCap === null ? null : toWire(draft.totalCap),
      cashToKeep: toWire(draft.cashToKeep ?? ZERO_CENTS),
      includeMarket: draft.includeMarket,
      active: draft.active,
      priority,
    },
    errors,
  };
}
