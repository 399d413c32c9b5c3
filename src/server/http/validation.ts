import Ajv, { type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { normaliseInPlace, normaliseQueryInPlace } from './tolerant';

/**
 * Bodies and path parameters are validated strictly (unknown fields refused, no implicit coercion), after
 * tolerant.ts read numeric strings, ISO date-times and HH:MM:SS the way spec-section-7 clients send them.
 * Query strings arrive as text: numbers in them follow the same rules as in bodies (tolerant.ts), then the rest
 * (booleans, single values of lists) is coerced to the declared types.
 */
export function installValidation(app: FastifyInstance): void {
  const base: Options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false };
  const strict = new Ajv({ ...base, coerceTypes: false });
  const coercing = new Ajv({ ...base, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'querystring') {
      const coerce = coercing.compile(schema);
      const query = (data: unknown) => {
        normaliseQueryInPlace(schema, data);
        const valid = coerce(data);
        query.errors = coerce.errors;
        return valid;
      };
      query.errors = coerce.errors;
      return query;
    }
    if (httpPart !== 'body' && httpPart !== 'params') return coercing.compile(schema);
    const validate = strict.compile(schema);
    const tolerant = (data: unknown) => {
      normaliseInPlace(schema, data);
      const valid = validate(data);
      tolerant.errors = validate.errors;
      return valid;
    };
    tolerant.errors = validate.errors;
    return tolerant;
  });
  // Text with NUL characters is refused on every route (PostgreSQL cannot store it; SQLite would cut it).
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [['body', request.body], ['querystring', request.query], ['params', request.params]] as const) {
      const where = nulPath(value, part);
      if (where) throw new ApiError(400, 'nulCharacters', { field: where });
    }
  });
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
