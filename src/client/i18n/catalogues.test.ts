import en from './locales/en';
import vi from './locales/vi';

type Tree = { [key: string]: string | Tree };

/** Every leaf as 'a.b.c' -> text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const english = leaves(en as unknown as Tree);
  const vietnamese = leaves(vi as unknown as Tree);

  it('have the same keys in both languages', () => {
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(50);
  });

  it('interpolate the same variables in both languages', () => {
    const differing = [...english].filter(([key, text]) => variables(text).join() !== variables(vietnamese.get(key) ?? '').join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translate every text (no empty text, Vietnamese differs from English unless it is a name or a code)', () => {
    const empty = [...vietnamese].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
    const same = [...english].filter(([key, text]) => vietnamese.get(key) === text && /[a-z]{4,}/.test(text)).map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('knows every server message code (common/messages/en.ts)', async () => {
    const { MESSAGES_EN } = await import('../../common/messages/en');
    const missing = Object.keys(MESSAGES_EN).filter((code) => !english.has(`errors.${code}`) || !vietnamese.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });
});
