import { Type, type Static, type TNever, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * The building blocks of the wire contract (TypeBox). Every shape of the API is a schema written once in
 * src/common/contract; its type is `Static<typeof Schema>`. The server serializes its answers through these schemas,
 * so the type the client reads is what leaves the server. The client imports types only (erased at build time).
 */

/** A value that may be null: one JSON type list, which fast-json-stringify serializes directly. */
export function nullable<S extends TSchema>(schema: S) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<S> | null>({ ...rest, type: [type, 'null'] });
}

/** An answer row or object: only the listed fields are sent. */
export const row = <P extends TProperties>(properties: P): TObject<P> => Type.Object(properties);
export const list = <T extends TSchema>(schema: T) => Type.Array(schema);

export const int = Type.Integer();
export const num = Type.Number();
export const str = Type.String();
export const bool = Type.Boolean();
export const nInt = nullable(int);
export const nNum = nullable(num);
export const nStr = nullable(str);
export const nBool = nullable(bool);
export const opt = Type.Optional;

/** where and when a board sits (schedule rows, the board's minutes page) */
export const boardSitting = { Room: str, Date: str, StartTime: str, EndTime: str };

/** The values of a message code's variables (common/messages/en.ts), each a string. */
export const params = Type.Record(Type.String(), Type.String());

/** The envelope {status, message?, code?, params?, data?} of every non-list answer (`params`: the code's variables). */
export const envelope = <D extends TSchema>(data: D) =>
  Type.Object({ status: Type.Integer(), message: Type.Optional(Type.String()), code: Type.Optional(Type.String()), params: Type.Optional(params), data: Type.Optional(data) });

/** The envelope {status, message} (plus `massage`, which the spec's template refusals repeat the message in). */
export const message = () =>
  Type.Object({
    status: Type.Integer(),
    message: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    params: Type.Optional(params),
    massage: Type.Optional(Type.String()),
  });

/** An envelope whose `data` is T (`code`: the message's code, common/messages/en.ts). */
export type Envelope<T = undefined> = Omit<Static<ReturnType<typeof envelope<TNever>>>, 'data'> & { data?: T };
