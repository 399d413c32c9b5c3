import { finalResults, isGraded, isTerminated, projectProgress, publishability, seatHasMarked, type BoardMarks, type Mark } from './marks';

const seats = [
  { id: 11, lecturerId: 1, name: 'An' },
  { id: 12, lecturerId: 2, name: 'Binh' },
];
const columns = [
  { id: 21, name: 'Report', percentBp: 3333 },
  { id: 22, name: 'Demo', percentBp: 6667 },
];
const members = [
  { id: 31, studentId: 101, code: 'S1', name: 'Chi' },
  { id: 32, studentId: 102, code: 'S2', name: 'Dung' },
];

/** Every cell of project 1 through the given seats, at the given score (hundredths). */
const full = (seatIds: number[], score = 700): Mark[] =>
  seatIds.flatMap((seatId) => members.flatMap((m) => columns.map((c) => ({ memberId: m.id, seatId, columnId: c.id, score }))));

const board = (marks: Mark[], over: Partial<BoardMarks> = {}): BoardMarks => ({
  seats,
  columns,
  projects: [
    { id: 1, members },
    { id: 2, members: [] },
  ],
  marks,
  ...over,
});

test('a seat has marked a project once it holds every member in every column', () => {
  const marks = full([11]);
  expect(seatHasMarked(board(marks), 1, 11)).toBe(true);
  expect(seatHasMarked(board(marks.slice(1)), 1, 11)).toBe(false);
  expect(seatHasMarked(board(marks), 1, 12)).toBe(false);
  // an empty project is never marked, nor a board without columns
  expect(seatHasMarked(board(marks), 2, 11)).toBe(false);
  expect(seatHasMarked(board(marks, { columns: [] }), 1, 11)).toBe(false);
});

test('progress names who misses which member in which column', () => {
  const progress = projectProgress(board([...full([11]), ...full([12]).slice(1)]), 1);
  expect(progress).toMatchObject({ members: 2, columns: 2, markedBy: [11] });
  expect(progress.gaps).toEqual([{ seat: seats[1], members: [{ member: members[0], columns: [columns[0]] }] }]);
  expect(projectProgress(board([]), 2)).toMatchObject({ members: 0, markedBy: [], gaps: [] });
});

test('publishability: ok only when every seat has marked; otherwise the reason, and whose marks are missing', () => {
  expect(publishability(projectProgress(board(full([11, 12])), 1))).toEqual({ ok: true, reason: null, waitingFor: [] });
  expect(publishability(projectProgress(board(full([11])), 1))).toEqual({ ok: false, reason: 'missingMarks', waitingFor: [{ id: 12, name: 'Binh' }] });
  expect(publishability(projectProgress(board([]), 2)).reason).toBe('noStudent');
  expect(publishability(projectProgress(board([], { seats: [] }), 1)).reason).toBe('noLecturer');
  expect(publishability(projectProgress(board([], { columns: [] }), 1)).reason).toBe('noColumn');
});

test('terminated once any seat of the board has a mark; graded once a member of the project has one', () => {
  expect(isTerminated(board([]))).toBe(false);
  const one = board(full([12]).slice(0, 1));
  expect(isTerminated(one)).toBe(true);
  expect(isGraded(one, 1)).toBe(true);
  expect(isGraded(one, 2)).toBe(false);
});

test('final results: the mean of the seats exact totals, rounded once; none while not publishable', () => {
  // seat 11: 7.00 everywhere; seat 12: 8.00 in Report, 6.00 in Demo -> 0.3333*8 + 0.6667*6 = 6.6666
  const marks = [...full([11]), ...full([12]).map((m) => ({ ...m, score: m.columnId === 21 ? 800 : 600 }))];
  const results = finalResults(board(marks), 1, 5);
  // (7 + 6.6666) / 2 = 6.8333 -> 6.83
  expect(results).toEqual([
    { studentId: 101, score: 683, pass: true },
    { studentId: 102, score: 683, pass: true },
  ]);
  expect(finalResults(board(marks), 1, 7)!.every((r) => !r.pass)).toBe(true);
  expect(finalResults(board(full([11])), 1, 5)).toBeNull();
});
