import { envelope, message, nullable, row } from '../../common/contract/kit';
import { INPUT_KIND } from './tolerant';
import { Type, type TInteger, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * The one schema helper of the API (TypeBox). A route's schema is also its type: plugins are
 * `FastifyPluginAsyncTypebox`, so `request.body`, `request.params` and `request.query` are typed from the
 * schema and handlers declare no request types by hand. Validation (validation.ts): bodies strict (no
 * coercion, unknown fields refused, 400 naming the field), params and querystrings coerced. Every /api route
 * also declares `response: { 200: ... }`: the answer is serialized from that schema, so no unlisted field leaks.
 */

const MAX_INT = 2147483647;

/**
 * Tolerant inputs (http/tolerant.ts): every number or integer of a body or a path also accepts its numeric
 * string ("7", " 7.5 "); fields marked date accept an ISO date-time (first 10 characters used), fields marked
 * time accept HH:MM:SS (read as HH:MM). Handlers still receive numbers and YYYY-MM-DD / HH:MM.
 */
const dateMark = { [INPUT_KIND]: 'date' as const };
const timeMark = { [INPUT_KIND]: 'time' as const };


type Ids<N extends string> = { [K in N]: TInteger };

/** A strict object (unknown fields refused). Plain JSON-schema properties are accepted too (typed loosely). */
function strictBody<P extends TProperties>(properties: P): TObject<P>;
function strictBody(properties: Record<string, object>): TObject;
function strictBody(properties: Record<string, object>): TObject {
  return Type.Object(properties as TProperties, { additionalProperties: false });
}

export const S = {
  /** an id: integer 1..2^31-1 */
  id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
  /** any 32-bit integer */
  int: Type.Integer({ minimum: -MAX_INT - 1, maximum: MAX_INT }),
  num: Type.Number(),
  bool: Type.Boolean(),
  /** a string of minLength..maxLength characters */
  text: (maxLength = 200, minLength = 1) => Type.String({ minLength, maxLength }),
  /** a string of at most maxLength characters */
  str: (maxLength = 200) => Type.String({ maxLength }),
  /**
   * A form field whose limit (src/common/validation/limits.ts) the shared Yup schema checks next, with the spec's
   * message: the JSON schema fixes the type and only bounds the size (twice the limit, at least 100 characters).
   */
  field: (limit: number) => Type.String({ maxLength: Math.max(2 * limit, 100) }),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...dateMark }),
  time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', ...timeMark }),
  /** a date form field (YYYY-MM-DD, checked by the shared Yup schema); an ISO date-time is read as its date */
  dateField: (limit: number) => Type.String({ maxLength: Math.max(2 * limit, 100), ...dateMark }),
  /** a time form field (HH:MM, checked by the shared Yup schema); HH:MM:SS is read as HH:MM */
  timeField: (limit: number) => Type.String({ maxLength: Math.max(2 * limit, 100), ...timeMark }),
  /** any JSON value (checked by the domain, e.g. a score as typed) */
  any: Type.Unknown(),
  nullable,
  optional: Type.Optional,
  array: Type.Array,
  union: Type.Union,
  record: Type.Record,
  string: Type.String,
  integer: Type.Integer,
  /** params object with integer ids, e.g. S.params('id') (coerced from the path) */
  params: <N extends string>(...names: N[]): TObject<Ids<N>> =>
    Type.Object(Object.fromEntries(names.map((n) => [n, Type.Integer({ minimum: 1, maximum: MAX_INT })])) as Ids<N>),
  /** a strict body: unknown fields refused; fields wrapped in S.optional may be left out */
  body: strictBody,
  /** a strict form body whose every field is optional: the shared Yup schema decides what is required */
  form: <P extends TProperties>(properties: P): TObject<{ [K in keyof P]: TOptional<P[K]> }> =>
    Type.Partial(Type.Object(properties, { additionalProperties: false })) as unknown as TObject<{ [K in keyof P]: TOptional<P[K]> }>,
  /** an answer row / object: only the listed fields are sent */
  row,
  /** the envelope {status, message?, code?, data?} (common/contract/kit.ts) */
  envelope,
  /** the envelope {status, message} (plus `massage`, which the spec's template refusals repeat the message in) */
  message,
};

/** `response` of a route answering HTTP 200 with `schema` (errors other than 200 leave as the plain envelope). */
export const ok = <R extends TSchema>(schema: R) => ({ 200: schema });
