import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../../../src/server/app';
import { fillPath, PARAMS, STACK_TRACE, type MatrixEntry } from './accessMatrix';

/**
 * Generators for the fuzz tests: requests derived from a route's path and its matrix entry's sample
 * body (every leaf replaced by wrong types, removed, joined by unknown fields, or filled with hostile
 * text), plus whole random JSON, hostile path parameters and query strings.
 */

/** Text that has broken applications before: SQL, HTML/JS, templates, paths, control and odd unicode. */
export const HOSTILE_TEXT = [
  "' OR 1=1 --",
  "'; DROP TABLE student; --",
  '" OR ""="',
  "Robert'); DELETE FROM score; --",
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "O'Brien \"the Quote\" \\ back\\slash",
  'Nguyễn Thị Ánh',
  'Trần Đức Được – Phạm Ngọc Ẩn',
  'Lê Văn Tèo 😀 𝒜𝓁𝓅𝒽𝒶',
  '${7*7} {{7*7}} #{7*7}',
  '../../../etc/passwd',
  '%00%27%22',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'ｆｕｌｌｗｉｄｔｈ',
  'مرحبا بالعالم',
  'a\u202eb\u200bc\u00a0d',
  'tab\there',
  'line\nbreak',
  '\u0000nul',
  '\\u0000',
  ';--/*',
  'x'.repeat(5000),
];

/** Hostile text that survives trimming unchanged (used for the byte-for-byte round trip). */
export const ROUND_TRIP_TEXT = [
  "Nguyễn Thị Ánh 'O'Brien'",
  "' OR 1=1 --",
  '<script>alert("x")</script>',
  "Robert'); DELETE FROM score; --",
  'Trần Đức Được – “quoted” ‘single’',
  '${7*7} {{7*7}} \\back\\slash',
  'Lê Văn Tèo 😀 𝒜𝓁𝓅𝒽𝒶',
  'a\u202eb\u200bc\u00a0d',
  'مرحبا <b>bold</b> & amp;',
];

const anyScalar = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -0, 0.5, 10.005, 11, -0.01),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, biased to hostile scalars. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => leafPaths(v, [...prefix, i]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  return [prefix];
}

function setAt(root: unknown, path: Path, op: 'replace' | 'delete' | 'extra', value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  if (path.length === 0) return op === 'replace' ? value : copy;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (op === 'replace') parent[last] = value;
  else if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (!Array.isArray(parent)) parent[`unexpected_${String(last)}`] = value;
  else parent.push(value);
  return copy;
}

/** String leaves of a sample body whose key is in `texts`. */
function textPaths(sample: unknown, texts: string[]): Path[] {
  return leafPaths(sample).filter((p) => p.length > 0 && texts.includes(String(p[p.length - 1])));
}

export interface FuzzBody {
  body: unknown;
  /** text values that, if the write is accepted, must be stored byte-for-byte */
  roundTrip: string[];
}

export function bodyArbitrary(sample: unknown, texts: string[] = []): fc.Arbitrary<FuzzBody> {
  if (sample === undefined) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<FuzzBody>({ body: undefined, roundTrip: [] }) },
      { weight: 1, arbitrary: anyValue.map((body) => ({ body, roundTrip: [] })) },
    );
  }
  // a file's bytes (an .xlsx import): random bytes of any length, or a JSON value where the file belongs
  if (Buffer.isBuffer(sample)) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ body: Buffer.from(bytes), roundTrip: [] })) },
      { weight: 1, arbitrary: anyValue.map((body) => ({ body, roundTrip: [] })) },
    );
  }
  const paths = leafPaths(sample);
  const mutated = fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom('replace', 'delete', 'extra') as fc.Arbitrary<'replace' | 'delete' | 'extra'>, anyValue)
    .map(([path, op, value]) => ({ body: setAt(sample, path, op, value), roundTrip: [] as string[] }));
  const tpaths = textPaths(sample, texts);
  const hostileText =
    tpaths.length === 0
      ? mutated
      : fc.array(fc.constantFrom(...ROUND_TRIP_TEXT), { minLength: tpaths.length, maxLength: tpaths.length }).chain((values) =>
          fc.integer({ min: 0, max: 1_000_000 }).map((salt) => {
            let body: unknown = sample;
            const roundTrip: string[] = [];
            tpaths.forEach((p, i) => {
              // codes and names must stay unique and short (student names: 5 to 25 characters): salt them,
              // cut by code points (never half a surrogate pair)
              const v =
                String(p[p.length - 1]) === 'code'
                  ? `CODE${salt}`
                  : `${Array.from(values[i]!).slice(0, 14).join('').trim()} ${salt % 100000}`;
              body = setAt(body, p, 'replace', v);
              roundTrip.push(v);
            });
            return { body, roundTrip };
          }),
        );
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: anyValue.map((body) => ({ body, roundTrip: [] as string[] })) },
    { weight: 1, arbitrary: fc.constant({ body: sample, roundTrip: [] as string[] }) },
  );
}

const paramValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(String(PARAMS[name] ?? 1)) },
    { weight: 2, arbitrary: fc.integer({ min: -2, max: 15 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', '0x10', ' 1', 'NaN', 'null', 'true') },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT.map((s) => s.slice(0, 150))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }) },
  );

const queryArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom('id', 'token', 'role', '__proto__', 'limit'), fc.string({ maxLength: 8 })), fc.oneof(anyScalar.map(String))), {
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`),
  },
);

export interface FuzzRequest extends FuzzBody {
  url: string;
}

export function requestArbitrary(route: RegisteredRoute, entry: MatrixEntry | undefined): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = sendsBody ? bodyArbitrary(entry?.body ?? {}, entry?.texts) : bodyArbitrary(undefined);
  const params = fc.tuple(...names.map((n) => paramValue(n)));
  return fc.tuple(names.length ? params : fc.constant([] as string[]), queryArbitrary, body).map(([values, query, b]) => {
    let url = fillPath(route.url, entry);
    if (names.length) {
      url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, n: string) => encodeURIComponent(values[names.indexOf(n)]!));
      url = url.replace(/\*$/, 'index.html');
    }
    return { url: url + query, ...b };
  });
}

/** A stack frame or source path in the body that the request itself did not send (so not an echo). */
export function leakedStack(res: LightMyRequestResponse, requestText: string): string | null {
  const m = res.body.match(STACK_TRACE);
  if (!m) return null;
  return requestText.includes(m[0]) ? null : m[0];
}

/** True when the answer refuses the request (HTTP error, or an envelope with an inner refusal status). */
export function isRefusal(res: LightMyRequestResponse): boolean {
  if (res.statusCode >= 400) return true;
  try {
    const json = JSON.parse(res.body) as unknown;
    if (Array.isArray(json) || json === null || typeof json !== 'object') return false;
    const o = json as { status?: unknown; data?: { status?: unknown }; token?: unknown };
    const status = typeof o.status === 'number' ? o.status : typeof o.data?.status === 'number' ? o.data.status : undefined;
    return status !== undefined && status !== 200 && status !== 201;
  } catch {
    return false;
  }
}
