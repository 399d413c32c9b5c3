import { conflictsOf, reconcile } from './conflicts';
import { clearDraft, draftKey, loadDraft, storeDraft, withoutConfirmed } from './drafts';
import type { Baseline } from './gridModel';

const scope = { account: 'teach-1', lectureInBoardId: 1, projectId: 2 };
const server = (entries: [string, string, number][]) => new Map<string, Baseline>(entries.map(([k, text, version]) => [k, { text, version }]));

afterEach(() => localStorage.clear());

test('a draft is kept per account, seat and project, and another account reads none', () => {
  storeDraft(scope, { '4:1': { text: '7,5', base: 0 } });
  expect(loadDraft(scope)).toEqual({ '4:1': { text: '7,5', base: 0 } });
  expect(loadDraft({ ...scope, account: 'teach-2' })).toEqual({});
  expect(loadDraft({ ...scope, projectId: 3 })).toEqual({});
  expect(localStorage.getItem(draftKey(scope))).not.toBeNull();
  clearDraft(scope);
  expect(localStorage.getItem(draftKey(scope))).toBeNull();
});

test('an unreadable entry counts as no draft, and bad cells are dropped', () => {
  localStorage.setItem(draftKey(scope), '{not json');
  expect(loadDraft(scope)).toEqual({});
  localStorage.setItem(draftKey(scope), JSON.stringify({ '4:1': { text: 7 }, '4:2': { text: '8', base: 1 } }));
  expect(loadDraft(scope)).toEqual({ '4:2': { text: '8', base: 1 } });
});

test('confirmed cells leave the draft; cells typed again keep waiting', () => {
  const draft = { '4:1': { text: '7', base: 0 }, '4:2': { text: '8', base: 0 } };
  expect(withoutConfirmed(draft, { '4:1': '7', '4:2': '6' })).toEqual({ '4:2': { text: '8', base: 0 } });
});

test('reconcile drops what the server already holds, whatever the spelling of the mark', () => {
  const draft = { '4:1': { text: '7,50', base: 0 }, '4:2': { text: '8', base: 1 } };
  expect(reconcile(draft, server([['4:1', '7.5', 1], ['4:2', '6', 2]]))).toEqual({ '4:2': { text: '8', base: 1 } });
  const same = { '4:2': { text: '8', base: 1 } };
  expect(reconcile(same, server([['4:2', '6', 1]]))).toBe(same);
});

test('a cell changed elsewhere after it was typed is a conflict; an unchanged one is not', () => {
  const draft = { '4:1': { text: '2', base: 1 }, '4:2': { text: '9', base: 1 }, '5:1': { text: '4', base: 0 } };
  expect(conflictsOf(draft, server([['4:1', '3', 2], ['4:2', '6', 1]]))).toEqual([{ key: '4:1', yours: '2', theirs: '3', version: 2 }]);
  expect(conflictsOf({ '5:1': { text: '4', base: 0 } }, server([['5:1', '5', 1]]))).toEqual([{ key: '5:1', yours: '4', theirs: '5', version: 1 }]);
});
