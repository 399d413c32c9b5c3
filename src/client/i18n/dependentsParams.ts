/** The `params` of a delete refusal (code `cannotDeleteDependents`, server domain/deletion.ts `DeleteRefusal`). */
const ENGLISH_ONLY = new Set(['what', 'id', 'dependents', 'kind']);

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * A delete refusal's variables in the chosen language: `what` from the row's `kind`, `dependents` from each
 * dependency's count by key, in the server's order ("2 lớp học phần, 1 mẫu điểm"). The English variables the
 * server fills its own text with stay as a fallback for a key this client does not know.
 */
export function dependentsParams(params: Record<string, string>, t: Translate): Record<string, string> {
  const kind = params.kind;
  if (!kind) return params;
  const counts = Object.entries(params).filter(([key, n]) => !ENGLISH_ONLY.has(key) && /^\d+$/.test(n));
  const parts = counts.map(([key, n]) => `${n} ${t(`adminUi.dependents.kinds.${key}`, { defaultValue: key })}`);
  return { ...params, what: t(`adminUi.nouns.${kind}`, { defaultValue: params.what }), dependents: parts.length > 0 ? parts.join(', ') : (params.dependents ?? '') };
}
