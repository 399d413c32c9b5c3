import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';

/**
 * Sessions, cookies and forged requests in a real browser against the built server: the session cookie is HttpOnly and set by the
 * server (no script sees the token), Logout ends the session on the server (the old token is refused), and a page
 * on another port of 127.0.0.1 cannot publish a project or delete a record with the victim's cookie.
 */
jest.setTimeout(120_000);

const e2e = useServerAndBrowser();

async function api(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${e2e.url}/api${path}`, {
    method,
    headers: { ...(method === 'GET' ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status?: number; token?: string; data?: unknown } };
}

async function tokenOf(username: string, password: string, path: string) {
  const { body } = await api('POST', path, null, { username, password });
  return body.token as string;
}

describe('the session cookie (item 1)', () => {
  it('is set by the server, HttpOnly and SameSite=Strict; scripts never see the token', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin);
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token).toEqual(expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false }));
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain('user=');
    expect(visible).not.toContain('token=');
    // the console loads its data with the cookie alone (no Authorization header from the SPA)
    const sent: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) sent.push(r.headers().authorization);
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoAxeViolations(page, 'admin home after reload');
    await poll(async () => sent.length, (n) => n > 0, () => 'the admin home made no API call');
    expect(sent.every((h) => h === undefined)).toBe(true);
    await context.close();
  });
});

describe('Logout ends the session on the server (item 2)', () => {
  it('after Logout the old token is refused, as a header and as a cookie', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1);
    const old = (await context.cookies()).find((c) => c.name === 'token')!.value;
    expect((await api('GET', '/semester/getall', old)).status).toBe(200);
    await expectNoAxeViolations(page, 'lecturer home');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.url}/`);
    await poll(async () => (await context.cookies()).map((c) => c.name), (names) => !names.includes('token') && !names.includes('user'), (n) => `cookies left: ${n.join(', ')}`);
    expect((await api('GET', '/semester/getall', old)).status).toBe(401);
    expect((await api('GET', '/semester/getall', null, undefined, { cookie: `token=${old}` })).status).toBe(401);
    // the browser is logged out too
    await page.goto(`${e2e.url}/teacher`);
    await page.waitForURL(`${e2e.url}/`);
    await context.close();
  });
});

describe('no forged requests (item 3)', () => {
  let attacker: http.Server;
  let attackerUrl = '';
  let semesterId = 0;
  let admin = '';

  beforeAll(async () => {
    admin = await tokenOf('admin', 'admin123', '/loginadmin');
    // project 2 becomes publishable (lecturer1 gives its last marks); a fresh semester nobody depends on can be deleted
    const lecturer = await tokenOf('lecturer1', 'lecturer123', '/loginteacher');
    for (const stdinprjId of [4, 5]) {
      expect((await api('POST', '/score/insert', lecturer, { score: { '1': 6, '2': 7, '3': 8 }, stdinprjId, lectureinboardId: 1 })).body.status).toBe(200);
    }
    const added = await api('POST', '/semester/add', admin, { year: 2039, session: 'Target', startTime: '2039-01-01', endTime: '2039-03-01' });
    semesterId = (added.body.data as { id: number }).id;
    // the attacker's site: another port of the same host (same site for SameSite, another origin)
    attacker = http.createServer((req, res) => {
      const target = e2e.url;
      const pages: Record<string, string> = {
        '/text': `<form method="post" enctype="text/plain" action="${target}/api/project/2/public"><input name='{"a":"' value='b"}'></form>`,
        '/urlencoded': `<form method="post" action="${target}/api/project/2/public"><input name="x" value="1"></form>`,
        // a form with no field posts an empty body (still with a content type, and with this page's Origin)
        '/empty': `<form method="post" action="${target}/api/project/2/public"></form>`,
        '/delete': `<form method="post" enctype="text/plain" action="${target}/api/semester/${semesterId}?_method=DELETE"><input name="x" value="1"></form>`,
      };
      const form = pages[req.url ?? ''];
      const body = form
        ? `<!doctype html><html lang="en"><title>Win a prize</title><body>${form}<script>document.forms[0].submit()</script></body></html>`
        : `<!doctype html><html lang="en"><title>Win a prize</title><body><script>
            const t = ${JSON.stringify(target)};
            const results = [];
            const tryIt = (name, p) => p.then((r) => results.push(name + ':' + r.status), (e) => results.push(name + ':blocked'));
            Promise.all([
              tryIt('publish-no-cors', fetch(t + '/api/project/2/public', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' })),
              tryIt('publish-bodiless-no-cors', fetch(t + '/api/project/2/public', { method: 'POST', mode: 'no-cors', credentials: 'include' })),
              tryIt('publish-json', fetch(t + '/api/project/2/public', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })),
              tryIt('delete', fetch(t + '/api/semester/${semesterId}', { method: 'DELETE', credentials: 'include' })),
              tryIt('delete-json', fetch(t + '/api/semester/${semesterId}', { method: 'DELETE', credentials: 'include', headers: { 'content-type': 'application/json' } })),
            ]).then(() => { document.title = 'done ' + results.sort().join(' '); });
          </script></body></html>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => attacker?.close(r));
  });

  const published = async () => ((await api('GET', '/project/getallpubliced', admin)).body.data as { ProjectId: number }[]).map((p) => p.ProjectId);
  const semesterExists = async () => ((await api('GET', '/semester/getall', admin)).body as unknown as { Id: number }[]).some((s) => s.Id === semesterId);

  it('cross-origin forms and scripts carrying the signed-in admin’s cookie publish nothing and delete nothing', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin);
    expect(await published()).not.toContain(2);
    expect(await semesterExists()).toBe(true);
    for (const form of ['/text', '/urlencoded', '/empty', '/delete']) {
      // only the form's own post: the admin screen left behind may still be answering its own reads
      const target = form === '/delete' ? `/api/semester/${semesterId}` : '/api/project/2/public';
      const response = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(`${e2e.url}${target}`));
      await page.goto(`${attackerUrl}${form}`);
      const answer = await response;
      // the victim's cookie travels (another port is the same site): only the server's checks stop the request
      expect([form, answer.status(), (await answer.request().allHeaders()).cookie?.includes('token=')]).toEqual([form, 403, true]);
      expect(await answer.json()).toMatchObject({ status: 403, message: 'Cross-origin requests are not accepted' });
    }
    // the browser does send the no-cors post (a simple request needs no preflight)
    const sentPost = page.waitForRequest((r) => r.url() === `${e2e.url}/api/project/2/public` && r.method() === 'POST').then((r) => r.method());
    // the bodiless post is sent too (no content type, this page's Origin): the server refuses it, so nothing is published
    const bodiless = page
      .waitForRequest((r) => r.url() === `${e2e.url}/api/project/2/public` && r.headers()['content-type'] === undefined)
      .then((r) => r.method());
    await page.goto(`${attackerUrl}/scripts`);
    await page.waitForFunction(() => document.title.startsWith('done'));
    const title = await page.title();
    // the no-cors post is sent and refused by the server (its answer is then withheld from the page by
    // Cross-Origin-Resource-Policy); the others never get past the CORS preflight
    expect(title).toBe('done delete-json:blocked delete:blocked publish-bodiless-no-cors:blocked publish-json:blocked publish-no-cors:blocked');
    expect(await sentPost).toBe('POST');
    expect(await bodiless).toBe('POST');
    expect(await published()).not.toContain(2);
    expect(await semesterExists()).toBe(true);
    // control: the same operations from the app's own page work — publish with no body and no content type, as
    // the spec's client sends it (the browser adds Origin and Sec-Fetch-Site: same-origin) — and as JSON
    await page.goto(`${e2e.url}/admin`);
    const own = await page.evaluate(() => fetch('/api/project/2/public', { method: 'POST', credentials: 'same-origin' }).then(async (r) => [r.status, (await r.json()).status]));
    expect(own).toEqual([200, 200]);
    expect(await published()).toContain(2);
    expect((await api('DELETE', `/semester/${semesterId}`, admin)).body.status).toBe(200);
    expect(await semesterExists()).toBe(false);
    await context.close();
  });
});
