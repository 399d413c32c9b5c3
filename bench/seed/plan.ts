import type { Insertable } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { foldText } from '../../src/common/fold';
import { fromMinutes, toMinutes } from '../../src/common/schedule/time';

/**
 * The generated university, as rows with explicit ids, built in memory from a seed (no database here):
 * the same seed and scale always give the same rows. Scale 1 is 20,000 students.
 */

/** The tables the generator fills (sessions, login throttling and the health probe are the running server's; the
 * audit log records what happens on the running server, so a generated university starts with none; calendar feeds are
 * created by their owners; links to the university's provider by each person's first sign-in). */
export type SeedTable = Exclude<keyof Database, 'session' | 'login_throttle' | 'live_stream' | 'audit_log' | WordsTable | 'calendar_feed' | 'data_version' | 'identity_link' | 'mail_outbox' | 'mail_preference' | 'password_reset'>;
/** Comments and minutes are written by lecturers during the defences: a generated university starts with none. */
type WordsTable = 'mark_comment' | 'comment_history' | 'board_minutes' | 'minutes_history';
export type Rows = { [T in SeedTable]: Insertable<Database[T]>[] };

export interface Size {
  admins: number;
  semesters: number;
  subjects: number;
  lecturers: number;
  courses: number;
  projectsPerCourse: number;
  studentsPerProject: number;
  lecturersPerBoard: number;
}

export function sizeFor(scale: number): Size {
  if (!(scale > 0 && scale <= 10)) throw new Error('--scale must be a number in (0, 10]');
  return {
    admins: 3,
    semesters: 8,
    subjects: 40,
    lecturers: Math.max(3, Math.round(500 * scale)),
    courses: Math.max(1, Math.round(400 * scale)),
    projectsPerCourse: 10,
    studentsPerProject: 5,
    lecturersPerBoard: 3,
  };
}

/** Usernames and passwords of the generated accounts (bench/README.md documents them). */
export const PASSWORDS = { admin: 'bench-admin-123', teach: 'bench-lecturer-123', std: 'bench-student-123' } as const;
export const adminUsername = (i: number) => `admin${i}`;
export const lecturerUsername = (i: number) => `lecturer${i}`;
export const studentUsername = (i: number) => `student${i}`;

/** mulberry32: a tiny seeded PRNG, enough for reproducible test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (rand: () => number, n: number) => Math.floor(rand() * n);
const day = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

/** 3-6 columns per template whose percents (ten-thousandths, whole percents) sum to exactly 10000. */
function templateColumns(rand: () => number, templateId: number, firstId: number): Insertable<Database['score_column']>[] {
  const n = 3 + pick(rand, 4);
  const cuts = new Set<number>();
  while (cuts.size < n - 1) cuts.add(1 + pick(rand, 99));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), 100];
  const names = ['Presentation', 'Report', 'Demo', 'Q&A', 'Teamwork', 'Code quality'];
  return bounds.slice(1).map((b, i) => ({ Id: firstId + i, Name: names[i]!, PercentBp: (b - bounds[i]!) * 100, TemplateId: templateId }));
}

/**
 * The schedule: defences run on the ten weekdays from three weeks before the semester's end, a board takes a
 * morning or an afternoon session in one room. The k-th board of a semester goes to day k mod 10, then to the
 * afternoon, then to the next room, so no room is used twice at once; each board's ten projects follow each other
 * (20 minutes and a 5-minute changeover) inside the session. bench/schedule.ts checks the whole of it (0 conflicts).
 */
const SESSIONS = [
  { start: '07:30', end: '11:45' },
  { start: '13:00', end: '17:15' },
] as const;
const DEFENCE_DAYS = 10;
const SLOT_MINUTES = 20;
const CHANGEOVER = 5;

function defenceDays(semesterEnd: string): string[] {
  const days: string[] = [];
  for (let d = -21; days.length < DEFENCE_DAYS; d++) {
    const date = day(semesterEnd, d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date);
  }
  return days;
}

function placeBoard(k: number, semesterEnd: string) {
  const date = defenceDays(semesterEnd)[k % DEFENCE_DAYS]!;
  const session = SESSIONS[Math.floor(k / DEFENCE_DAYS) % SESSIONS.length]!;
  const room = String(101 + Math.floor(k / (DEFENCE_DAYS * SESSIONS.length)));
  return { date, session, room, key: `${semesterEnd}|${date}|${session.start}` };
}

/** Everything but the marks: people, catalogue, courses, projects, boards and memberships. */
export function planUniversity(seed: number, size: Size, hashes: Record<'admin' | 'teach' | 'std', string>): Rows {
  const rand = prng(seed);
  const rows: Rows = {
    account: [], admin: [], lecturer: [], student: [], semester: [], subject: [], course: [], project: [], template: [],
    score_column: [], board: [], lecture_in_board: [], project_in_board: [], student_in_course: [], student_in_project: [],
    score: [], score_history: [], published_project: [], published_result: [],
  };
  let accountId = 0;
  const account = (username: string, role: 'admin' | 'teach' | 'std') => {
    accountId++;
    rows.account.push({ Id: accountId, Username: username, UsernameKey: username.toLowerCase(), PasswordHash: hashes[role], Role: role });
    return accountId;
  };
  for (let i = 1; i <= size.admins; i++) rows.admin.push({ Id: i, Name: `Administrator ${i}`, AccountId: account(adminUsername(i), 'admin') });
  for (let i = 1; i <= size.lecturers; i++) {
    rows.lecturer.push({
      Id: i, Name: `Lecturer ${i}`, PhoneNumber: `09${String(10_000_000 + pick(rand, 89_999_999))}`,
      BirthDay: day('1965-01-01', pick(rand, 9000)), Address: `Staff house ${1 + pick(rand, 200)}`, AccountId: account(lecturerUsername(i), 'teach'),
    });
  }
  for (let i = 1; i <= size.semesters; i++) {
    const year = 2023 + Math.floor((i - 1) / 2);
    const fall = i % 2 === 0;
    rows.semester.push({ Id: i, Year: year, Session: fall ? 'Fall' : 'Spring', StartTime: `${year}-${fall ? '08' : '01'}-15`, EndTime: `${year}-${fall ? '12' : '06'}-30` });
  }
  for (let i = 1; i <= size.subjects; i++) {
    rows.subject.push({ Id: i, Name: `Subject ${i}`, Description: `Capstone subject number ${i}` });
    rows.template.push({ Id: i, Name: `Template ${i}`, SubjectId: i, ApplyDate: '2023-01-01' });
    rows.score_column.push(...templateColumns(rand, i, rows.score_column.length + 1));
  }
  let projectId = 0;
  let studentId = 0;
  let seatId = 0;
  const busyIn = new Map<string, Set<number>>();
  for (let c = 1; c <= size.courses; c++) {
    const subjectId = ((c - 1) % size.subjects) + 1;
    const semesterId = ((c - 1) % size.semesters) + 1;
    const semester = rows.semester[semesterId - 1]!;
    rows.course.push({ Id: c, Name: `Course ${c}`, SubjectId: subjectId, SemesterId: semesterId, LectureId: ((c - 1) % size.lecturers) + 1 });
    // one board per course, the subject's template, three lecturers, in a session of the defence weeks
    const placed = placeBoard(Math.floor((c - 1) / size.semesters), String(semester.EndTime));
    rows.board.push({
      Id: c, Name: `Board ${c}`, Room: placed.room, StartTime: placed.session.start, EndTime: placed.session.end,
      Date: placed.date, SemesterId: semesterId, SubjectId: subjectId, TemplateId: subjectId,
    });
    const busy = busyIn.get(placed.key) ?? new Set<number>();
    busyIn.set(placed.key, busy);
    for (let k = 0; k < size.lecturersPerBoard; k++) {
      // the next lecturer in turn, skipping those already sitting in that session (none at scale 1)
      let teacherId = (seatId % size.lecturers) + 1;
      for (let tries = 0; busy.has(teacherId) && tries < size.lecturers; tries++) teacherId = (teacherId % size.lecturers) + 1;
      busy.add(teacherId);
      rows.lecture_in_board.push({ Id: ++seatId, TeacherId: teacherId, BoardId: c });
    }
    for (let p = 1; p <= size.projectsPerCourse; p++) {
      projectId++;
      rows.project.push({ Id: projectId, Name: `Project ${projectId}`, Notion: `Capstone project ${projectId} of course ${c}`, CourseId: c });
      const minutes = toMinutes(placed.session.start) + (p - 1) * (SLOT_MINUTES + CHANGEOVER);
      rows.project_in_board.push({ Id: projectId, ProjectId: projectId, BoardId: c, OrderNo: p, ProtectTime: SLOT_MINUTES, IntendTime: fromMinutes(minutes) });
      for (let s = 1; s <= size.studentsPerProject; s++) {
        studentId++;
        const name = `Student ${studentId}`;
        const address = `Dormitory ${1 + pick(rand, 40)}`;
        rows.student.push({
          Id: studentId, Code: `S${String(studentId).padStart(6, '0')}`, Name: name,
          BirthDay: day('2000-01-01', pick(rand, 2000)), Address: address, AccountId: account(studentUsername(studentId), 'std'),
          NameFolded: foldText(name), AddressFolded: foldText(address),
        });
        rows.student_in_course.push({ Id: studentId, StudentId: studentId, CourseId: c });
        rows.student_in_project.push({ Id: studentId, StudentId: studentId, ProjectId: projectId, CourseId: c });
      }
    }
  }
  return rows;
}
