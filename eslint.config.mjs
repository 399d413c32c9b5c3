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
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/client/**'], message: 'The server must not import client code.' },
          { group: ['**/test/**', '**/bench/**', '**/e2e/**', '*.test', '**/*.test'], message: 'Production code must not import test or benchmark code.' },
        ],
      }],
    },
  },
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
