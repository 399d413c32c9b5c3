import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createTestApp } from '../testing/testApp';

/**
 * And (production half): the environment is checked against a schema, a bad value
 * stops the start with one clear line; production needs a real admin password and never loads the demo unless told.
 */
jest.setTimeout(60_000);

const SECRET = { JWT_SECRET: 'config-test-secret-config-test-secret-0123', CLIENT_DIR: '' };
const load = (env: Record<string, string>) => () => loadConfig({ ...SECRET, ...env });

describe('a bad value stops the start with one clear line', () => {
  test.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [{ TOKEN_TTL: 'forever' }, 'Invalid configuration: TOKEN_TTL must be a duration such as 90s, 15m, 2h or 7d (got "forever")'],
    [{ TOKEN_TTL: '0h' }, 'Invalid configuration: TOKEN_TTL must be a duration such as 90s, 15m, 2h or 7d (got "0h")'],
    [{ SESSION_IDLE: '2 hours' }, 'Invalid configuration: SESSION_IDLE must be a duration such as 90s, 15m, 2h or 7d (got "2 hours")'],
    [{ PASS_MARK: 'five' }, 'Invalid configuration: PASS_MARK must be a number from 0 to 10 (got "five")'],
    [{ PASS_MARK: '11' }, 'Invalid configuration: PASS_MARK must be a number from 0 to 10 (got "11")'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'Invalid configuration: LOGIN_RATE_LIMIT must be a whole number from 1 to 1000000 (got "0")'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ SEED: 'everything' }, 'Invalid configuration: SEED must be demo or none (got "everything")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must start with sqlite: or postgres://'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'Production' }, 'Invalid configuration: NODE_ENV must be production, development or test (got "Production")'],
    [{ NODE_ENV: 'prod' }, 'Invalid configuration: NODE_ENV must be production, development or test (got "prod")'],
  ])('%j', (env, message) => {
    expect(load(env)).toThrow(message);
    expect(message).not.toContain('\n');
  });

  test('good values are typed, defaults are documented ones', () => {
    const c = loadConfig({ ...SECRET, PORT: '8080', TOKEN_TTL: '30m', SESSION_IDLE: '90s', PASS_MARK: '4.5' });
    expect(c).toEqual(expect.objectContaining({ port: 8080, tokenTtl: '30m', sessionIdle: '90s', passMark: 4.5, seed: 'demo', production: false }));
    expect(loadConfig(SECRET)).toEqual(expect.objectContaining({ port: 3000, tokenTtl: '12h', sessionIdle: '2h', passMark: 5, loginUserLimit: 20, loginAddressLimit: 100 }));
  });

  test('the server process prints one line and exits 1 (PORT=abc)', () => {
    const run = spawnSync(process.execPath, ['-r', 'esbuild-register', 'src/server/main.ts'], {
      env: { ...process.env, ...SECRET, PORT: 'abc', DATABASE_URL: 'sqlite::memory:' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Capstone Evaluation could not start: Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")');
  });
});

describe('accounts in production and without the demo', () => {
  test('NODE_ENV=production refuses to start without ADMIN_PASSWORD of 12+ characters', () => {
    expect(load({ NODE_ENV: 'production' })).toThrow('NODE_ENV=production needs ADMIN_PASSWORD of at least 12 characters');
    expect(load({ NODE_ENV: 'production', ADMIN_PASSWORD: 'elevenchars' })).toThrow('at least 12 characters');
    expect(loadConfig({ ...SECRET, NODE_ENV: 'production', ADMIN_PASSWORD: 'twelve-chars' })).toEqual(
      expect.objectContaining({ seed: 'none', adminPassword: 'twelve-chars', production: true, warnings: [] }),
    );
  });

  test('ADMIN_PASSWORD follows the rules of a chosen password everywhere (ASVS 2.1.1, 2.1.7)', () => {
    expect(load({ SEED: 'none', ADMIN_PASSWORD: 'eleven-char' })).toThrow('Invalid configuration: ADMIN_PASSWORD must be at least 12 characters long');
    expect(load({ SEED: 'none', ADMIN_PASSWORD: 'password1234' })).toThrow('Invalid configuration: ADMIN_PASSWORD is too common: choose another one');
    expect(load({ NODE_ENV: 'production', ADMIN_PASSWORD: '              ' })).toThrow('Invalid configuration: ADMIN_PASSWORD must not be only spaces');
    expect(load({ ADMIN_USERNAME: 'administrator', ADMIN_PASSWORD: 'Administrator' })).toThrow('ADMIN_PASSWORD must not be ADMIN_USERNAME');
    expect(loadConfig({ ...SECRET, SEED: 'none', ADMIN_PASSWORD: 'root-pass-123' }).adminPassword).toBe('root-pass-123');
  });

  test('SEED=none without ADMIN_PASSWORD is refused everywhere (no guessable bootstrap admin)', () => {
    expect(load({ SEED: 'none' })).toThrow('SEED=none needs ADMIN_PASSWORD');
  });

  test('outside production the demo stays the default (npm start for a newcomer), and says so', () => {
    expect(loadConfig(SECRET).seed).toBe('demo');
    expect(loadConfig(SECRET).demoByDefault).toBe(true);
    expect(loadConfig({ ...SECRET, NODE_ENV: 'development', SEED: 'demo' }).demoByDefault).toBe(false);
  });

  test('production starts with only the bootstrap admin; the demo admin password does not work', async () => {
    const prod = loadConfig({ ...SECRET, NODE_ENV: 'production', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'a-long-root-password' });
    const t = await createTestApp({ seed: prod.seed, adminUsername: prod.adminUsername, adminPassword: prod.adminPassword });
    try {
      expect(await t.app.db.selectFrom('account').select(['Username', 'Role']).execute()).toEqual([{ Username: 'root', Role: 'admin' }]);
      expect((await t.call('POST', '/api/loginadmin', null, { username: 'admin', password: 'admin123' })).json().token).toBeUndefined();
      expect(await t.login('admin', 'root', 'a-long-root-password')).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  test('SEED=demo in production loads the demo with a warning in the log', async () => {
    const prod = loadConfig({ ...SECRET, NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-root-password', SEED: 'demo', DATABASE_URL: 'sqlite::memory:' });
    expect(prod.seed).toBe('demo');
    let log = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildApp(prod, { logger: { level: 'warn', stream: sink } });
    try {
      expect(log).toContain('SEED=demo in production');
      expect(JSON.parse(log.split('\n')[0]!).level).toBe(40);
      expect((await app.db.selectFrom('account').select('Id').execute()).length).toBeGreaterThan(1);
    } finally {
      await app.close();
    }
  });
});
