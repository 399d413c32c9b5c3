/**
 * Tolerant inputs with strict meaning (api.md "Shapes existing clients read"): clients written against spec
 * section 7 send ids from `<select>` values and URL parameters, marks from text inputs and dates from date
 * pickers. Before a body or the path parameters are validated, this step rewrites, in place and guided by the
 * route's own JSON schema:
 * - a numeric string ("7", " 7.5 ", "1e1") where the schema wants a number or an integer (and accepts no
 *   string) into that number. Anything else — "", "  ", "abc", "7,5", "0x10", "Infinity" — is left as it is,
 *   so the validator refuses it with 400 naming the field; a blank is never read as 0.
 * - an ISO date-time ("2026-01-05T00:00:00.000Z") where the schema is marked `x-input: 'date'` into its first
 *   10 characters (spec section 9);
 * - HH:MM:SS where the schema is marked `x-input: 'time'` into HH:MM.
 * Nothing else is coerced: unknown fields, wrong types and out-of-range values stay refused.
 */

/** The marker S.date / S.time / S.dateField / S.timeField carry (ignored by the validator, read here). */
export const INPUT_KIND = 'x-input';
export type InputKind = 'date' | 'time';

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME_WITH_SECONDS = /^(\d{2}:\d{2}):\d{2}(\.\d+)?$/;

/**
 * The number a numeric string stands for, or undefined (blank, not a plain decimal, not finite, or so small that it
 * would read as 0 though it is not: "1e-400").
 */
export function numberOfText(text: string): number | undefined {
  const t = text.trim();
  if (!NUMERIC.test(t)) return undefined;
  const n = Number(t);
  if (n === 0 && /[1-9]/.test(t.split(/[eE]/)[0]!)) return undefined;
  return Number.isFinite(n) ? n : undefined;
}

/** A query string's numbers are typed by people and links, not by spec clients: plain decimals only ("1e1" refused). */
const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** The number of a query string's value, or undefined: plain decimals only, no exponent, no blank. */
export function queryNumberOfText(text: string): number | undefined {
  return PLAIN_DECIMAL.test(text.trim()) ? numberOfText(text) : undefined;
}

/** YYYY-MM-DD of a date or an ISO date-time; other text unchanged. */
export function dateOfText(text: string): string {
  const t = text.trim();
  const m = DATE_TIME.exec(t);
  return m ? m[1]! : t;
}

/** HH:MM of HH:MM or HH:MM:SS; other text unchanged. */
export function timeOfText(text: string): string {
  const t = text.trim();
  const m = TIME_WITH_SECONDS.exec(t);
  return m ? m[1]! : t;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [INPUT_KIND]?: InputKind;
};

function types(schema: Schema): string[] {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(types);
  return [...own, ...branches];
}

function kindOf(schema: Schema): InputKind | undefined {
  return schema[INPUT_KIND] ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(kindOf).find((k) => k !== undefined);
}

/** How a string in a field of this schema is read, worked out once per schema. */
const readings = new WeakMap<Schema, InputKind | 'number' | 'as-is'>();
function readingOf(schema: Schema): InputKind | 'number' | 'as-is' {
  let reading = readings.get(schema);
  if (reading === undefined) {
    const t = types(schema);
    reading = kindOf(schema) ?? (!t.includes('string') && (t.includes('number') || t.includes('integer')) ? 'number' : 'as-is');
    readings.set(schema, reading);
  }
  return reading;
}

/** The value a schema's field should hold for `value` (a string read tolerantly), or `value` itself. */
function normalValue(schema: Schema, value: unknown): unknown {
  if (typeof value === 'string') {
    const reading = readingOf(schema);
    if (reading === 'date') return dateOfText(value);
    if (reading === 'time') return timeOfText(value);
    if (reading === 'number') return numberOfText(value) ?? value;
    return value;
  }
  if (value !== null && typeof value === 'object') normaliseInPlace(schema, value);
  return value;
}

interface Shape {
  props: Record<string, Schema>;
  patterns: (readonly [RegExp, Schema])[];
  rest: Schema | undefined;
}

/** What an object schema says about its keys, worked out once per schema (route schemas never change). */
const shapes = new WeakMap<Schema, Shape>();
function shapeOf(schema: Schema): Shape {
  let shape = shapes.get(schema);
  if (!shape) {
    const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].filter((b) => b.properties);
    shape = {
      props: Object.assign({}, ...branches.map((b) => b.properties), schema.properties) as Record<string, Schema>,
      patterns: Object.entries(schema.patternProperties ?? {}).map(([p, s]) => [new RegExp(p, 'u'), s] as const),
      rest: typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
    };
    shapes.set(schema, shape);
  }
  return shape;
}

/** Walks `data` along `schema` and rewrites tolerant fields in place (objects, arrays, records, unions). */
export function normaliseInPlace(jsonSchema: object | undefined, data: unknown): void {
  const schema = jsonSchema as Schema | undefined;
  if (!schema || data === null || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    const items = Array.isArray(schema.items) ? undefined : schema.items;
    if (items) data.forEach((v, i) => (data[i] = normalValue(items, v)));
    return;
  }
  const object = data as Record<string, unknown>;
  const { props, patterns, rest } = shapeOf(schema);
  for (const key of Object.keys(object)) {
    const field = props[key] ?? patterns.find(([re]) => re.test(key))?.[1] ?? rest;
    if (field) object[key] = normalValue(field, object[key]);
  }
}

/** Stands for query-string text that is no plain decimal in a numeric field: no validator coerces an object to a number. */
const NOT_A_NUMBER: Readonly<Record<string, never>> = Object.freeze({});

/**
 * Query strings are stricter than bodies: a numeric field holds a number only when its text is a plain decimal without
 * an exponent ("1e1", "0x10", "Infinity" and blanks are refused with 400 naming the field, never coerced).
 */
export function normaliseQueryInPlace(jsonSchema: object | undefined, data: unknown): void {
  const schema = jsonSchema as Schema | undefined;
  if (!schema?.properties || data === null || typeof data !== 'object') return;
  const query = data as Record<string, unknown>;
  const read = (s: Schema, v: unknown) => (typeof v === 'string' && readingOf(s) === 'number' ? (queryNumberOfText(v) ?? NOT_A_NUMBER) : v);
  for (const [key, field] of Object.entries(schema.properties)) {
    const value = query[key];
    if (value === undefined) continue;
    const items = Array.isArray(field.items) ? undefined : field.items;
    if (Array.isArray(value)) query[key] = items ? value.map((v) => read(items, v)) : value;
    else if (items && types(field).includes('array')) query[key] = [read(items, value)];
    else query[key] = read(field, value);
  }
}
