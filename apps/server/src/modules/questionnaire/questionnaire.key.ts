/**
 * Answer key of the knowledge test (the "risk understanding" section). Kept on the server so the
 * browser bundle does not carry the correct answers.
 */
export const KNOWLEDGE_ANSWER_KEY: Readonly<Record<string, string>> = {
  risk_capital_loss: 'all',
  risk_liquidity: 'may_not_sell',
  risk_guarantee: 'not_covered',
  risk_diversification: 'spread',
};
