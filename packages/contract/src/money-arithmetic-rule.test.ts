import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import moneyArithmetic from '../../../eslint-rules/money-arithmetic.js';

/** The lint rule that keeps money arithmetic in money.ts (eslint.config.js applies it to apps/** and packages/**). */
const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { money: moneyArithmetic },
    rules: { 'money/arithmetic': 'error' as const },
  },
];

const problems = (code: string) => linter.verify(code, config, { filename: 'example.ts' }).map((m) => (m.fatal ? `fatal: ${m.message}` : m.messageId));

describe('money/arithmetic', () => {
  it('reports cents ↔ euros by hand, float formatting and Number() on money', () => {
    expect(problems('const euros = amountCents / 100;')).toEqual(['hundred']);
    expect(problems('const cents = euros * 100; const again = 100 * euros;')).toEqual(['hundred', 'hundred']);
    expect(problems('const s = (amount / 100).toFixed(2);')).toEqual(['toFixed', 'hundred']);
    expect(problems('const a = Number(row.amountCents); const b = Number(wallet.balance.amount); const c = Number(totals?.total ?? 0);')).toEqual([
      'number',
      'number',
      'number',
    ]);
    expect(problems("const d = Number(loan.maxAmount.replace('.', ''));")).toEqual(['number']);
  });

  it('lets other numbers through', () => {
    expect(problems('const id = Number(next.id); const page = Number(query.page); const n = x / 10 + y * 1000;')).toEqual([]);
  });
});
