/**
 * JSON.parse reads `1e-400` as 0 and `1e400` as Infinity without a word, so a mark sent as a bare number that
 * underflows would be stored as 0 (and the numeric-string path already refuses "1e-400", http/tolerant.ts). This
 * finds, before parsing, the first number literal of a JSON text (outside strings) that is not 0 but reads as 0, or
 * reads as an infinity: the body is then refused with 400 instead of being read as something else.
 */
const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;

/** True when the character at `at` follows an odd number of backslashes. */
function escaped(json: string, at: number): boolean {
  let n = 0;
  for (let k = at - 1; k >= 0 && json.charCodeAt(k) === 0x5c; k--) n++;
  return n % 2 === 1;
}

export function unreadableNumber(json: string): string | null {
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22) {
      // skip the string to its closing quote, found by indexOf (a long text need not be walked character by character); a
      // quote after an odd number of backslashes is escaped and does not end it
      let end = json.indexOf('"', i + 1);
      while (end !== -1 && escaped(json, end)) end = json.indexOf('"', end + 1);
      if (end === -1) return null;
      i = end;
      continue;
    }
    if (c !== 0x2d && (c < 0x30 || c > 0x39)) continue;
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(json);
    if (!m) continue;
    const token = m[0];
    const n = Number(token);
    if (!Number.isFinite(n) || (n === 0 && /[1-9]/.test(token.split(/[eE]/)[0]!))) return token;
    i += token.length - 1;
  }
  return null;
}
