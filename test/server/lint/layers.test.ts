import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The server's layers are held by lint (eslint.config.mjs, import-x/no-restricted-paths): an import that runs up a
 * layer, or across to a sibling, fails `npm run lint`. Checked here on planted files (given to ESLint on stdin, as
 * if they were at the path named), through the project's own configuration, in a child process as `npm run lint`
 * runs it.
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');

interface Finding {
  ruleId: string | null;
  message: string;
}

/**
 * ESLint's Node API in one child process for every planted file (the project's eslint.config.mjs; import cycles,
 * which walk the whole import graph, are left to `npm run lint`).
 */
const RUNNER = `
import { ESLint } from 'eslint';
const planted = JSON.parse(await new Promise((resolve) => { let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => resolve(s)); }));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const out = [];
for (const { file, text } of planted) out.push((await eslint.lintText(text, { filePath: file }))[0].messages.map(({ ruleId, message }) => ({ ruleId, message })));
process.stdout.write(JSON.stringify(out));
`;

function lintAll(planted: { file: string; text: string }[]): Finding[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER], { cwd: ROOT, input: JSON.stringify(planted), encoding: 'utf8' });
  if (run.status !== 0 || !run.stdout) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Finding[][];
}


const UPWARD: [string, string, string][] = [
  ['auth imports the domain', 'src/server/auth/planted.ts', "import { nowIso } from '../domain/db';\nexport const at = nowIso;\n"],
  ['db imports the domain', 'src/server/db/planted.ts', "import { badRequest } from '../domain/errors';\nexport const refuse = badRequest;\n"],
  ['the domain imports http', 'src/server/domain/planted.ts', "import { said } from '../http/said';\nexport const say = said;\n"],
  ['the domain imports documents', 'src/server/domain/planted.ts', "import { minutesPdf } from '../documents/minutes';\nexport const pdf = minutesPdf;\n"],
  ['http imports the cache', 'src/server/http/planted.ts', "import { cachedList } from '../cache/cachedList';\nexport const list = cachedList;\n"],
  ['the cache imports a route', 'src/server/cache/planted.ts', "import { apiRoutes } from '../routes';\nexport const all = apiRoutes;\n"],
  ['runtime imports db', 'src/server/runtime/planted.ts', "import { engineOf } from '../db/engine';\nexport const engine = engineOf;\n"],
  ['a lower layer imports the composition', 'src/server/domain/planted.ts', "import { buildApp } from '../app';\nexport const build = buildApp;\n"],
];

const DOWNWARD: [string, string, string][] = [
  [
    'a route imports the cache, http and the domain',
    'src/server/routes/planted.ts',
    "import { cachedList } from '../cache/cachedList';\nimport { said } from '../http/said';\nimport { nowIso } from '../domain/db';\nexport const all = [cachedList, said, nowIso];\n",
  ],
  [
    'the domain imports auth and db',
    'src/server/domain/planted.ts',
    "import { verifyPassword } from '../auth/passwords';\nimport { engineOf } from '../db/engine';\nexport const all = [verifyPassword, engineOf];\n",
  ],
  [
    'the seed imports the domain and auth',
    'src/server/seed/planted.ts',
    "import { findLoginUser } from '../domain/accounts';\nimport { hashPassword } from '../auth/passwords';\nexport const all = [findLoginUser, hashPassword];\n",
  ],
];

let findings: Finding[][];
beforeAll(() => {
  const all = lintAll([...UPWARD, ...DOWNWARD].map(([, file, text]) => ({ file, text })));
  findings = all.map((messages) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths'));
});

test.each(UPWARD.map((c, i) => [c[0], i] as const))('an upward import fails lint: %s', (_name, i) => {
  expect(findings[i]).toHaveLength(1);
  expect(findings[i]![0]!.message).toMatch(/must not import a layer above it or beside it/);
});

test.each(DOWNWARD.map((c, i) => [c[0], UPWARD.length + i] as const))('a downward import passes: %s', (_name, i) => {
  expect(findings[i]).toEqual([]);
});
