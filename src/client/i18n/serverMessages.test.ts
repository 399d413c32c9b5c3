import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { englishMessage, type MessageCode } from '../../common/messages/codes';
import { MESSAGES_EN } from '../../common/messages/en';
import { MESSAGES_VI } from '../../common/messages/vi';
import { setLanguage, translateMessage } from './i18n';
import en from './locales/en';
import vi from './locales/vi';

/**
 * Messages by code: every code the server answers with (found in src/server's source, not in a list kept by hand)
 * has its text in both languages with the same variables, the client's catalogues are that one table, and a
 * Vietnamese answer keeps its ids, names, dates and counts.
 */
const SERVER = path.resolve(__dirname, '../../server');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /(?<!\.test)\.ts$/.test(e.name) ? [path.join(dir, e.name)] : []));

/** The codes written at the calls of the error factories and constructors (both branches of a `? :`). */
const CALL = /\b(?:badRequest|forbidden|notFound|found|conflict|refused|reason|englishMessage|unauthorized|envelope|apiError|ApiError|TooMany)\(([^()]*)/g;
const usedCodes = new Set<string>();
for (const file of files(SERVER)) {
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(CALL)) for (const q of m[1]!.matchAll(/'([a-zA-Z]\w*)'/g)) usedCodes.add(q[1]!);
}
// codes kept in tables (deletion.ts, catalog/rows.ts, people.ts) and the guard's refusals
for (const file of files(SERVER)) {
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/'(\w+(?:Unknown|NotFound|AlsoInRow|Taken))'/g)) usedCodes.add(m[1]!);
}

type Tree = { [key: string]: string | Tree };
const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
const codes = Object.keys(MESSAGES_EN) as MessageCode[];
/** Sample values a user must still read in a translation. */
const samplesFor = (code: MessageCode) => Object.fromEntries(variables(MESSAGES_EN[code]).map((name, i) => [name, `${name === 'name' ? 'Tên mẫu ' : ''}${701 + i}`]));

describe('every server message in both languages', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('finds the codes in the source, each a code of the one English table', () => {
    expect(usedCodes.size).toBeGreaterThan(120);
    expect([...usedCodes]).toEqual(expect.arrayContaining(['boardTerminated', 'endBeforeStart', 'mustChangePassword', 'tooManyLogins', 'raceDeleted', 'courseUnknown']));
    const isCode = (c: string) => Object.hasOwn(MESSAGES_EN, c);
    // a quoted word that merely looks like a code (a table name) is fine; a code-shaped one missing from the table is not
    expect([...usedCodes].filter((c) => !isCode(c) && /(?:Unknown|NotFound|AlsoInRow|Taken)$/.test(c))).toEqual([]);
  });

  it('has the text of each code in both catalogues, with the same variables', () => {
    const wrong = codes.flatMap((code) => {
      const english = MESSAGES_EN[code];
      const vietnamese = MESSAGES_VI[code];
      if (typeof vietnamese !== 'string' || !vietnamese.trim()) return [`${code}: no Vietnamese text`];
      return variables(english).join() === variables(vietnamese).join() ? [] : [`${code}: ${variables(english).join()} / ${variables(vietnamese).join()}`];
    });
    expect(wrong).toEqual([]);
  });

  it("is the client's errors catalogue in both languages (one table per language)", () => {
    const differing = codes.filter((code) => lookup(en, `errors.${code}`) !== MESSAGES_EN[code] || lookup(vi, `errors.${code}`) !== MESSAGES_VI[code]);
    expect(differing).toEqual([]);
  });

  it('shows each message in Vietnamese with its ids, names, dates and counts, and in English as the server says it', async () => {
    for (const code of codes) expect(translateMessage(englishMessage(code, samplesFor(code)), code, 400, samplesFor(code))).toBe(englishMessage(code, samplesFor(code)));
    await setLanguage('vi');
    const lost = codes.flatMap((code) => {
      const params = samplesFor(code);
      const english = englishMessage(code, params);
      const text = translateMessage(english, code, 400, params);
      if (text.includes('{{')) return [`${code} -> ${text}`];
      const missing = Object.values(params).filter((sample) => !text.includes(sample));
      return missing.length > 0 ? [`${code} -> ${text} (loses ${missing.join(', ')})`] : [];
    });
    expect(lost).toEqual([]);
  });
});
