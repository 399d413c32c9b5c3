import type { FastifyInstance } from 'fastify';

/** The answer of one step: where it sends the browser and the cookies it sets. */
function setCookies(headers: Headers): string[] {
  return headers.getSetCookie().map((line) => line.split(';')[0]!);
}

export interface ProviderAnswer {
  /** path and query of the callback the provider sent the browser to */
  callbackPath: string;
  /** the `oidc_flow=…` cookie the product set when the sign-in began */
  flowCookie: string;
}

/**
 * What a browser does between the login screen's button and the provider's answer, without a browser: the
 * product's /api/oidc/login (through inject), then the provider's own pages over HTTP (its sign-in form posted with
 * the person's id), following redirects until the provider sends the browser back to `publicUrl`.
 */
export async function throughProvider(app: FastifyInstance, publicUrl: string, sub: string, role: 'std' | 'teach' | 'admin' = 'teach'): Promise<ProviderAnswer> {
  const start = await app.inject({ method: 'GET', url: `/api/oidc/login?role=${role}` });
  if (start.statusCode !== 303) throw new Error(`/api/oidc/login answered ${start.statusCode}: ${start.body}`);
  const flowCookie = [start.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('oidc_flow='))!.split(';')[0]!;
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (headers: Headers) => {
    for (const pair of setCookies(headers)) {
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  let url = String(start.headers.location);
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(publicUrl)) return { callbackPath: url.slice(publicUrl.length), flowCookie };
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keep(res.headers);
    if (res.status === 200) {
      const action = (await res.text()).match(/<form method="post" action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`no sign-in form at ${url}`);
      const posted = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: `login=${encodeURIComponent(sub)}`,
      });
      keep(posted.headers);
      if (!posted.headers.get('location')) throw new Error(`the provider's form answered ${posted.status}`);
      url = new URL(posted.headers.get('location')!, url).href;
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`${url} answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** The product's callback as the browser calls it (with the flow cookie); its redirect and the session cookie, if any. */
export async function callBack(app: FastifyInstance, answer: ProviderAnswer, cookie = answer.flowCookie) {
  const res = await app.inject({ method: 'GET', url: answer.callbackPath, headers: { cookie } });
  const cookies = [res.headers['set-cookie']].flat().filter(Boolean).map(String);
  const session = cookies.find((c) => c.startsWith('token=') && !c.startsWith('token=;'))?.split(';')[0];
  return { status: res.statusCode, location: String(res.headers.location ?? ''), session };
}
