/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that Babel must turn into CommonJS for Jest.
const esmPackages = ['jose', 'openid-client', 'oauth4webapi', 'content-disposition', 'cookie', 'csv-stringify', 'rettime', 'until-async', '@open-draft'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/**
 * The PostgreSQL pass (TEST_DATABASE_URL set) runs what can differ on PostgreSQL: not the pure tests of src/common,
 * the SQLite-only suites (*.sqlite.test.ts, test/server/db/sqlite), the checks of lint and scripts, or the suites of
 * the documents' drawing and the event loop's turns (test/server/documents, test/server/runtime: they open no
 * database), which would run again unchanged. The SQLite pass leaves out *.pg.test.ts, which exercise PostgreSQL itself.
 */
const serverIgnored = process.env.TEST_DATABASE_URL
  ? ['/node_modules/', '<rootDir>/src/common/', '\\.sqlite\\.test\\.ts$', '/test/server/db/sqlite/', '/test/server/lint/', '/test/server/scripts/', '/test/server/documents/', '/test/server/runtime/']
  : ['/node_modules/', '\\.pg\\.test\\.ts$'];

const config: Config = {
  // A test file's setup logs in with argon2 and seeds a database: on a busy 2-core machine that can take more than
  // Jest's default 5 s. Tests that wait for something say so themselves.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts', '<rootDir>/src/common/**/*.test.ts'],
      testPathIgnorePatterns: serverIgnored,
      // removes the databases the test apps are copied from (test/server/testing/templateDatabase.ts)
      globalTeardown: '<rootDir>/test/server/testing/dropTemplates.ts',
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/test/jsdomEnvironment.ts',
      // packages resolve to their Node builds (MSW's msw/node, used by test/fakeApi.ts, has no browser build);
      // MSW's ESM-only helpers (.mjs) are compiled like the other ESM packages
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      testMatch: ['<rootDir>/src/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setupClient.ts'],
      moduleNameMapper: { '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/test/fileStub.ts' },
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      transformIgnorePatterns,
    },
  ],
};

export default config;
