import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

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
  {
    selector:
      "CallExpression[callee.name='queryOptions'] > ObjectExpression:not(:has(> Property[key.name='queryFn'])):not(:has(> SpreadElement))",
    message:
      'A queryOptions factory names the URL it asks where it is declared: ...getJson<T>`/api/...` (lib/api.ts).',
  },
];
// Requests build their URLs with apiPath or getJson (lib/query-url.ts, lib/api.ts), which put each
// value in as one encoded segment, as a query's key becomes its URL; a plain template string would
// not. `\x2F` is a slash, which the selectors' regular expressions cannot hold.
const URL_SYNTAX = [
  {
    selector: ':not(TaggedTemplateExpression) > TemplateLiteral[quasis.0.value.raw=/^\\x2Fapi\\x2F/]',
    message: 'Build an API URL with apiPath`/api/...` (lib/query-url.ts), not a plain template string.',
  },
];
// The client's layers (docs/decisions/0040), each importing only those below it: app composes the
// features; a feature (one page or a few) imports its own files and the entities (a domain's queries
// and pieces, e.g. the keepers or the trades), never another feature; an entity imports other
// entities; components (the design system) and lib (the API client, formatters, hooks) sit under them
// all; common/ is for everyone. Tests may import a layer above them, to check a page's calls.
const CLIENT_LAYERS = [
  { type: 'app', pattern: 'client/src/app' },
  { type: 'feature', pattern: 'client/src/features/*', capture: ['name'] },
  { type: 'entity', pattern: 'client/src/entities/*', capture: ['name'] },
  { type: 'components', pattern: 'client/src/components' },
  { type: 'lib', pattern: 'client/src/lib' },
  { type: 'common', pattern: 'common' },
];
const layer = (type) => ({ element: { type } });
const CLIENT_LAYER_POLICIES = [
  {
    from: layer('app'),
    allow: { to: ['app', 'feature', 'entity', 'components', 'lib', 'common'].map(layer) },
  },
  // A feature's own files, never another's: what two features share is an entity's.
  {
    from: layer('feature'),
    allow: {
      to: [
        { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } },
        ...['entity', 'components', 'lib', 'common'].map(layer),
      ],
    },
  },
  { from: layer('entity'), allow: { to: ['entity', 'components', 'lib', 'common'].map(layer) } },
  { from: layer('components'), allow: { to: ['components', 'lib', 'common'].map(layer) } },
  { from: layer('lib'), allow: { to: ['lib', 'components', 'common'].map(layer) } },
  { from: layer('common'), allow: { to: [layer('common')] } },
];

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
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': CLIENT_LAYERS,
      'boundaries/include': ['client/src/**', 'common/**'],
      // `import()` and re-exports name modules too.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: CLIENT_LAYER_POLICIES }],
      'no-restricted-syntax': ['error', ...QUERY_SYNTAX, ...URL_SYNTAX],
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
    files: [
      'server/test/client-build.ts',
      'server/http/page-render.test.ts',
      'server/app.test.ts',
      'server/http/answer-contracts.api.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['scripts/**', 'server/cli.ts', 'tests/**', 'bench/**'], rules: { 'no-console': 'off' } },
);
