import fc from 'fast-check';
import { findConflicts, newConflicts, roomKey, slotSpan, type ScheduleBoard, type ScheduleSlot, type ScheduleTerm } from './conflicts';
import { packFromStart, runningOrder } from './runningOrder';
import { fromMinutes, overlaps, toMinutes } from './time';

const DATES = ['2026-11-20', '2026-11-21'];
const ROOMS = ['201', '305', 'B-1'];

/** A random small term: boards on two dates in three rooms, lecturers 1-4, projects 1-8, students 1-6. */
const termArb: fc.Arbitrary<ScheduleTerm> = fc
  .record({
    boards: fc.array(
      fc.record({
        date: fc.constantFrom(...DATES),
        startQ: fc.integer({ min: 28, max: 60 }),
        lengthQ: fc.integer({ min: 1, max: 16 }),
        room: fc.constantFrom(...ROOMS, ' b-1 '),
        lecturerIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    slots: fc.array(
      fc.record({ projectId: fc.integer({ min: 1, max: 8 }), boardIndex: fc.nat(), startQ: fc.integer({ min: 26, max: 70 }), minutes: fc.integer({ min: 15, max: 90 }) }),
      { maxLength: 10 },
    ),
    students: fc.uniqueArray(fc.record({ projectId: fc.integer({ min: 1, max: 8 }), studentId: fc.integer({ min: 1, max: 6 }) }), {
      selector: (s) => `${s.projectId}|${s.studentId}`,
      maxLength: 12,
    }),
  })
  .map(({ boards, slots, students }) => {
    const bs: ScheduleBoard[] = boards.map((b, i) => ({
      id: i + 1,
      date: b.date,
      start: fromMinutes(b.startQ * 15),
      end: fromMinutes((b.startQ + b.lengthQ) * 15),
      room: b.room,
      lecturerIds: b.lecturerIds,
    }));
    const ss: ScheduleSlot[] = slots.map((s) => ({ projectId: s.projectId, boardId: (s.boardIndex % bs.length) + 1, start: fromMinutes(s.startQ * 15), minutes: s.minutes }));
    return { boards: bs, slots: ss, students };
  });

const span = (b: ScheduleBoard) => [toMinutes(b.start), toMinutes(b.end)] as const;

/** The brute-force reading of the rule: every pair checked directly. */
function bruteForceCount(term: ScheduleTerm): Record<string, number> {
  const count: Record<string, number> = { lecturer: 0, room: 0, slotOutside: 0, slotOverlap: 0, projectTwice: 0, student: 0 };
  const { boards, slots, students } = term;
  for (let i = 0; i < boards.length; i++)
    for (let j = i + 1; j < boards.length; j++) {
      const a = boards[i]!;
      const b = boards[j]!;
      if (a.date !== b.date || !overlaps(...span(a), ...span(b))) continue;
      if (roomKey(a.room) === roomKey(b.room)) count.room!++;
      count.lecturer! += a.lecturerIds.filter((l) => b.lecturerIds.includes(l)).length;
    }
  const board = (id: number) => boards.find((b) => b.id === id)!;
  const seen = new Map<number, number>();
  slots.forEach((s) => {
    const first = seen.get(s.projectId);
    if (first === undefined) seen.set(s.projectId, s.boardId);
    else if (first !== s.boardId) count.projectTwice!++;
    const sp = slotSpan(s)!;
    if (sp.start < toMinutes(board(s.boardId).start) || sp.end > toMinutes(board(s.boardId).end)) count.slotOutside!++;
  });
  for (let i = 0; i < slots.length; i++)
    for (let j = i + 1; j < slots.length; j++) {
      const a = slots[i]!;
      const b = slots[j]!;
      const sa = slotSpan(a)!;
      const sb = slotSpan(b)!;
      if (!overlaps(sa.start, sa.end, sb.start, sb.end)) continue;
      if (a.boardId === b.boardId) count.slotOverlap!++;
      if (a.projectId === b.projectId || board(a.boardId).date !== board(b.boardId).date) continue;
      const sharedStudents = students.filter((x) => x.projectId === a.projectId && students.some((y) => y.projectId === b.projectId && y.studentId === x.studentId));
      count.student! += sharedStudents.length;
    }
  return count;
}

describe('the schedule conflict rule', () => {
  it('finds exactly the overlapping pairs a brute-force check finds, for every kind', () => {
    fc.assert(
      fc.property(termArb, (term) => {
        const found: Record<string, number> = { lecturer: 0, room: 0, slotOutside: 0, slotOverlap: 0, projectTwice: 0, student: 0 };
        for (const c of findConflicts(term)) found[c.kind]!++;
        expect(found).toEqual(bruteForceCount(term));
      }),
      { numRuns: 400 },
    );
  });

  it('a term it accepts has no lecturer, room or student in two places at once', () => {
    fc.assert(
      fc.property(termArb, (term) => {
        fc.pre(findConflicts(term).length === 0);
        const { boards } = term;
        for (const a of boards)
          for (const b of boards) {
            if (a.id >= b.id || a.date !== b.date || !overlaps(...span(a), ...span(b))) continue;
            expect(roomKey(a.room)).not.toBe(roomKey(b.room));
            expect(a.lecturerIds.filter((l) => b.lecturerIds.includes(l))).toEqual([]);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('accepting slots one by one only when they bring no new conflict never lets two of a person overlap', () => {
    fc.assert(
      fc.property(termArb, (term) => {
        let accepted: ScheduleTerm = { boards: [], slots: [], students: term.students };
        for (const b of term.boards) {
          const next = { ...accepted, boards: [...accepted.boards, b] };
          if (newConflicts(accepted, next).length === 0) accepted = next;
        }
        for (const s of term.slots) {
          if (!accepted.boards.some((b) => b.id === s.boardId)) continue;
          const next = { ...accepted, slots: [...accepted.slots, s] };
          if (newConflicts(accepted, next).length === 0) accepted = next;
        }
        expect(findConflicts(accepted)).toEqual([]);
        expect(bruteForceCount(accepted)).toEqual({ lecturer: 0, room: 0, slotOutside: 0, slotOverlap: 0, projectTwice: 0, student: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('names who and where: a lecturer on two overlapping boards, a room used twice, a student defending twice at once', () => {
    const term: ScheduleTerm = {
      boards: [
        { id: 1, date: '2026-11-20', start: '08:00', end: '11:00', room: '201', lecturerIds: [1, 2] },
        { id: 2, date: '2026-11-20', start: '10:30', end: '12:00', room: '201 ', lecturerIds: [2] },
        { id: 3, date: '2026-11-20', start: '11:00', end: '12:00', room: '305', lecturerIds: [1] },
      ],
      slots: [
        { projectId: 1, boardId: 1, start: '10:30', minutes: 45 },
        { projectId: 2, boardId: 2, start: '10:30', minutes: 30 },
      ],
      students: [
        { projectId: 1, studentId: 7 },
        { projectId: 2, studentId: 7 },
      ],
    };
    const kinds = findConflicts(term).map((c) => [c.kind, c.boardIds, c.projectIds, c.lecturerId ?? c.studentId ?? c.room]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['room', [1, 2], [], '201'],
        ['lecturer', [1, 2], [], 2],
        ['slotOutside', [1], [1], undefined],
        ['student', [1, 2], [1, 2], 7],
      ]),
    );
    expect(kinds).toHaveLength(4);
  });
});

describe('running order', () => {
  it('packs from the start with the changeover and shows gaps and overruns', () => {
    const packed = packFromStart('08:00', [{ projectId: 3, minutes: 45 }, { projectId: 1, minutes: 60 }], 10);
    expect(packed).toEqual([
      { projectId: 3, start: '08:00', minutes: 45 },
      { projectId: 1, start: '08:55', minutes: 60 },
    ]);
    const lines = runningOrder('08:00', '09:30', [packed[0]!, { projectId: 1, start: '09:00', minutes: 60 }]);
    expect(lines.map((l) => [l.end, l.gapBefore, l.outside])).toEqual([
      ['08:45', 0, false],
      ['10:00', 15, true],
    ]);
  });

  it('a packed order never overlaps itself', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 5, max: 90 }), { maxLength: 12 }), fc.integer({ min: 0, max: 20 }), (lengths, changeover) => {
        const packed = packFromStart('07:00', lengths.map((minutes, i) => ({ projectId: i + 1, minutes })), changeover);
        const board: ScheduleBoard = { id: 1, date: '2026-11-20', start: '07:00', end: '23:59', room: 'x', lecturerIds: [] };
        const slots = packed.map((p) => ({ ...p, boardId: 1 }));
        expect(findConflicts({ boards: [board], slots, students: [] }).filter((c) => c.kind === 'slotOverlap')).toEqual([]);
      }),
    );
  });
});
