// ESLint: typescript-eslint, React hooks, and a rule that keeps feature folders apart.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin', 'auth', 'details', 'history', 'landing', 'lecturer', 'marking', 'notFound', 'student', 'studentsInCourse', 'user',
];

/** In src/client/features/<name>/, importing another feature's folder is an error (shared code goes to components/ or app/). */
const featureBoundaries = FEATURES.map((name) => ({
  files: [`src/client/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: FEATURES.filter((other) => other !== name && !(name === 'details' && other === 'history')).map((other) => ({
          group: [`**/features/${other}/**`, `**/features/${other}`, `../${other}/**`, `../../${other}/**`, `../../../${other}/**`],
          message: `features/${name} must not import features/${other}: move shared code to src/client/components or src/client/app.`,
        })),
      },
    ],
  },
}));

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
  {
    // Production code (src/) never imports tests, test helpers, benchmarks or browser tests.
    files: ['src/client/**/*.{ts,tsx}', 'src/common/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/test/**', '**/bench/**', '**/e2e/**', '*.test', '**/*.test'], message: 'Production code must not import test or benchmark code.' }],
      }],
    },
  },
  ...featureBoundaries,
);
