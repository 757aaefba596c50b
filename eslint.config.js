import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Import boundaries, as bulletproof-react draws them: a feature under
// client/src/features/<name> may import the shared layers (components, lib, shared) and itself, never
// another feature; what several features use lives in a shared layer, and what composes several
// features lives in client/src/app. Checked for `@/features/<other>` aliases and for relative paths,
// which a file n folders deep in its feature (n up to 3) climbs out of with n + 1 `../`.
const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What no server (or common/) file imports: the client, and the scripts (build and tooling). */
const SERVER_RESTRICTED_PATTERNS = [
  { group: ['**/client/**'], message: 'Server code never imports client code.' },
  {
    group: ['**/scripts/**'],
    message: 'The server imports nothing from scripts/ (build and tooling); what it runs lives in server/.',
  },
];

const CLIENT_RESTRICTED_PATTERNS = [
  { group: ['**/server/**', '../server/*'], message: 'The client never imports server code.' },
];
// Each answer has one `queryOptions` factory, used by its hook, by the route
// loaders' prefetches and by the writes that refresh it, so its key is written once: a query hook
// takes a factory's options (spread first where the hook adds view options, e.g. placeholderData), and
// a cache call takes a factory's `.queryKey` or a named key prefix, never a key written in place.
const QUERY_HOOK = 'CallExpression[callee.name=/^use(Suspense|Infinite)?Query$/]';
const QUERY_SYNTAX = [
  {
    selector: `${QUERY_HOOK} > ObjectExpression:not(:has(> SpreadElement:first-child))`,
    message:
      "A query hook takes a queryOptions factory's options: useQuery(fooQuery(...)), or useQuery({ ...fooQuery(...), placeholderData }).",
  },
  {
    selector: `${QUERY_HOOK} > ObjectExpression > Property[key.name='queryKey'], CallExpression[callee.name='useQueries'] Property[key.name='queryKey']`,
    message:
      "A query's key is written once, in its queryOptions factory: spread the factory's options instead.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(invalidate|refetch|remove|reset|cancel)Queries$/] > ObjectExpression > Property[key.name='queryKey'] > ArrayExpression, CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression",
    message:
      "Refer to a query by its factory's key (fooQuery(...).queryKey) or a named key prefix, not a key written in place.",
  },
];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`);
const featureBoundaries = FEATURES.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => {
    const own = escapeRegex(feature);
    const up = `(\\.\\./){${depth + 1}}`;
    // The same for `import()` and `vi.mock()`, which no-restricted-imports does not see; `\x2F` is a
    // slash, which the selectors' regular expressions cannot hold.
    const other = [
      `^@\\x2Ffeatures\\x2F(?!${own}(\\x2F|$))`,
      `^(\\.\\.\\x2F){${depth + 1}}(?!${own}(\\x2F|$))[^.\\x2F]`,
      `^(\\.\\.\\x2F){${depth + 2}}features\\x2F(?!${own}(\\x2F|$))`,
    ].join('|');
    const message = `A feature never imports another feature: move what both use to client/src/components, lib or shared, or compose them in client/src/app (${feature}).`;
    return {
      files: [`client/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...CLIENT_RESTRICTED_PATTERNS,
              { regex: `^@/features/(?!${own}(/|$))`, message },
              { regex: `^${up}(?!${own}(/|$))[^./]`, message },
              { regex: `^${up}\\.\\./features/(?!${own}(/|$))`, message },
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/${other}/]`, message },
          { selector: `CallExpression[callee.object.name='vi'][arguments.0.value=/${other}/]`, message },
          ...QUERY_SYNTAX,
        ],
      },
    };
  }),
);

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
      'no-restricted-imports': ['error', { patterns: CLIENT_RESTRICTED_PATTERNS }],
      'no-restricted-syntax': ['error', ...QUERY_SYNTAX],
    },
  },
  ...featureBoundaries,
  {
    // The shared layers sit under the features: they never import one (their tests may, to check a
    // page's calls).
    files: ['client/src/{components,lib,shared}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CLIENT_RESTRICTED_PATTERNS,
            {
              regex: '^(@/|(\\.\\./)+)features/',
              message:
                'The shared layers (components, lib, shared) never import a feature: the feature imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_RESTRICTED_PATTERNS }],
      // A replacement string expands $& $` $' $$ $1: one built from data (a team name, a roast) puts
      // other text in its place. Only constant strings and replacer functions are allowed.
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
    // The server's lower layers (computations, roast engine, provider client, live scoring, storage)
    // are what the route modules are built from: they never import a module back, so each can be
    // tested and reused without the app's routes (their tests may, to check them through the API).
    files: [
      'server/{league,roast,live,sleeper,seasons,chat,push,markdown,db,demo-league}/**/*.ts',
      'common/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_RESTRICTED_PATTERNS,
            {
              group: ['**/modules/**'],
              message:
                'A lower server layer never imports a route module (server/modules): the module imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests start the server as `npm start` does and build it as the build does, from the scripts'
    // own definitions (scripts/server-process.mjs, scripts/build-server.mjs).
    files: ['server/**/*.test.ts', 'server/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_RESTRICTED_PATTERNS[0]] }] },
  },
  {
    // The tests of the rendered pages render the app's server-side entry from its source, and read
    // the state a page carries as the browser does.
    files: ['server/test/client-build.ts', 'server/http/page-render.test.ts', 'server/app.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['scripts/**', 'server/cli.ts', 'tests/**', 'bench/**'], rules: { 'no-console': 'off' } },
);
