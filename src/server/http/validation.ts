import Ajv, { type Options, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { onFirstUse } from './firstUse';
import { directionControlPath } from '../../common/directionOverrides';
import { ApiError } from './errors';
import { normaliseInPlace, normaliseQueryInPlace } from './tolerant';

/**
 * Bodies and path parameters are validated strictly (unknown fields refused, no implicit coercion), after
 * tolerant.ts read numeric strings, ISO date-times and HH:MM:SS the way spec-section-7 clients send them.
 * Query strings arrive as text: numbers in them must be plain decimals ("1e1" is refused, tolerant.ts), then the rest
 * (booleans, single values of lists) is coerced to the declared types.
 */
/** A route's validator as Fastify calls it: the data, then `errors` read where Fastify looks for them. */
interface Validator {
  (data: unknown): boolean;
  errors: ValidateFunction['errors'];
}

/** A validator compiled on the route's first call (firstUse.ts), the data first read the tolerant way (in place). */
function compiledOnFirstUse(compiled: () => ValidateFunction, normalise?: (data: unknown) => void): Validator {
  const run: Validator = Object.assign(
    (data: unknown) => {
      const validate = compiled();
      normalise?.(data);
      const valid = validate(data);
      run.errors = validate.errors;
      return valid;
    },
    { errors: null as ValidateFunction['errors'] },
  );
  return run;
}

export function installValidation(app: FastifyInstance): void {
  const base: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false };
  const strict = new Ajv({ ...base, coerceTypes: false });
  const coercing = new Ajv({ ...base, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'querystring') return compiledOnFirstUse(onFirstUse(app, () => coercing.compile(schema)), (data) => normaliseQueryInPlace(schema, data));
    if (httpPart !== 'body' && httpPart !== 'params') return compiledOnFirstUse(onFirstUse(app, () => coercing.compile(schema)));
    return compiledOnFirstUse(onFirstUse(app, () => strict.compile(schema)), (data) => normaliseInPlace(schema, data));
  });
  // response serializers the same way (fast-json-stringify, as Fastify's own compiler builds them: no shared schemas here)
  app.setSerializerCompiler(({ schema }) => {
    const stringify = onFirstUse(app, () => fastJson(schema as Schema));
    return (data) => stringify()(data);
  });
  // Text with NUL characters is refused on every route (PostgreSQL cannot store it; SQLite would cut it). Direction
  // overrides in the free text of a body (comments, minutes, descriptions: common/directionOverrides.ts) are refused
  // the same way, so what is stored reads as it was typed; names and usernames refuse them with their own message.
  app.addHook('preHandler', (request, _reply, done) => {
    const body = textOf(request.body);
    const where = nulPath(body, 'body') ?? nulPath(request.query, 'querystring') ?? nulPath(request.params, 'params');
    if (where) return done(new ApiError(400, 'nulCharacters', { field: where }));
    const bidi = directionControlPath(body, 'body');
    done(bidi ? new ApiError(400, 'directionCharacters', { field: bidi }) : undefined);
  });
}

/**
 * The part of a body that holds text: all of a JSON body; nothing of a file's bytes (an .xlsx import's body), whose
 * every byte would otherwise be walked as a field of its own (a 100 KB workbook: 100,000 of them, on the event loop).
 */
export function textOf(body: unknown): unknown {
  return ArrayBuffer.isView(body) ? undefined : body;
}

/** The dotted path ("body.name", "body.rows.0.name") of the first string (or key) holding a NUL character, or null. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(inner, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** The schema helper lives in schema.ts (kept importable from here for the login routes). */
