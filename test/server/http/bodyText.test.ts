import { nulPath, textOf } from '../../../src/server/http/validation';
import { directionControlPath } from '../../../src/common/directionOverrides';

/**
 * The checks every request's text goes through (NUL characters, direction overrides) walk a JSON body field by
 * field. A file's bytes (an .xlsx import's body) are no text: walked, a 100 KB workbook became 100,000 fields on
 * the event loop, and one import held it for tens of milliseconds.
 */
describe('the text of a body', () => {
  it('is the whole of a JSON body', () => {
    const body = { comment: 'a\u202eb', rows: [{ name: 'x\u0000' }] };
    expect(textOf(body)).toBe(body);
    expect(nulPath(textOf(body), 'body')).toBe('body.rows.0.name');
    expect(directionControlPath(textOf(body), 'body')).toBe('body.comment');
  });

  it("is nothing of a file's bytes, whatever they hold", () => {
    const bytes = Buffer.from('PK\u0003\u0004\u0000\u0000 \u202e', 'utf8');
    expect(textOf(bytes)).toBeUndefined();
    expect(textOf(new Uint8Array(bytes))).toBeUndefined();
  });
});
