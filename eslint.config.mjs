// ESLint: typescript-eslint, React hooks, import cycles, the client's layers, feature folders kept apart, and
// production code kept from importing test or benchmark code.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin', 'auth', 'details', 'history', 'landing', 'lecturer', 'marking', 'notFound', 'schedule', 'student', 'studentsInCourse', 'user',
];
/** The schedule's panels are embedded (lazily) by the board page, the homes and the user page. */
const EMBEDS_SCHEDULE = ['details', 'lecturer', 'student', 'user'];

/** Production code (src/) never imports tests, test helpers, benchmarks or browser tests. */
const TEST_CODE = { group: ['**/test/**', '**/bench/**', '**/e2e/**', '*.test', '**/*.test'], message: 'Production code must not import test or benchmark code.' };
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/** The other features' folders, as a feature's imports may spell them (details may show history's panel). */
const otherFeatures = (name) =>
  FEATURES.filter((other) => other !== name && !(name === 'details' && other === 'history') && !(other === 'schedule' && EMBEDS_SCHEDULE.includes(name))).map((other) => ({
    group: [`**/features/${other}/**`, `**/features/${other}`, `../${other}/**`, `../../${other}/**`, `../../../${other}/**`],
    message: `features/${name} must not import features/${other}: move shared code to src/client/components, src/client/state or src/client/api.`,
  }));

/**
 * In flat config a later `no-restricted-imports` replaces an earlier one for the same file, so each file group gets
 * ONE rule with every pattern that applies to it: a feature's production files get both the feature boundary and
 * the test-code ban; its test files the feature boundary alone.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const featureBoundaries = FEATURES.flatMap((name) => [
  { files: [`src/client/features/${name}/**/*.{ts,tsx}`], ignores: TEST_FILES, rules: restrict([...otherFeatures(name), TEST_CODE]) },
  { files: [`src/client/features/${name}/**/*.test.{ts,tsx}`], rules: restrict(otherFeatures(name)) },
]);

/**
 * The client's layers, lowest first; a folder imports only from folders below it (shared -> features -> app):
 * state/ (store slices, typed hooks, cookies) < i18n/ (i18next, catalogues, language switch) < api/ (RTK Query) < components/ (shared UI and hooks)
 * < features/ < app/ (providers, store, router) < main.tsx. Tests may import anything.
 */
const CLIENT = './src/client';
const layer = (target, ...above) =>
  above.map((from) => ({ target: `${CLIENT}/${target}`, from: `${CLIENT}/${from}`, message: `${target}/ must not import ${from}/ (imports go shared -> features -> app).` }));
const LAYER_ZONES = [
  ...layer('state', 'i18n', 'api', 'components', 'features', 'app'),
  ...layer('i18n', 'api', 'components', 'features', 'app'),
  ...layer('api', 'components', 'features', 'app'),
  ...layer('components', 'features', 'app'),
  ...layer('features', 'app'),
];

/**
 * The server's layers, lowest first; a folder imports only from its own layer's folder and the layers below it
 * (docs/ARCHITECTURE.md, "The server's layers"):
 *   runtime/ (process settings) < db/ (Kysely, drivers, migrations) < auth/ (tokens, sessions, password hashing)
 *   < domain/ (rules, use cases, reads) < documents/ | http/ | live/ | site/ (siblings that never import each other)
 *   < cache/ (answers kept between writes) < routes/ | seed/ ; app.ts, main.ts and config.ts compose them all.
 * config.ts is read by the composition, routes/, seed/ and site/ only (the layers below get plain settings).
 */
const SERVER = './src/server';
const SERVER_LAYERS = [['runtime'], ['db'], ['auth'], ['domain'], ['documents', 'http', 'live', 'site'], ['cache'], ['routes', 'seed']];
const COMPOSITION = ['app.ts', 'main.ts'];
const serverZones = () =>
  SERVER_LAYERS.flatMap((layer, level) =>
    layer.map((folder) => {
      const above = [...SERVER_LAYERS.slice(level + 1).flat(), ...layer.filter((sibling) => sibling !== folder), ...COMPOSITION];
      if (level < 4) above.push('config.ts', 'configSchema.ts');
      return {
        target: `${SERVER}/${folder}`,
        from: above.map((name) => `${SERVER}/${name}`),
        message: `server/${folder}/ must not import a layer above it or beside it (runtime < db < auth < domain < documents | http | live | site < cache < routes | seed).`,
      };
    }),
  );

/** Import patterns every server file obeys (repeated in the narrower blocks below: a later block replaces the rule). */
const SERVER_IMPORTS = [
  { group: ['**/client/**'], message: 'The server must not import client code.' },
  { group: ['**/test/**', '**/bench/**', '**/e2e/**', '*.test', '**/*.test'], message: 'Production code must not import test or benchmark code.' },
];

/** Routes hold no SQL: every query lives in src/server/domain (rules) or src/server/domain/reads (screen queries). */
const QUERY_BUILDERS = '/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/';
const NO_QUERIES_IN_ROUTES = {
  files: ['src/server/routes/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression[callee.property.name=${QUERY_BUILDERS}]`, message: 'Routes hold no SQL: move the query to src/server/domain (or domain/reads) and call it with app.db.' },
      { selector: `CallExpression[callee.name=${QUERY_BUILDERS}]`, message: 'Routes hold no SQL: move the query to src/server/domain (or domain/reads).' },
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Routes hold no raw SQL: move it to src/server/domain.' },
      { selector: "MemberExpression[object.name='sql']", message: 'Routes hold no raw SQL: move it to src/server/domain.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'kysely', importNames: ['sql'], message: 'Routes hold no raw SQL: move it to src/server/domain.' }],
        patterns: SERVER_IMPORTS,
      },
    ],
  },
};

/** The domain knows nothing of HTTP: it throws domain/errors.ts, and http/errorHandler.ts maps them. */
const DOMAIN_WITHOUT_HTTP = {
  files: ['src/server/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'fastify', message: 'The domain knows nothing of HTTP: take the Kysely handle and plain values.' }],
        patterns: [...SERVER_IMPORTS, { group: ['**/http', '**/http/**', '**/routes/**'], message: 'domain/ must not import http/ or routes/: throw the errors of domain/errors.ts.' }],
      },
    ],
  },
};

/** The wire types are written once, as TypeBox schemas in src/common/contract; the old hand-written DTO folder is gone. */
const NO_DTO = {
  group: ['**/common/dto', '**/common/dto*', '**/common/dto/**', '**/dto/**'],
  message: 'Wire types live in src/common/contract (TypeBox schemas, types via Static<typeof ...>); src/common/dto is gone.',
};
/** The client reads the contract's types only: `import type` is erased, so TypeBox never reaches the bundle. */
const CONTRACT_TYPES_ONLY = {
  group: ['**/common/contract', '**/common/contract/**'],
  allowTypeImports: true,
  message: "The client imports the contract's types only (`import type { X }`): a value import would bundle TypeBox.",
};

/**
 * Messages by code (docs/ARCHITECTURE.md): the domain names a refusal by its code in common/messages/en.ts, never by
 * a sentence of its own. The factories and constructors of domain/errors.ts take a code (no spaces) and its variables.
 */
const ERROR_FACTORIES = '/^(badRequest|forbidden|notFound|found|conflict|refused|reason|englishMessage)$/';
const ERROR_CLASSES = '/^(BadInput|Forbidden|NotFound|Conflict|Refused|TooMany|Unavailable|ApiError)$/';
const SENTENCE = 'the domain names a message by its code in src/common/messages/en.ts (with its variables), never by a sentence';
const MESSAGES_BY_CODE = {
  files: ['src/server/domain/**/*.ts'],
  ignores: ['src/server/domain/errors.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression[callee.name=${ERROR_FACTORIES}] > TemplateLiteral`, message: `No built message: ${SENTENCE}.` },
      { selector: `CallExpression[callee.name=${ERROR_FACTORIES}] > Literal[value=/\\s/]`, message: `No message text: ${SENTENCE}.` },
      { selector: `NewExpression[callee.name=${ERROR_CLASSES}] > TemplateLiteral`, message: `No built message: ${SENTENCE}.` },
      { selector: `NewExpression[callee.name=${ERROR_CLASSES}] > Literal[value=/\\s/]`, message: `No message text: ${SENTENCE}.` },
      { selector: "CallExpression[callee.name='invalid'] > :matches(Literal, TemplateLiteral)", message: "invalid() takes a rule's message by code (says(), src/common/validation/says.ts)." },
    ],
  },
};

/**
 * The shared schemas name each rule's message by code too: `.required(says('required', { field: 'name' }))`, the texts
 * once per language in src/common/validation/texts (docs/ARCHITECTURE.md, "Messages by code"). A sentence given to a
 * Yup rule (or to createError) would reach the forms and the server untranslatable.
 */
const YUP_RULES = '/^(required|typeError|min|max|integer|matches|test|oneOf|notOneOf|length|lessThan|moreThan|positive|negative|defined|nonNullable|email|url)$/';
const RULE_SENTENCE = "a schema's rule names its message by code: says('code', { field, min, max }) (src/common/validation/says.ts), its texts in src/common/validation/texts";
const VALIDATION_BY_CODE = {
  files: ['src/common/validation/**/*.ts'],
  ignores: ['src/common/validation/texts/**', 'src/common/validation/**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `CallExpression[callee.property.name=${YUP_RULES}] > TemplateLiteral`, message: `No built message: ${RULE_SENTENCE}.` },
      { selector: `CallExpression[callee.property.name=${YUP_RULES}] > Literal[value=/\\s/]`, message: `No message text: ${RULE_SENTENCE}.` },
      { selector: "CallExpression[callee.property.name='createError'] Property[key.name='message'] > :matches(Literal, TemplateLiteral)", message: `No message text: ${RULE_SENTENCE}.` },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The server never imports client code and vice versa; both may import src/common.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: SERVER_IMPORTS }],
    },
  },
  NO_QUERIES_IN_ROUTES,
  DOMAIN_WITHOUT_HTTP,
  MESSAGES_BY_CODE,
  VALIDATION_BY_CODE,
  {
    // Production code (src/) never imports tests, test helpers, benchmarks or browser tests (feature folders: below).
    files: ['src/client/**/*.{ts,tsx}', 'src/common/**/*.ts'],
    ignores: TEST_FILES,
    rules: restrict([TEST_CODE]),
  },
  {
    // src/common is shared by both sides: it imports neither.
    files: ['src/common/**/*.ts'],
    ignores: TEST_FILES,
    rules: restrict([TEST_CODE, { group: ['**/client/**', '**/server/**'], message: 'src/common must not import client or server code.' }]),
  },
  ...featureBoundaries,
  {
    // A separate rule name from no-restricted-imports, so the blocks above and below keep their own patterns.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DTO] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DTO, CONTRACT_TYPES_ONLY] }] },
  },
  {
    // No import cycles anywhere in src/; the client's layers point one way.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
    },
  },
);
