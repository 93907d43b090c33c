/**
 * money/arithmetic: money is integer `Cents`, converted, rounded and formatted only in
 * packages/contract/src/money.ts (toWire, fromWire, asCents, mulRatio, formatMoney, percentOf,
 * bpsToPercentString, percentStringToBps). A heuristic, because the linter does not see types:
 * - `x / 100`, `x * 100`, `100 * x`: cents ↔ euros or percent arithmetic by hand;
 * - `.toFixed(…)`: float formatting (of euros, usually);
 * - `Number(x)` where the value read is named like money (amount, cents, balance, price, sum,
 *   total, principal, interest): a wire string or a bigint column turned into a float.
 * Files that do such arithmetic on things other than money are listed, with the reason, in
 * eslint.config.js.
 */

const MONEY_NAME = /amount|cents|balance|price|sum|total|principal|interest/i;

const isHundred = (node) => node.type === 'Literal' && node.value === 100;

/** The names a value is read through: `a.b.c(…)` → ['c', 'b', 'a']; `x ?? y` → both sides' names. */
function namesOf(node) {
  const names = [];
  let current = node;
  while (current) {
    if (current.type === 'ChainExpression' || current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression') current = current.expression;
    else if (current.type === 'LogicalExpression') {
      // `row?.total ?? 0`: the value read is on the left (a fallback on the right is a literal, usually).
      names.push(...namesOf(current.right));
      current = current.left;
    } else if (current.type === 'Identifier') {
      names.push(current.name);
      break;
    } else if (current.type === 'MemberExpression') {
      if (!current.computed && current.property.type === 'Identifier') names.push(current.property.name);
      current = current.object;
    } else if (current.type === 'CallExpression') current = current.callee;
    else break;
  }
  return names;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Money arithmetic only in packages/contract/src/money.ts' },
    schema: [],
    messages: {
      hundred:
        'No `{{operator}} 100` outside money.ts: use toWire / fromWire / mulRatio for money, percentOf / bpsToPercentString / percentStringToBps for percentages.',
      toFixed:
        'No `.toFixed()`: money goes through toWire / formatMoney (packages/contract/src/money.ts); percentages through bpsToPercentString / formatPercent.',
      number: "No `Number()` on money ('{{name}}'): use fromWire for a wire string, asCents for a database value (packages/contract/src/money.ts).",
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator === '/' && isHundred(node.right)) context.report({ node, messageId: 'hundred', data: { operator: '/' } });
        if (node.operator === '*' && (isHundred(node.left) || isHundred(node.right))) context.report({ node, messageId: 'hundred', data: { operator: '*' } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.property.name === 'toFixed') {
          context.report({ node, messageId: 'toFixed' });
        }
        if (callee.type === 'Identifier' && callee.name === 'Number' && node.arguments.length === 1) {
          const name = namesOf(node.arguments[0]).find((n) => MONEY_NAME.test(n));
          if (name) context.report({ node, messageId: 'number', data: { name } });
        }
      },
    };
  },
};

export default { meta: { name: 'money' }, rules: { arithmetic: rule } };
