import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import moneyArithmetic from './eslint-rules/money-arithmetic.js';
import tableOwners from './eslint-rules/table-owners.js';

const noParseFloat = {
  selector: "CallExpression[callee.name='parseFloat']",
  message: 'No parseFloat: money is integer cents (packages/contract/src/money.ts).',
};
const noApiPath =
  'No API path literal: take the endpoint from the table in @platform/contract/endpoints (route() on the server, apiGet/apiCall/fetchEndpoint on the web; decision 0030).';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', 'data/**', 'apps/server/drizzle/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Accessibility of the markup we write (issue 17); the browser journeys run axe on the rendered pages (decision 0025).
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves on purpose only in Mantine components of one-purpose steps (a code entry, a confirmation); a raw element may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noParseFloat],
    },
  },
  {
    // The endpoint table (decision 0030): converted modules and the web app spell no '/api/…' path.
    // Add a module's routes file here once it registers every route with route().
    files: [
      'apps/server/src/modules/{projects,project-page,reference,translations,maintenance,notifications,auth,merge,company,admin,admin-projects,lifecycle,withdrawals,payments,transactions,investing,debtor,files,questionnaire,kyc,manual-kyc}/*.routes.ts',
      'apps/server/src/http/endpoint.ts',
      'apps/web/app/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noParseFloat,
        { selector: 'Literal[value=/^\\x2Fapi\\x2F\\w/]', message: noApiPath },
        { selector: 'TemplateElement[value.raw=/^\\x2Fapi\\x2F\\w/]', message: noApiPath },
      ],
    },
  },
  {
    // One time zone and one date format (decision 0028): dates and times reach people only through packages/contract/src/datetime.ts.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['packages/contract/src/datetime.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Depends on the machine: use formatDate / formatDateTime from @platform/contract (datetime.ts), or formatMoney / formatPercent for numbers.',
        })),
        {
          object: 'Intl',
          property: 'DateTimeFormat',
          message: 'Only packages/contract/src/datetime.ts formats dates: use formatDate / formatDateTime / calendarDate from @platform/contract.',
        },
      ],
    },
  },
  {
    // Routes never import routes: a helper two routes files share lives in apps/server/src/http/ (or the owning module's non-routes file).
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.routes(\\.ts)?$',
              message: 'A routes file may not import another routes file: move the shared helper to apps/server/src/http/ or a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web layout (issue 11): app/lib is the generic plumbing (HTTP client, session, guards), components/ui the
    // primitives; both are below the features, and nothing but the router imports a route module.
    files: ['apps/web/app/lib/**/*.{ts,tsx}', 'apps/web/app/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(features|routes)/', message: 'lib/ and components/ sit below the features: move what both need here, or the code into a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)routes/', message: 'A feature never imports a route module: the route imports the feature.' }] },
      ],
    },
  },
  {
    // One owner module per table (decision 0027): the map is apps/server/src/db/table-owners.json.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { platform: tableOwners },
    rules: { 'platform/table-owners': 'error' },
  },
  {
    // Money is integer Cents; only packages/contract/src/money.ts converts, rounds and formats it (issue 11):
    // no `/ 100`, `* 100`, `.toFixed()`, nor `Number()` on money-named values (eslint-rules/money-arithmetic.js).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: [
      'packages/contract/src/money.ts',
      // Not money, listed so each exception stays deliberate:
      'packages/contract/src/iban.ts', // ISO 13616 mod-97 check digits: digit pairs are shifted by * 100
      'packages/contract/src/files-rules.ts', // file sizes in KB / MB with one decimal (toFixed(1))
      'apps/web/app/styles/contrast.ts', // colour mixing in percent steps
      'apps/web/app/features/files/upload-client.ts', // upload progress in percent
      'apps/web/app/features/admin-projects/upload.client.ts', // upload progress in percent
      'apps/web/app/features/company/company.server.ts', // a UBO's ownership share, percent -> basis points
    ],
    plugins: { money: moneyArithmetic },
    rules: { 'money/arithmetic': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS on purpose (autocannon's worker threads `require` their hooks).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
