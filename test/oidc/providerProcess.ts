import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A person at the test provider: the ID token's claims besides `sub`. */
export type Person = { email?: string; email_verified?: boolean; hd?: string; name?: string; preferred_username?: string };

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setPeople(people: Record<string, Person>): Promise<void>;
  /** the next ID tokens: right, for another application, or expired */
  setIdTokens(mode: 'normal' | 'foreignAudience' | 'expired'): Promise<void>;
  stop(): Promise<void>;
}

/** Starts test/oidc/provider.mjs (oidc-provider, a real OpenID Connect provider) on a free port of this machine. */
export async function startTestProvider(options: { redirectUri: string; postLogoutUri: string; people: Record<string, Person> }): Promise<TestProvider> {
  const clientId = 'capstone-evaluation';
  const clientSecret = 'capstone-test-client-secret';
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'provider.mjs')], {
    env: { ...process.env, PORT: '0', CLIENT_ID: clientId, CLIENT_SECRET: clientSecret, REDIRECT_URI: options.redirectUri, POST_LOGOUT_URI: options.postLogoutUri, PEOPLE: JSON.stringify(options.people), NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the test provider did not start: ${stderr}`)), 20_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const ready = out.match(/ready (http:\/\/\S+)/);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the test provider exited (${code}): ${stderr}`)));
  });
  const post = async (pathname: string, body: unknown) => {
    const res = await fetch(`${issuer}${pathname}`, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  };
  return {
    issuer,
    clientId,
    clientSecret,
    setPeople: (people) => post('/__people', people),
    setIdTokens: (mode) => post('/__mode', { idToken: mode }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
