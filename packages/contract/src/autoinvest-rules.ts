// Zod-free: the strategy form and the backtest chart bundle these rules; the server's engine applies the same ones.
import { calendarDate } from './datetime';
import { addCents, type Cents, maxCents, minCents, mulRatio, subCents, toCents, ZERO_CENTS } from './money';

/**
 * Automatic investment (issue 14, decision 0035): which projects a strategy matches, what the
 * investor's ECSP Art. 6 mandate (the "allowance") still allows, how much of a project automatic
 * investors may take, how much each strategy can take, and the fair allocation of that share among
 * the matching strategies. Pure functions of integer cents, basis points and instants.
 */

/** What happened to a strategy when a project was allocated: 'invested', or why it was skipped. */
export const AUTO_OUTCOMES = ['invested', 'no_match', 'mandate', 'allowance', 'cash_to_keep', 'cap', 'queue', 'other_strategy', 'not_allowed'] as const;
export type AutoOutcome = (typeof AUTO_OUTCOMES)[number];

/** The operator's settings (back office). */
export interface AutoInvestSettings {
  /** Share of a project's target automatic investors may take while the manual window runs (basis points). */
  shareBps: number;
  /** Minutes after a project opens during which the rest is kept for manual investors. */
  manualWindowMinutes: number;
  /** The engine allocates nothing while paused. */
  paused: boolean;
}

export const DEFAULT_AUTO_INVEST_SETTINGS: AutoInvestSettings = { shareBps: 7000, manualWindowMinutes: 60, paused: false };

/** Allocations are whole euros (a strategy's amount rounds down to it); what is left below one step stays for manual investors. */
export const AUTO_STEP_CENTS = toCents(100);
/** The smallest amount per project a strategy may ask for (the platform's smallest project minimum). */
export const AUTO_MIN_AMOUNT_PER_PROJECT_CENTS = toCents(1000);
export const MAX_STRATEGIES_PER_USER = 20;
/** A mandate runs from 7 days to 2 years. */
export const MANDATE_MIN_DAYS = 7;
export const MANDATE_MAX_DAYS = 730;
/** The version of the mandate terms the form shows; a grant must name it. */
export const MANDATE_TERMS_VERSION = 1;
/** Backtest windows, in months. */
export const BACKTEST_MONTHS = [3, 6, 12, 24] as const;

/** The facts of a project a strategy or a mandate looks at. */
export interface AutoProjectFacts {
  investmentTypeId: number;
  countryId: number;
  riskGroupId: number;
  interestRateBps: number;
  termMonths: number;
}

/** A strategy's criteria: an empty list means any; bounds are inclusive. */
export interface StrategyCriteria {
  loanTypes: readonly number[];
  countries: readonly number[];
  riskGroups: readonly number[];
  interestMinBps: number;
  interestMaxBps: number;
  termMin: number;
  termMax: number;
}

export function matchesCriteria(criteria: StrategyCriteria, project: AutoProjectFacts): boolean {
  if (criteria.loanTypes.length > 0 && !criteria.loanTypes.includes(project.investmentTypeId)) return false;
  if (criteria.countries.length > 0 && !criteria.countries.includes(project.countryId)) return false;
  if (criteria.riskGroups.length > 0 && !criteria.riskGroups.includes(project.riskGroupId)) return false;
  if (project.interestRateBps < criteria.interestMinBps || project.interestRateBps > criteria.interestMaxBps) return false;
  return project.termMonths >= criteria.termMin && project.termMonths <= criteria.termMax;
}

/**
 * The parameters of the mandate (ECSP Art. 6(1)): at least two of an interest range, a maturity
 * range and a set of risk categories. A null bound or an empty list is not set.
 */
export interface MandateTerms {
  interestMinBps: number | null;
  interestMaxBps: number | null;
  termMin: number | null;
  termMax: number | null;
  riskGroups: readonly number[];
}

/** How many of the three Art. 6 parameters the mandate sets (it needs two). */
export function mandateParameterCount(terms: MandateTerms): number {
  const set = [terms.interestMinBps !== null || terms.interestMaxBps !== null, terms.termMin !== null || terms.termMax !== null, terms.riskGroups.length > 0];
  return set.filter(Boolean).length;
}

export function withinMandate(terms: MandateTerms, project: AutoProjectFacts): boolean {
  if (terms.interestMinBps !== null && project.interestRateBps < terms.interestMinBps) return false;
  if (terms.interestMaxBps !== null && project.interestRateBps > terms.interestMaxBps) return false;
  if (terms.termMin !== null && project.termMonths < terms.termMin) return false;
  if (terms.termMax !== null && project.termMonths > terms.termMax) return false;
  return terms.riskGroups.length === 0 || terms.riskGroups.includes(project.riskGroupId);
}

export interface MandateState {
  maxCents: Cents;
  spentCents: Cents;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function mandateActive(mandate: MandateState | null, now: Date): boolean {
  return mandate !== null && mandate.revokedAt === null && now.getTime() < mandate.expiresAt.getTime() && mandate.spentCents < mandate.maxCents;
}

/** What the mandate still lets the engine spend now: nothing once revoked or expired. */
export function allowanceBalance(mandate: MandateState | null, now: Date): Cents {
  if (!mandate || mandate.revokedAt !== null || now.getTime() >= mandate.expiresAt.getTime()) return ZERO_CENTS;
  return maxCents(ZERO_CENTS, subCents(mandate.maxCents, mandate.spentCents));
}

const DAY_MS = 86_400_000;

/** Whole days left before the mandate expires, rounded up (0 once expired or revoked). */
export function expireInDays(mandate: Pick<MandateState, 'expiresAt' | 'revokedAt'> | null, now: Date): number {
  if (!mandate || mandate.revokedAt !== null) return 0;
  return Math.max(0, Math.ceil((mandate.expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function mandateExpiresAt(grantedAt: Date, days: number): Date {
  return new Date(grantedAt.getTime() + days * DAY_MS);
}

/**
 * How much automatic investors may still take of a project now: while the manual window runs,
 * their share of the target minus what they took already; after it, whatever is left.
 */
export function autoPoolCents(input: {
  targetCents: Cents;
  fundedCents: Cents;
  autoFundedCents: Cents;
  shareBps: number;
  openedAt: Date;
  manualWindowMinutes: number;
  now: Date;
}): Cents {
  const left = maxCents(ZERO_CENTS, subCents(input.targetCents, input.fundedCents));
  const windowOpen = input.now.getTime() < input.openedAt.getTime() + input.manualWindowMinutes * 60_000;
  if (!windowOpen) return left;
  const share = subCents(mulRatio(input.targetCents, input.shareBps, 10_000, 'floor'), input.autoFundedCents);
  return maxCents(ZERO_CENTS, minCents(left, share));
}

export interface CapacityInput {
  amountPerProjectCents: Cents;
  /** The strategy's largest share of one project, in basis points of its target. */
  maxShareBps: number;
  targetCents: Cents;
  /** The investor's live holdings in this project already (manual or automatic). */
  heldInProjectCents: Cents;
  /** The strategy's total cap (null: none) and what it invested so far. */
  totalCapCents: Cents | null;
  investedTotalCents: Cents;
  /** The project's per-investment maximum (null: none). */
  projectMaxInvestmentCents: Cents | null;
  walletAvailableCents: Cents;
  cashToKeepCents: Cents;
  allowanceCents: Cents;
}

export type CapacityLimit = 'cap' | 'cash_to_keep' | 'allowance';

/**
 * The most this strategy may put into the project now, and which rule limits it most (a strategy
 * whose capacity is below the project minimum is skipped for that reason).
 */
export function strategyCapacity(input: CapacityInput): { capacityCents: Cents; limitedBy: CapacityLimit } {
  const perProject = minCents(input.amountPerProjectCents, mulRatio(input.targetCents, input.maxShareBps, 10_000, 'floor'));
  const limits: [CapacityLimit, Cents][] = [
    ['cap', subCents(perProject, input.heldInProjectCents)],
    ['cap', input.totalCapCents === null ? toCents(Number.MAX_SAFE_INTEGER) : subCents(input.totalCapCents, input.investedTotalCents)],
    ['cap', input.projectMaxInvestmentCents ?? toCents(Number.MAX_SAFE_INTEGER)],
    ['cash_to_keep', subCents(input.walletAvailableCents, input.cashToKeepCents)],
    ['allowance', input.allowanceCents],
  ];
  let best = limits[0]!;
  for (const limit of limits) if (limit[1] < best[1]) best = limit;
  return { capacityCents: maxCents(ZERO_CENTS, best[1]), limitedBy: best[0] };
}

function floorToStep(amount: Cents, step: Cents): Cents {
  return subCents(amount, toCents(amount % step));
}

function ceilToStep(amount: Cents, step: Cents): Cents {
  const rest = amount % step;
  return rest === 0 ? amount : addCents(amount, toCents(step - rest));
}

export interface AllocationCandidate<K> {
  key: K;
  capacityCents: Cents;
}

export interface AllocationInput<K> {
  /** What automatic investors may take now (autoPoolCents). */
  poolCents: Cents;
  /** What is left to fund in the project (the pool never exceeds it). */
  leftCents: Cents;
  minInvestmentCents: Cents;
  stepCents?: Cents;
  /** In fair-queue order: the front goes first. */
  candidates: readonly AllocationCandidate<K>[];
}

export interface Allocation<K> {
  /** Amount per candidate given something, in queue order. */
  amounts: Map<K, Cents>;
  /** Candidates able to take the minimum who got nothing because the pool ran out (oversubscribed). */
  queued: K[];
  /** Candidates whose capacity is below the smallest investment the project accepts. */
  tooSmall: K[];
}

/**
 * The fair allocation of one project's automatic share (decision 0035). Every candidate able to take
 * the minimum gets the same amount, capped by its capacity; what a capped candidate cannot take goes
 * to the others round by round; single steps left over go in queue order. When the pool cannot give
 * everyone the minimum, the front of the queue gets it and the rest waits ('queue'). The last part
 * of a project smaller than its minimum (rounded up to whole steps) goes whole to the first candidate
 * with room for it.
 */
export function allocateFairly<K>(input: AllocationInput<K>): Allocation<K> {
  const step = input.stepCents ?? AUTO_STEP_CENTS;
  const amounts = new Map<K, Cents>();
  const queued: K[] = [];
  const tooSmall: K[] = [];
  const pool = minCents(input.poolCents, input.leftCents);
  // Less than one whole-step minimum: with a minimum in cents (50.50), 50.80 left fits no whole-step
  // amount (51.00 is above it), so it is the tail too, or no strategy would ever take it.
  const tail = input.leftCents < ceilToStep(input.minInvestmentCents, step);

  if (tail) {
    // Less than the minimum is left: one investor may take exactly what is left (as in manual investing).
    let given = false;
    for (const c of input.candidates) {
      if (c.capacityCents < input.leftCents) tooSmall.push(c.key);
      else if (!given && pool === input.leftCents && pool > 0) {
        amounts.set(c.key, pool);
        given = true;
      } else queued.push(c.key);
    }
    return { amounts, queued, tooSmall };
  }

  const unitMin = ceilToStep(input.minInvestmentCents, step);
  const eligible: { key: K; cap: Cents }[] = [];
  for (const c of input.candidates) {
    const cap = floorToStep(c.capacityCents, step);
    if (cap < unitMin) tooSmall.push(c.key);
    else eligible.push({ key: c.key, cap });
  }
  const usable = floorToStep(maxCents(ZERO_CENTS, pool), step);
  const slots = Math.min(eligible.length, Math.floor(usable / unitMin));
  const selected = eligible.slice(0, slots);
  for (const c of eligible.slice(slots)) queued.push(c.key);
  if (selected.length === 0) return { amounts, queued, tooSmall };

  const given = selected.map(() => unitMin);
  let rest = subCents(usable, toCents(unitMin * selected.length));
  for (;;) {
    const open = selected.map((c, i) => i).filter((i) => given[i]! < selected[i]!.cap);
    if (open.length === 0 || rest < step) break;
    const per = floorToStep(toCents(Math.floor(rest / open.length)), step);
    if (per === 0) {
      // Fewer whole steps than open candidates: one step each from the front of the queue.
      for (const i of open) {
        if (rest < step) break;
        given[i] = addCents(given[i]!, step);
        rest = subCents(rest, step);
      }
      break;
    }
    for (const i of open) {
      const add = minCents(per, subCents(selected[i]!.cap, given[i]!));
      given[i] = addCents(given[i]!, add);
      rest = subCents(rest, add);
    }
  }
  selected.forEach((c, i) => amounts.set(c.key, given[i]!));
  return { amounts, queued, tooSmall };
}

/**
 * The persistent fair queue (decision 0035) orders strategies by a tag: what each was allocated
 * through the queue, in cents, counted from a common floor. The smallest tag goes first (ties by
 * id). After a project, each strategy that invested gets tag = max(tag, floor) + amount, where the
 * floor is the smallest tag among that project's candidates: so who got less leads next time, a big
 * allocation costs more of one's turn than a small one (a tail), and a strategy that was paused or
 * matched nothing for a long time cannot come back with a hoard of credit. Two identical strategies
 * therefore never drift apart by more than one allocation (property-tested).
 */
export function advanceTags<K>(candidates: readonly { key: K; tag: Cents }[], amounts: ReadonlyMap<K, Cents>): Map<K, Cents> {
  const out = new Map<K, Cents>();
  if (candidates.length === 0) return out;
  let floor = candidates[0]!.tag;
  for (const c of candidates) if (c.tag < floor) floor = c.tag;
  for (const c of candidates) {
    const amount = amounts.get(c.key);
    if (amount !== undefined) out.set(c.key, addCents(maxCents(c.tag, floor), amount));
  }
  return out;
}

/** The queue's order: the smallest tag first, then the oldest strategy. */
export function fairOrder<T extends { tag: Cents; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.tag - b.tag || a.id - b.id);
}

/** A new (or re-activated) strategy joins at the smallest tag among the active ones: at the front, without credit. */
export function entryTag(current: Cents | null, activeFloor: Cents | null): Cents {
  const floor = activeFloor ?? ZERO_CENTS;
  return current === null ? floor : maxCents(current, floor);
}

/** One of the platform's past projects, as the backtest sees it. */
export interface BacktestProject {
  projectId: number;
  openedAt: Date;
  facts: AutoProjectFacts;
  targetCents: Cents;
  minInvestmentCents: Cents;
  fundedCents: Cents;
  /** Interest paid to investors so far, and principal still outstanding (for the loss of a default). */
  paidInterestCents: Cents;
  outstandingPrincipalCents: Cents;
  defaulted: boolean;
}

export interface BacktestStrategy {
  criteria: StrategyCriteria;
  amountPerProjectCents: Cents;
  maxShareBps: number;
  totalCapCents: Cents | null;
}

export interface BacktestRow {
  projectId: number;
  amountCents: Cents;
  interestCents: Cents;
  /** Principal of this part still outstanding in a defaulted loan. */
  atRiskCents: Cents;
}

export interface BacktestMonth {
  month: string;
  investedCents: Cents;
  interestCents: Cents;
  atRiskCents: Cents;
}

/**
 * What a strategy would have done with the platform's past projects (oldest first): the amount it
 * would have put in each matching one (per project, its share limit and its total cap), the interest
 * that part would have received (pro rata of what the project paid) and what a default left at risk.
 */
export function backtestStrategy(strategy: BacktestStrategy, projects: readonly BacktestProject[]): { rows: BacktestRow[]; months: BacktestMonth[] } {
  const rows: BacktestRow[] = [];
  const months = new Map<string, BacktestMonth>();
  let spent = ZERO_CENTS;
  const sorted = [...projects].sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime() || a.projectId - b.projectId);
  for (const p of sorted) {
    if (!matchesCriteria(strategy.criteria, p.facts) || p.fundedCents <= 0) continue;
    const { capacityCents } = strategyCapacity({
      amountPerProjectCents: strategy.amountPerProjectCents,
      maxShareBps: strategy.maxShareBps,
      targetCents: p.targetCents,
      heldInProjectCents: ZERO_CENTS,
      totalCapCents: strategy.totalCapCents,
      investedTotalCents: spent,
      projectMaxInvestmentCents: null,
      walletAvailableCents: toCents(Number.MAX_SAFE_INTEGER),
      cashToKeepCents: ZERO_CENTS,
      allowanceCents: toCents(Number.MAX_SAFE_INTEGER),
    });
    const amount = minCents(floorToStep(capacityCents, AUTO_STEP_CENTS), p.fundedCents);
    if (amount < minCents(p.minInvestmentCents, p.fundedCents) || amount <= 0) continue;
    spent = addCents(spent, amount);
    const interest = mulRatio(p.paidInterestCents, amount, p.fundedCents, 'floor');
    const atRisk = p.defaulted ? mulRatio(p.outstandingPrincipalCents, amount, p.fundedCents, 'floor') : ZERO_CENTS;
    rows.push({ projectId: p.projectId, amountCents: amount, interestCents: interest, atRiskCents: atRisk });
    const month = calendarDate(p.openedAt).slice(0, 7);
    const m = months.get(month) ?? { month, investedCents: ZERO_CENTS, interestCents: ZERO_CENTS, atRiskCents: ZERO_CENTS };
    m.investedCents = addCents(m.investedCents, amount);
    m.interestCents = addCents(m.interestCents, interest);
    m.atRiskCents = addCents(m.atRiskCents, atRisk);
    months.set(month, m);
  }
  return { rows, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}
