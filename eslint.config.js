import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'fixtures', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module (and what it loads) in the bundle; `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'Server code never imports client code.' }] },
      ],
      // A replacement string expands $& $` $' $$ $1: one built from data (a team name, a roast) puts
      // other text in its place (issue 26). Only constant strings and replacer functions are allowed.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length>=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            'String.replace with a replacement string that can carry data: pass a replacer function ((match) => value), whose result is used as it is.',
        },
      ],
    },
  },
  {
    // The tests of the rendered pages render the app's server-side entry from its source, and read
    // the state a page carries as the browser does.
    files: ['server/test/client-build.ts', 'server/http/page-render.test.ts', 'server/app.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['scripts/**', 'server/cli.ts', 'tests/**', 'bench/**'], rules: { 'no-console': 'off' } },
);
