import { describe, expect, it } from 'vitest';
import { parseQuestionnaireForm } from './parse-form';

const COMPLETE: Record<string, string> = {
  experience_years: 'lt_2',
  experience_products: 'deposits',
  experience_frequency: 'yearly',
  objective_goal: 'income',
  objective_horizon: 'y1_3',
  objective_share: 'lt_10',
  financial_income: '€30,000.00',
  financial_liquid_assets: '20 000,50',
  financial_commitments: '0',
  risk_capital_loss: 'all',
  risk_liquidity: 'may_not_sell',
  risk_guarantee: 'not_covered',
  risk_diversification: 'spread',
};

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};

describe('parseQuestionnaireForm', () => {
  it('turns typed amounts into wire strings and keeps the options', () => {
    const parsed = parseQuestionnaireForm(formOf(COMPLETE));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body.answers).toMatchObject({
      financial_income: '30000.00',
      financial_liquid_assets: '20000.50',
      financial_commitments: '0.00',
      risk_capital_loss: 'all',
    });
    expect(parsed.body.riskWarningAcknowledged).toBeUndefined();
    expect(parsed.body.sophisticated).toBeUndefined();
  });

  it('names missing, unknown and negative answers', () => {
    const { experience_years: _gone, ...rest } = COMPLETE;
    const parsed = parseQuestionnaireForm(formOf({ ...rest, objective_goal: 'moon', financial_income: '-5', financial_commitments: 'lots' }));
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        'answers.experience_years': ['required'],
        'answers.objective_goal': ['invalid_option'],
        'answers.financial_income': ['negative'],
        'answers.financial_commitments': ['invalid_amount'],
      },
    });
  });

  it('carries the acknowledgement and the sophisticated request of the account kind', () => {
    const parsed = parseQuestionnaireForm(
      formOf({
        ...COMPLETE,
        riskWarningAcknowledged: 'on',
        sophisticatedRequest: 'on',
        sophisticatedKind: 'natural',
        grossIncome: '65 000',
        professionalExperience: 'on',
      }),
    );
    expect(parsed.ok && parsed.body).toMatchObject({
      riskWarningAcknowledged: true,
      sophisticated: { kind: 'natural', grossIncome: '65000.00', portfolio: '0.00', professionalExperience: true, significantTransactions: false },
    });
    const legal = parseQuestionnaireForm(formOf({ ...COMPLETE, sophisticatedRequest: 'on', sophisticatedKind: 'legal', ownFunds: '150000' }));
    expect(legal.ok && legal.body.sophisticated).toEqual({ kind: 'legal', ownFunds: '150000.00', netTurnover: '0.00', balanceSheet: '0.00' });
  });
});
