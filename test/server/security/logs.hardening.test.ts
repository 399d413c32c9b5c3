import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';

/**
 * ASVS V7.1: the logs never contain a password or a token, even at the most verbose
 * level (trace) and without any redaction configured by the test — whatever fastify/pino log by
 * default (request lines, errors, validation failures) must already be free of secrets.
 */
jest.setTimeout(60_000);

let app: FastifyInstance;
let dir: string;
let captured = '';
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    captured += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-logs-'));
  const config = {
    ...loadConfig({ JWT_SECRET: 'log-test-secret-log-test-secret-0123456789', SEED: 'demo', CLIENT_DIR: '' }),
    databaseUrl: `sqlite:${path.join(dir, 'logs.sqlite')}`,
    clientDir: null,
  };
  app = await buildApp(config, { logger: { level: 'trace', stream: sink } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('logins, authenticated calls, refusals and errors log neither passwords nor tokens', async () => {
  const wrongPassword = 'Wr0ng-P4ssw0rd-Secret!';
  const newPassword = 'N3w-Us3r-P4ssw0rd-Secret!';
  await app.inject({ method: 'POST', url: '/api/loginadmin', payload: { username: 'admin', password: wrongPassword } });
  const login = await app.inject({ method: 'POST', url: '/api/loginadmin', payload: { username: 'admin', password: 'admin123' } });
  const token = login.json().token as string;
  expect(token).toEqual(expect.any(String));
  const auth = { authorization: `Bearer ${token}` };
  expect((await app.inject({ method: 'GET', url: '/api/course/getall', headers: auth })).statusCode).toBe(200);
  await app.inject({ method: 'GET', url: '/api/course/getall', cookies: { token } });
  // creates an account with a password (the body is never logged)
  await app.inject({
    method: 'POST',
    url: '/api/student/add',
    headers: auth,
    payload: { username: 'logtester', password: newPassword, code: 'LOG0001', name: 'Log Tester', address: '1 Log Street', birthday: '2004-01-01' },
  });
  // a validation failure that carries a password
  await app.inject({ method: 'POST', url: '/api/student/add', headers: auth, payload: { password: newPassword, unknown: 1 } });
  // a refused token, and the token in a query string of an unknown path
  await app.inject({ method: 'GET', url: '/api/course/getall', headers: { authorization: `Bearer ${token}tampered` } });
  // a student login with the new password, then a server-side error path (unknown route)
  await app.inject({ method: 'POST', url: '/api/loginstudent', payload: { username: 'logtester', password: newPassword } });

  expect(captured.length).toBeGreaterThan(0); // the logger really wrote
  expect(captured).toContain('/api/course/getall'); // request lines are there
  for (const secret of [wrongPassword, newPassword, 'admin123', token, token.split('.')[2]!]) {
    expect(captured.includes(secret) ? `log contains ${secret.slice(0, 12)}…` : 'clean').toBe('clean');
  }
  expect(captured).not.toMatch(/\$argon2/);
  expect(captured).not.toMatch(/"authorization"\s*:\s*"Bearer/i);
});
