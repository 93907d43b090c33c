/**
 * The investor questionnaire of the ECSP regulation (EU 2020/1503, art. 21): the entry knowledge
 * test, the simulation of the ability to bear loss and the sophisticated-investor criteria of
 * Annex II. Pure rules without zod: the browser bundles this module. Money is integer cents.
 *
 * Knowledge test: the four questions of the "risk understanding" section each have one correct
 * option (the answer key lives on the server, see questionnaire.key.ts). The test is passed with at
 * least KNOWLEDGE_PASS_MARK (3 of 4) correct answers. Experience, objectives and the financial
 * situation are recorded for the appropriateness assessment but do not change the pass mark.
 * Failing does not block investing: the mandated risk warning must then be acknowledged.
 */
import { addCents, euros, fromWire, mulRatio, subCents, type Cents, ZERO_CENTS } from './money';
import { QUESTIONNAIRE_REASSESS_YEARS } from './onboarding-rules';

/** Paths of the questionnaire calls (here, not next to the zod schemas, so pages avoid zod). */
export const QUESTIONNAIRE_API = {
  userQuestionnaire: '/api/get/user-questionnaire',
  setUserQuestionnaire: '/api/set/user-questionnaire',
  debtorExtendedQuestionnaire: '/api/get/debtor-extended-questionnaire',
  setDebtorExtendedQuestionnaire: '/api/set/debtor-extended-questionnaire',
  adminSophisticatedRequests: '/api/admin/sophisticated-requests',
  adminSophisticatedDecision: (id: number) => `/api/admin/sophisticated-requests/${id}/decision`,
} as const;

export const QUESTIONNAIRE_VERSION = 1;
export const KNOWLEDGE_PASS_MARK = 3;
/** Share of net worth an investor can bear to lose (ECSP simulation): 10 %. */
export const LOSS_CAPACITY_PERCENT = 10;

export type QuestionSection = 'experience' | 'objectives' | 'financial' | 'risk';
export type QuestionKind = 'choice' | 'money';

export interface QuestionOption {
  id: string;
  /** Translation key of the option's text. */
  label: string;
}

export interface Question {
  id: string;
  section: QuestionSection;
  kind: QuestionKind;
  /** Translation key of the question's text. */
  label: string;
  /** Choice questions only. */
  options: QuestionOption[];
}

export const QUESTION_SECTIONS: readonly QuestionSection[] = ['experience', 'objectives', 'financial', 'risk'];

function choice(section: QuestionSection, id: string, optionIds: string[]): Question {
  return {
    id,
    section,
    kind: 'choice',
    label: `questionnaire.q.${id}`,
    options: optionIds.map((option) => ({ id: option, label: `questionnaire.q.${id}.${option}` })),
  };
}

function money(section: QuestionSection, id: string): Question {
  return { id, section, kind: 'money', label: `questionnaire.q.${id}`, options: [] };
}

/** Money questions of the ability-to-bear-loss simulation. */
export const NET_INCOME_QUESTION = 'financial_income';
export const LIQUID_ASSETS_QUESTION = 'financial_liquid_assets';
export const COMMITMENTS_QUESTION = 'financial_commitments';

export const INVESTOR_QUESTIONS: readonly Question[] = [
  choice('experience', 'experience_years', ['none', 'lt_2', 'y2_5', 'gt_5']),
  choice('experience', 'experience_products', ['none', 'deposits', 'securities', 'loans']),
  choice('experience', 'experience_frequency', ['never', 'yearly', 'quarterly', 'monthly']),
  choice('objectives', 'objective_goal', ['preservation', 'income', 'growth']),
  choice('objectives', 'objective_horizon', ['lt_1', 'y1_3', 'gt_3']),
  choice('objectives', 'objective_share', ['lt_10', 'p10_25', 'gt_25']),
  money('financial', NET_INCOME_QUESTION),
  money('financial', LIQUID_ASSETS_QUESTION),
  money('financial', COMMITMENTS_QUESTION),
  choice('risk', 'risk_capital_loss', ['all', 'none', 'interest_only']),
  choice('risk', 'risk_liquidity', ['may_not_sell', 'always_sell', 'buy_back']),
  choice('risk', 'risk_guarantee', ['not_covered', 'deposit_guarantee', 'platform_guarantee']),
  choice('risk', 'risk_diversification', ['spread', 'single', 'highest_rate']),
];

/** The short extended set a debtor (project owner) answers. */
export const DEBTOR_EXTENDED_QUESTIONS: readonly Question[] = [
  choice('objectives', 'debtor_purpose', ['working_capital', 'investment', 'refinancing']),
  money('financial', 'debtor_annual_revenue'),
  choice('financial', 'debtor_existing_loans', ['none', 'some', 'many']),
];

export type Answers = Record<string, string>;

/** Checks every question is answered with one of its options or a non-negative amount, and nothing else is sent. */
export function validateAnswers(questions: readonly Question[], answers: Answers): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const question of questions) {
    const value = answers[question.id];
    const key = `answers.${question.id}`;
    if (value === undefined || value === '') {
      errors[key] = ['required'];
    } else if (question.kind === 'choice') {
      if (!question.options.some((o) => o.id === value)) errors[key] = ['invalid_option'];
    } else {
      let cents: number;
      try {
        cents = fromWire(value);
      } catch {
        errors[key] = ['invalid_amount'];
        continue;
      }
      if (cents < 0) errors[key] = ['negative'];
    }
  }
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[`answers.${id}`] = ['unknown_question'];
  return errors;
}

/** Number of correct answers against the answer key { questionId: correctOptionId }. */
export function scoreKnowledge(answers: Answers, key: Readonly<Record<string, string>>): number {
  return Object.entries(key).filter(([id, correct]) => answers[id] === correct).length;
}

export function knowledgeTestPassed(answers: Answers, key: Readonly<Record<string, string>>): boolean {
  return scoreKnowledge(answers, key) >= Math.min(KNOWLEDGE_PASS_MARK, Object.keys(key).length);
}

/** Net worth = net annual income + liquid assets − annual financial commitments (cents; may be negative). */
export function computeNetWorth(input: { netIncome: Cents; liquidAssets: Cents; commitments: Cents }): Cents {
  return subCents(addCents(input.netIncome, input.liquidAssets), input.commitments);
}

/** Ability to bear loss: 10 % of net worth, rounded down to the cent; 0 for a negative or zero net worth. */
export function computeLossCapacity(netWorth: Cents): Cents {
  if (netWorth <= 0) return ZERO_CENTS;
  return mulRatio(netWorth, LOSS_CAPACITY_PERCENT, 100, 'floor');
}

/** The simulation from the answers (their money answers must be valid wire amounts). */
export function lossSimulation(answers: Answers): { netWorth: Cents; lossCapacity: Cents } {
  const netWorth = computeNetWorth({
    netIncome: fromWire(answers[NET_INCOME_QUESTION] ?? '0'),
    liquidAssets: fromWire(answers[LIQUID_ASSETS_QUESTION] ?? '0'),
    commitments: fromWire(answers[COMMITMENTS_QUESTION] ?? '0'),
  });
  return { netWorth, lossCapacity: computeLossCapacity(netWorth) };
}

/**
 * When the answers must be given again: two years after answering. 29 February answers fall due on
 * 28 February (the same calendar day where it exists, else the month's last day).
 */
export function reassessAt(answeredAt: Date): Date {
  const due = new Date(answeredAt.getTime());
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCFullYear(due.getUTCFullYear() + QUESTIONNAIRE_REASSESS_YEARS);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, lastDay));
  return due;
}

export function isReassessmentDue(reassess: Date, now: Date = new Date()): boolean {
  return now.getTime() >= reassess.getTime();
}

/**
 * Sophisticated investor criteria of Annex II of Regulation (EU) 2020/1503.
 *
 * Natural persons: at least two of
 *  (i) personal gross income of at least EUR 60,000 per fiscal year, or a financial instrument
 *      portfolio (cash deposits and financial assets) of more than EUR 100,000;
 *  (ii) at least one year of work in the financial sector in a position requiring knowledge of the
 *      transactions envisaged, or at least 12 months in an executive position at a professional client;
 *  (iii) transactions of a significant size on capital markets at an average frequency of 10 per
 *      quarter over the previous four quarters.
 * Legal persons: at least one of own funds of at least EUR 100,000, net turnover of at least
 * EUR 2,000,000, balance sheet of at least EUR 1,000,000.
 */
export const SOPHISTICATED_THRESHOLDS = {
  grossIncomeCents: euros(60_000),
  portfolioCents: euros(100_000),
  ownFundsCents: euros(100_000),
  netTurnoverCents: euros(2_000_000),
  balanceSheetCents: euros(1_000_000),
} as const;

export interface NaturalPersonCriteria {
  kind: 'natural';
  grossIncomeCents: Cents;
  portfolioCents: Cents;
  professionalExperience: boolean;
  significantTransactions: boolean;
}

export interface LegalPersonCriteria {
  kind: 'legal';
  ownFundsCents: Cents;
  netTurnoverCents: Cents;
  balanceSheetCents: Cents;
}

export type SophisticatedCriteria = NaturalPersonCriteria | LegalPersonCriteria;

/** The Annex II criteria the declared facts meet. */
export function metSophisticatedCriteria(criteria: SophisticatedCriteria): string[] {
  const t = SOPHISTICATED_THRESHOLDS;
  const met: string[] = [];
  if (criteria.kind === 'natural') {
    if (criteria.grossIncomeCents >= t.grossIncomeCents || criteria.portfolioCents > t.portfolioCents) met.push('income_or_portfolio');
    if (criteria.professionalExperience) met.push('professional_experience');
    if (criteria.significantTransactions) met.push('significant_transactions');
  } else {
    if (criteria.ownFundsCents >= t.ownFundsCents) met.push('own_funds');
    if (criteria.netTurnoverCents >= t.netTurnoverCents) met.push('net_turnover');
    if (criteria.balanceSheetCents >= t.balanceSheetCents) met.push('balance_sheet');
  }
  return met;
}

export function meetsSophisticatedCriteria(criteria: SophisticatedCriteria): boolean {
  return metSophisticatedCriteria(criteria).length >= (criteria.kind === 'natural' ? 2 : 1);
}
