import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type SeedMode = 'demo' | 'none';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  tokenTtl: string;
  seed: SeedMode;
  adminUsername: string;
  adminPassword: string;
  emailDomain: string;
  passMark: number;
  /** Folder with the built SPA (index.html); null serves no SPA (API-only tests). */
  clientDir: string | null;
  logLevel: string;
  /** Failed logins allowed per (address, username) per minute. */
  loginRateLimit: number;
}

const DEFAULT_DB = 'sqlite:./data/evaluation.sqlite';

/** Reads the secret from JWT_SECRET, else from (or into) a 0600 file beside the SQLite database. */
function resolveSecret(env: NodeJS.ProcessEnv, databaseUrl: string): string {
  if (env.JWT_SECRET && env.JWT_SECRET.length >= 32) return env.JWT_SECRET;
  if (env.JWT_SECRET) throw new Error('JWT_SECRET must be at least 32 characters long');
  const dir = databaseUrl.startsWith('sqlite:')
    ? path.dirname(path.resolve(databaseUrl.slice('sqlite:'.length)))
    : path.resolve('data');
  const file = path.join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DB;
  const passMark = Number(env.PASS_MARK ?? 5);
  if (!Number.isFinite(passMark) || passMark < 0 || passMark > 10) throw new Error('PASS_MARK must be a number from 0 to 10');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    jwtSecret: resolveSecret(env, databaseUrl),
    tokenTtl: env.TOKEN_TTL || '12h',
    seed: env.SEED === 'none' ? 'none' : 'demo',
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || 'admin123',
    emailDomain: env.EMAIL_DOMAIN || 'university.edu.vn',
    passMark,
    clientDir: env.CLIENT_DIR === '' ? null : path.resolve(env.CLIENT_DIR || 'dist/client'),
    logLevel: env.LOG_LEVEL || 'info',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
  };
}
