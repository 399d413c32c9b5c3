import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A score template has one Vietnamese name everywhere the user reads it (screens, server messages, validation,
 * documents, import headers): "Mẫu điểm", never "mẫu đánh giá" or "mẫu chấm điểm" beside it.
 */
const SRC = path.resolve(__dirname, '../../../src');
const OTHER_NAMES = /mẫu (đánh giá|chấm điểm)/iu;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the Vietnamese name of a score template', () => {
  it('is "Mẫu điểm" in every text of the product', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i] as const)
        .filter(([line]) => OTHER_NAMES.test(line.normalize('NFC')))
        .map(([line, i]) => `${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
    const catalogues = ['client/i18n/locales/admin.vi.ts', 'common/messages/vi.ts', 'server/documents/texts.ts'].map((f) => readFileSync(path.join(SRC, f), 'utf8'));
    for (const text of catalogues) expect(text).toMatch(/Mẫu điểm/u);
  });
});
