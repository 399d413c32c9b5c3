import type { TestApp } from './testApp';

/**
 * Test fixture of the board workflow: a fresh template with three non-round columns (0.3333, 0.3333, 0.3334),
 * a board of semester 2 / subject 1 using it, and a course of that semester and subject with one project.
 * The resources of other slices (template, columns, board, course, project) are written with app.db; the links
 * (enrolments, project members, lecturers on the board, the project on the board) go through this slice's API.
 */
export interface BoardFixture {
  templateId: number;
  columnIds: [number, number, number];
  boardId: number;
  courseId: number;
  projectId: number;
}

/** Each fixture board defends on a day of its own in December 2026 (a lecturer may then sit on several: no clash). */
const fixtureDate = (templateId: number) => `2026-12-${String(10 + (templateId % 20)).padStart(2, '0')}`;

export async function createBoardFixture(t: TestApp, templateId: number): Promise<BoardFixture> {
  const db = t.app.db;
  await db.insertInto('template').values({ Id: templateId, Name: `Template ${templateId}`, SubjectId: 1, ApplyDate: '2026-09-01' }).execute();
  const columnIds: number[] = [];
  for (const [Name, PercentBp] of [
    ['Presentation', 3333],
    ['Report', 3333],
    ['Demo', 3334],
  ] as const) {
    const row = await db.insertInto('score_column').values({ Name, PercentBp, TemplateId: templateId }).returning('Id').executeTakeFirstOrThrow();
    columnIds.push(row.Id);
  }
  const board = await db
    .insertInto('board')
    .values({ Name: `Board ${templateId}`, Room: '9', StartTime: '08:00', EndTime: '10:00', Date: fixtureDate(templateId), SemesterId: 2, SubjectId: 1, TemplateId: templateId })
    .returning('Id')
    .executeTakeFirstOrThrow();
  const course = await db
    .insertInto('course')
    .values({ Name: `Course ${templateId}`, SubjectId: 1, SemesterId: 2, LectureId: 1 })
    .returning('Id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({ Name: `Project ${templateId}`, Notion: 'fixture', CourseId: course.Id })
    .returning('Id')
    .executeTakeFirstOrThrow();
  return { templateId, columnIds: columnIds as [number, number, number], boardId: board.Id, courseId: course.Id, projectId: project.Id };
}

/** Writes one lecturer's marks (given as points, e.g. 7.25) for one student-in-project, straight into the table. */
export async function insertMarks(t: TestApp, sip: number, lib: number, columnIds: number[], points: number[]): Promise<void> {
  await t.app.db
    .insertInto('score')
    .values(
      points.map((p, i) => ({
        StudentInProjectId: sip,
        LectureInBoardId: lib,
        ScoreColumnId: columnIds[i]!,
        Score: Math.round(p * 100),
        UpdatedAt: '2026-12-10T08:00:00.000Z',
      })),
    )
    .execute();
}

/** Calls and expects HTTP 200 with the given inner status; returns the body. */
export async function expectInner(t: TestApp, method: string, url: string, token: string, body: unknown, inner: number) {
  const res = await t.call(method, url, token, body);
  const json = res.json();
  if (res.statusCode !== 200 || json.status !== inner) {
    throw new Error(`${method} ${url} -> HTTP ${res.statusCode} ${res.body} (expected inner ${inner})`);
  }
  return json;
}
