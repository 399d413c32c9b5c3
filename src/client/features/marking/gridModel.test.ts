import type { MarkingView } from '../../../common/contract/marking';
import { baselineOf, keyOf, pastedCells, saveRows } from './gridModel';

const view = {
  lectureinboardId: 1,
  project: {} as MarkingView['project'],
  columns: [
    { id: 1, name: 'Presentation', percent: 0.3 },
    { id: 2, name: 'Report', percent: 0.3 },
    { id: 3, name: 'Demo', percent: 0.4 },
  ],
  students: [
    { StudentId: 4, stdinprjId: 40, Code: 'SE01', Name: 'A' },
    { StudentId: 5, stdinprjId: 50, Code: 'SE02', Name: 'B' },
  ],
  scores: [{ stdinprjId: 40, ScoreColumnId: 1, Score: 7.5, Version: 3 }],
  marked: false,
} as MarkingView;

describe('marking grid model', () => {
  it('pastes a block from a spreadsheet at the focused cell, clipping what falls outside the grid', () => {
    expect(pastedCells('8\t7.5\t9\t10\n6\t5\n4', view, 0, 1)).toEqual({
      [keyOf(40, 2)]: '8',
      [keyOf(40, 3)]: '7.5',
      [keyOf(50, 2)]: '6',
      [keyOf(50, 3)]: '5',
    });
    expect(pastedCells('7.25', view, 0, 0)).toBeNull();
    expect(pastedCells('7.25\r\n', view, 0, 0)).toBeNull();
  });

  it('builds the save request with the versions the page loaded (0 for empty cells)', () => {
    const baseline = baselineOf(view);
    const texts: Record<string, string> = { '40:1': '7.5', '40:2': '8', '40:3': '9,5', '50:1': '0', '50:2': '10', '50:3': '6.25' };
    expect(saveRows(view, (k) => texts[k] ?? '', (k) => baseline.get(k)?.version ?? 0)).toEqual([
      { stdinprjId: 40, scores: { 1: 7.5, 2: 8, 3: 9.5 }, versions: { 1: 3, 2: 0, 3: 0 } },
      { stdinprjId: 50, scores: { 1: 0, 2: 10, 3: 6.25 }, versions: { 1: 0, 2: 0, 3: 0 } },
    ]);
  });

  it.each(['', '10.5', '-1', 'abc', '7.255'])('sends nothing when a cell holds %p', (bad) => {
    const texts: Record<string, string> = { '40:1': '7', '40:2': '8', '40:3': '9', '50:1': '1', '50:2': '2', '50:3': bad };
    expect(saveRows(view, (k) => texts[k] ?? '', (k) => baselineOf(view).get(k)?.version ?? 0)).toBeNull();
  });
});
