import { cursorFor, NO_PAGES, withPage } from './pageCursors';

const row = (Id: number, Name: string, Address: string | null = null) => ({ Id, Code: `C${Id}`, Name, BirthDay: null, Address });
const KEY = 'query A';

describe('the Students grid keeps the cursor of each page it has shown', () => {
  it('asks the next page after the last row shown, the one before from the first row of the page after, a jump by number', () => {
    let seen = withPage(NO_PAGES, KEY, 0, { rows: [row(1, 'An'), row(2, 'Binh')], total: 9 });
    expect(cursorFor(seen, KEY, 1, 'Name')).toEqual({ afterKey: 'Binh', afterId: 2 });
    expect(cursorFor(seen, KEY, 1, 'Id')).toEqual({ afterId: 2 });
    // a blank address is the key ''
    expect(cursorFor(seen, KEY, 1, 'Address')).toEqual({ afterKey: '', afterId: 2 });
    // the last page, jumped to: by number; then the page before it from its first row
    expect(cursorFor(seen, KEY, 4, 'Name')).toEqual({});
    seen = withPage(seen, KEY, 4, { rows: [row(9, 'Yen')], total: 9 });
    expect(cursorFor(seen, KEY, 3, 'Name')).toEqual({ beforeKey: 'Yen', beforeId: 9 });
    expect(cursorFor(seen, KEY, 0, 'Name')).toEqual({});
  });
  it('forgets the pages of another query, and when the total changes', () => {
    const seen = withPage(NO_PAGES, KEY, 0, { rows: [row(1, 'An'), row(2, 'Binh')], total: 9 });
    expect(cursorFor(seen, 'query B', 1, 'Name')).toEqual({});
    const changed = withPage(seen, KEY, 2, { rows: [row(5, 'Lan'), row(6, 'Minh')], total: 10 });
    expect(cursorFor(changed, KEY, 1, 'Name')).toEqual({ beforeKey: 'Lan', beforeId: 5 });
    expect(changed.pages[0]).toBeUndefined();
    expect(withPage(seen, KEY, 0, { rows: seen.pages[0] ? [seen.pages[0].first, seen.pages[0].last] : [], total: 9 })).toBe(seen);
  });
});
