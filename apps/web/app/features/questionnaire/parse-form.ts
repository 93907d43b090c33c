import { INVESTOR_QUESTIONS, parseMoneyInput, toWire, type Question, type SetQuestionnaireBody } from '@platform/contract';

/**
 * Reading the posted questionnaire form into the API body `{answers, riskWarningAcknowledged?,
 * sophisticated?}`, with the checks worth doing before the round trip. Money arrives as the person
 * typed it ("€30,000.50", "30 000,50") and leaves as a wire string ("30000.50"). The server checks
 * everything again.
 */
export type SophisticatedKind = 'natural' | 'legal';

export const SOPHISTICATED_FIELDS = {
  natural: { money: ['grossIncome', 'portfolio'], flags: ['professionalExperience', 'significantTransactions'] },
  legal: { money: ['ownFunds', 'netTurnover', 'balanceSheet'], flags: [] },
} as const;

export type ParsedQuestionnaire = { ok: true; body: SetQuestionnaireBody } | { ok: false; fieldErrors: Record<string, string[]> };

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const checked = (form: FormData, name: string): boolean => ['on', 'true', '1'].includes(text(form, name));

/** A typed amount as a non-negative wire string, or the reason it is not one. */
export function moneyOf(raw: string): { wire: string } | { error: 'required' | 'invalid_amount' | 'negative' } {
  if (raw === '') return { error: 'required' };
  const cents = parseMoneyInput(raw);
  if (cents === null) return { error: 'invalid_amount' };
  if (cents < 0) return { error: 'negative' };
  return { wire: toWire(cents) };
}

/** The raw text values of the form, echoed back to refill it after a refused post. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && name !== 'intent') values[name] = value;
  return values;
}

export function parseQuestionnaireForm(form: FormData, questions: readonly Question[] = INVESTOR_QUESTIONS): ParsedQuestionnaire {
  const errors: Record<string, string[]> = {};
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const raw = text(form, question.id);
    if (question.kind === 'choice') {
      if (!raw) errors[`answers.${question.id}`] = ['required'];
      else if (!question.options.some((o) => o.id === raw)) errors[`answers.${question.id}`] = ['invalid_option'];
      else answers[question.id] = raw;
    } else {
      const amount = moneyOf(raw);
      if ('error' in amount) errors[`answers.${question.id}`] = [amount.error];
      else answers[question.id] = amount.wire;
    }
  }
  const body: SetQuestionnaireBody = { answers };
  if (checked(form, 'riskWarningAcknowledged')) body.riskWarningAcknowledged = true;
  if (checked(form, 'sophisticatedRequest')) {
    const kind: SophisticatedKind = text(form, 'sophisticatedKind') === 'legal' ? 'legal' : 'natural';
    const money: Record<string, string> = {};
    for (const name of SOPHISTICATED_FIELDS[kind].money) {
      // An amount left empty counts as zero: only the criteria that apply need filling in.
      const amount = moneyOf(text(form, name) || '0');
      if ('error' in amount) errors[`sophisticated.${name}`] = [amount.error];
      else money[name] = amount.wire;
    }
    body.sophisticated =
      kind === 'legal'
        ? { kind, ownFunds: money.ownFunds, netTurnover: money.netTurnover, balanceSheet: money.balanceSheet }
        : {
            kind,
            grossIncome: money.grossIncome,
            portfolio: money.portfolio,
            professionalExperience: checked(form, 'professionalExperience'),
            significantTransactions: checked(form, 'significantTransactions'),
          };
  }
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, body };
}
