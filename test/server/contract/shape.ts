/**
 * A small shape language for the contract test: the field names and JSON types api.md gives each answer.
 * - 'int' | 'num' | 'str' | 'bool' | 'date' (YYYY-MM-DD) | 'time' (HH:MM); a trailing '?' also allows null
 * - a number: exactly that number (an envelope's inner status)
 * - lit(x): exactly x;  re(/.../): a string matching
 * - [shape]: a NON-EMPTY array whose every element has the shape;  none: exactly []
 * - { field: shape }: an object carrying at least these fields (rows may carry display fields, api.md 5)
 */
export type Shape = string | number | Literal | Pattern | Shape[] | { [field: string]: Shape };

class Literal {
  constructor(readonly value: unknown) {}
}
class Pattern {
  constructor(readonly pattern: RegExp) {}
}
export const lit = (value: unknown) => new Literal(value);
export const re = (pattern: RegExp) => new Pattern(pattern);
export const none: Shape = [];

const SCALARS: Record<string, (v: unknown) => boolean> = {
  int: (v) => typeof v === 'number' && Number.isInteger(v),
  num: (v) => typeof v === 'number' && Number.isFinite(v),
  str: (v) => typeof v === 'string',
  bool: (v) => typeof v === 'boolean',
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  time: (v) => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v),
};

/** Every way `value` departs from `shape` (empty when it conforms), each prefixed with its path. */
export function shapeErrors(value: unknown, shape: Shape, path = 'B'): string[] {
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 120);
  if (typeof shape === 'number') return value === shape ? [] : [`${path}: expected ${shape}, got ${show(value)}`];
  if (shape instanceof Literal) return JSON.stringify(value) === JSON.stringify(shape.value) ? [] : [`${path}: expected ${show(shape.value)}, got ${show(value)}`];
  if (shape instanceof Pattern) return typeof value === 'string' && shape.pattern.test(value) ? [] : [`${path}: expected text matching ${shape.pattern}, got ${show(value)}`];
  if (typeof shape === 'string') {
    const nullable = shape.endsWith('?');
    const check = SCALARS[nullable ? shape.slice(0, -1) : shape];
    if (!check) throw new Error(`unknown scalar shape ${shape}`);
    if (value === null && nullable) return [];
    return check(value) ? [] : [`${path}: expected ${shape}, got ${show(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected a bare array, got ${show(value)}`];
    if (shape.length === 0) return value.length === 0 ? [] : [`${path}: expected [], got ${value.length} rows`];
    if (value.length === 0) return [`${path}: expected at least one row, got []`];
    return value.flatMap((v, i) => shapeErrors(v, shape[0]!, `${path}[${i}]`));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${show(value)}`];
  const object = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([field, inner]) =>
    field in object ? shapeErrors(object[field], inner, `${path}.${field}`) : [`${path}: missing field '${field}'`],
  );
}
