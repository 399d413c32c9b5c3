import type { TObject } from '@sinclair/typebox';
import { PostgresAdapter, sql, type Compilable, type RawBuilder } from 'kysely';
import type { Q } from '../db';

/**
 * A list's JSON text built by the database in one statement, one row of one text column: no row object per row in
 * the server, no JSON.stringify. Reading 20,000 students as row objects and serialising them cost the server
 * 150–210 ms of CPU (59 % better-sqlite3 making row objects, 19 % GC, 12 % JSON.stringify); the same text from the
 * database is a single string.
 *
 * The text is byte for byte what the route's serializer (fast-json-stringify, JSON.stringify's escapes) writes for
 * the same rows: keys in the schema's order, no spaces, integers as digits, null as null, strings escaped as
 * JSON.stringify does (test/server/reads/listTexts.test.ts proves it on both engines, unicode and control
 * characters included).
 * - SQLite: `json_group_array(json_object(…) ORDER BY …)` (ORDER BY inside an aggregate: SQLite 3.44+).
 * - PostgreSQL: `json_build_object`/`json_agg` write `"key" : value` with spaces, so the object is concatenated:
 *   `to_json(value)::text` per field (PostgreSQL's JSON string escapes: `\"`, `\\`, `\b \f \n \r \t`, `\u00xx`) in
 *   `string_agg(… ORDER BY …)`.
 */

/** The JSON kind of a field: a number (integer) or a string; either may be null. */
export type FieldKind = 'int' | 'str';

/** The answer's fields in the schema's order: JSON key → kind. The inner query selects each under its key. */
export type Fields = Readonly<Record<string, FieldKind>>;

/** The fields of a contract row (common/contract): its keys in order, each an integer or a string (or null). */
export function fieldsOf(schema: TObject): Fields {
  const fields: Record<string, FieldKind> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const types = ([] as unknown[]).concat((property as { type?: unknown }).type).filter((t) => t !== 'null');
    if (types.length !== 1 || (types[0] !== 'integer' && types[0] !== 'string')) throw new Error(`jsonText: ${key} is neither an integer nor a string`);
    fields[key] = types[0] === 'integer' ? 'int' : 'str';
  }
  return fields;
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkedKeys(fields: Fields): string[] {
  const keys = Object.keys(fields);
  for (const k of keys) if (!KEY.test(k)) throw new Error(`jsonText: field name ${k} is not a plain identifier`);
  return keys;
}

/** The inner query's column a key is read from: the key itself, or another key's column (a field sent twice under two names). */
export type Columns = Readonly<Record<string, string>>;

const refOf = (columns: Columns) => (key: string) => sql.ref(`t.${columns[key] ?? key}`);

function sqliteText(rows: Compilable<unknown>, fields: Fields, orderBy: string, columns: Columns): RawBuilder<{ j: string }> {
  const ref = refOf(columns);
  // the cast makes a value stored with another type (SQLite's columns accept any) the kind the schema writes
  const pairs = checkedKeys(fields).map((k) => sql`${sql.lit(k)}, cast(${ref(k)} as ${sql.raw(fields[k] === 'int' ? 'integer' : 'text')})`);
  return sql<{ j: string }>`select json_group_array(json_object(${sql.join(pairs)}) order by ${ref(orderBy)}) as j from (${rows}) as t`;
}

function postgresText(rows: Compilable<unknown>, fields: Fields, orderBy: string, columns: Columns): RawBuilder<{ j: string }> {
  const ref = refOf(columns);
  const parts = checkedKeys(fields).map((k, i) => {
    const head = sql.lit(`${i === 0 ? '{' : ','}"${k}":`);
    return sql`${head} || coalesce(to_json(${ref(k)})::text, 'null')`;
  });
  const object = sql`${sql.join(parts, sql` || `)} || '}'`;
  return sql<{ j: string }>`select '[' || coalesce(string_agg(${object}, ',' order by ${ref(orderBy)}), '') || ']' as j from (${rows}) as t`;
}

/**
 * The JSON array text of the rows `rows` selects (each field under its JSON key, or the column `columns` names for
 * it), in `orderBy`'s ascending order (a key).
 */
export async function jsonArrayText(db: Q, rows: Compilable<unknown>, fields: Fields, orderBy: string, columns: Columns = {}): Promise<string> {
  if (!(orderBy in fields)) throw new Error(`jsonText: ${orderBy} is not a field`);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of Object.values(columns)) if (!KEY.test(column)) throw new Error(`jsonText: column name ${column} is not a plain identifier`);
  const query = postgres ? postgresText(rows, fields, orderBy, columns) : sqliteText(rows, fields, orderBy, columns);
  const { rows: [row] } = await query.execute(db);
  return row?.j ?? '[]';
}
