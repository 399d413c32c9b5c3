import { PASSWORDS, adminUsername, lecturerUsername, studentUsername } from '../seed/plan';
import type { Generated } from '../seed/university';
import { login } from '../lib/server';

/** How an endpoint is judged against its targets. */
export type Kind = 'small' | 'aggregate' | 'list' | 'big' | 'save';

export interface Endpoint {
  name: string;
  kind: Kind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token: string;
  body?: unknown;
  /** a fresh body per request (marking saves: new random scores, rotating seats and projects) */
  nextBody?: () => { token: string; body: unknown };
}

const randomScore = () => Math.round(Math.random() * 1000) / 100;

/** The hot reads and writes, on ids picked from the generated university. */
export async function hotEndpoints(url: string, g: Generated, saveLecturers = 20): Promise<Endpoint[]> {
  const { rows } = g;
  const published = new Set(g.published);
  const marked = new Set(g.marked);
  // a student of a published project, for the score lookup
  const sip = rows.student_in_project.find((s) => published.has(s.ProjectId))!;
  const lecturerId = 1;
  const seat = rows.lecture_in_board.find((l) => l.TeacherId === lecturerId)!;
  const boardProjects = rows.project_in_board.filter((p) => p.BoardId === seat.BoardId).map((p) => p.ProjectId);
  const viewProject = boardProjects.find((p) => marked.has(p) && !published.has(p)) ?? boardProjects[0]!;
  const course = rows.project.find((p) => p.Id === viewProject)!.CourseId;

  const admin = await login(url, 'admin', adminUsername(1), PASSWORDS.admin);
  const lecturer = await login(url, 'teach', lecturerUsername(lecturerId), PASSWORDS.teach);
  const student = await login(url, 'std', studentUsername(sip.StudentId), PASSWORDS.std);

  // marking saves: seats of the first `saveLecturers` lecturers on their boards' unpublished projects
  const columnsOf = (boardId: number) => {
    const template = rows.board.find((b) => b.Id === boardId)!.TemplateId;
    return rows.score_column.filter((c) => c.TemplateId === template).map((c) => c.Id!);
  };
  const studentsOf = new Map<number, number[]>();
  for (const s of rows.student_in_project) studentsOf.set(s.ProjectId, [...(studentsOf.get(s.ProjectId) ?? []), s.Id!]);
  const jobs: { token: string; seat: number; project: number; columns: number[]; students: number[] }[] = [];
  for (let l = 1; l <= saveLecturers; l++) {
    const token = await login(url, 'teach', lecturerUsername(l), PASSWORDS.teach);
    for (const s of rows.lecture_in_board.filter((x) => x.TeacherId === l)) {
      for (const p of rows.project_in_board.filter((x) => x.BoardId === s.BoardId && !published.has(x.ProjectId))) {
        jobs.push({ token, seat: s.Id!, project: p.ProjectId, columns: columnsOf(s.BoardId), students: studentsOf.get(p.ProjectId)! });
      }
    }
  }
  let next = 0;
  const nextBody = () => {
    const job = jobs[next++ % jobs.length]!;
    const body = {
      lectureinboardId: job.seat,
      projectId: job.project,
      rows: job.students.map((stdinprjId) => ({ stdinprjId, scores: Object.fromEntries(job.columns.map((c) => [String(c), randomScore()])) })),
    };
    return { token: job.token, body };
  };

  return [
    { name: 'student courses GET /course/{id}/student', kind: 'small', method: 'GET', path: `/api/course/${sip.StudentId}/student`, token: student },
    { name: 'score lookup POST /score/get', kind: 'small', method: 'POST', path: '/api/score/get', token: student, body: { id: sip.StudentId, courseId: sip.CourseId } },
    { name: 'lecturer courses GET /course/{id}/teacher', kind: 'small', method: 'GET', path: `/api/course/${lecturerId}/teacher`, token: lecturer },
    { name: 'lecturer evaluations GET /evalution/{id}/teacher', kind: 'small', method: 'GET', path: `/api/evalution/${lecturerId}/teacher`, token: lecturer },
    { name: 'board projects + marks GET /project/{board}/evalution', kind: 'small', method: 'GET', path: `/api/project/${seat.BoardId}/evalution`, token: lecturer },
    { name: 'project students GET /student/{project}/project', kind: 'small', method: 'GET', path: `/api/student/${viewProject}/project`, token: lecturer },
    { name: 'course results GET /score/{course}/course', kind: 'small', method: 'GET', path: `/api/score/${course}/course`, token: lecturer },
    { name: 'marking view GET /marking/{seat}/{project}', kind: 'aggregate', method: 'GET', path: `/api/marking/${seat.Id}/${viewProject}`, token: lecturer },
    { name: 'board details GET /details/board/{id}', kind: 'aggregate', method: 'GET', path: `/api/details/board/${seat.BoardId}`, token: admin },
    { name: 'admin semesters GET /semester/getall', kind: 'small', method: 'GET', path: '/api/semester/getall', token: admin },
    { name: 'admin courses GET /course/getall', kind: 'list', method: 'GET', path: '/api/course/getall', token: admin },
    { name: 'admin projects GET /project/getall', kind: 'list', method: 'GET', path: '/api/project/getall', token: admin },
    { name: 'admin boards GET /evalution/getall', kind: 'list', method: 'GET', path: '/api/evalution/getall', token: admin },
    { name: 'admin students GET /student/getall', kind: 'big', method: 'GET', path: '/api/student/getall', token: admin },
    { name: 'marking save PUT /marking/save', kind: 'save', method: 'PUT', path: '/api/marking/save', token: lecturer, nextBody },
  ];
}
