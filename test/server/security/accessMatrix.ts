import { A, PUBLIC, SIGNED_IN, ADMIN, LECTURER_OWN_OR_ADMIN, LECTURER_OWN, STUDENT_OWN_OR_ADMIN, STUDENT_OWN, admin, teachAdmin, adminTeach, type MatrixEntry } from './matrixModel';

export * from './matrixModel';

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // ---- public
  'GET /api/health': { access: 'public', expect: PUBLIC },
  'GET /api/config': { access: 'public', expect: PUBLIC },
  'GET /api/policies': { access: 'public', expect: PUBLIC },
  // the OpenAPI document and its UI (nothing secret: the wire contract of api.md)
  'GET /api/docs': { access: 'public', expect: PUBLIC },
  'GET /api/docs/json': { access: 'public', expect: PUBLIC },
  'GET /api/docs/yaml': { access: 'public', expect: PUBLIC },
  'GET /api/docs/static/index.html': { access: 'public', expect: PUBLIC },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', expect: PUBLIC },
  'GET /api/docs/static/*': { access: 'public', expect: PUBLIC, params: { '*': 'index.html' } },
  'POST /api/loginstudent': { access: 'public', expect: PUBLIC, body: { username: 'student1', password: 'student123' } },
  'POST /api/loginteacher': { access: 'public', expect: PUBLIC, body: { username: 'lecturer1', password: 'lecturer123' } },
  'POST /api/loginadmin': { access: 'public', expect: PUBLIC, body: { username: 'admin', password: 'admin123' } },
  // sessions: logout ends the caller's own session; an admin ends every session of an account
  // (account 16, the last demo student, is nobody the matrix calls as)
  // the university's sign-in (not configured in the matrix's app: the redirects say it is unavailable)
  'GET /api/oidc/status': { access: 'public', expect: PUBLIC },
  'GET /api/oidc/login': { access: 'public', expect: PUBLIC },
  'GET /api/oidc/callback': { access: 'public', expect: PUBLIC },
  'GET /api/oidc/me': { access: 'signedIn', expect: SIGNED_IN },
  'GET /api/oidc/links': { access: admin, expect: ADMIN },
  'DELETE /api/oidc/links/:accountId': { access: admin, expect: ADMIN, params: { accountId: 99999 } },
  'POST /api/logout': { access: 'signedIn', expect: SIGNED_IN, endsSessions: true },
  'POST /api/session/:accountId/end': { access: admin, expect: ADMIN, params: { accountId: 16 }, endsSessions: true },

  // ---- reference lists: any signed-in user
  'GET /api/semester/getall': { access: 'signedIn', expect: SIGNED_IN },
  'GET /api/semester/:id': { access: 'signedIn', expect: SIGNED_IN },
  'GET /api/subject/getall': { access: 'signedIn', expect: SIGNED_IN },
  'GET /api/subject/:id/getbyid': { access: 'signedIn', expect: SIGNED_IN },

  // ---- semesters, subjects (admin)
  'POST /api/semester/add': {
    access: admin,
    expect: ADMIN,
    body: { year: 2031, session: 'Matrix', startTime: '2031-01-01', endTime: '2031-03-01' },
    texts: ['session'],
  },
  'DELETE /api/semester/:id': { access: admin, expect: ADMIN },
  'POST /api/subject/add': { access: admin, expect: ADMIN, body: { name: 'Matrix subject', description: 'From the access matrix' }, texts: ['name', 'description'] },
  'DELETE /api/subject/:id': { access: admin, expect: ADMIN },

  // ---- courses
  'GET /api/course/getall': { access: admin, expect: ADMIN },
  'GET /api/course/:subjectId/getbysubject': { access: admin, expect: ADMIN },
  'GET /api/course/:id/getbyid': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/course/:semesterId/:subjectId': { access: admin, expect: ADMIN },
  'POST /api/course/add': { access: admin, expect: ADMIN, body: { subjectId: 1, semesterId: 2, LectureId: 1, name: 'Matrix course' }, texts: ['name'] },
  'DELETE /api/course/:id': { access: admin, expect: ADMIN },
  'GET /api/course/:userId/student': { access: ['std', 'admin'], expect: STUDENT_OWN_OR_ADMIN },
  'GET /api/course/:userId/teacher': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },

  // ---- projects
  // a lecturer reads the projects of its own courses and boards (filtered, so "off" the board still answers 200)
  'GET /api/project/getall': { access: adminTeach, expect: A(401, 403, 'ok', 'ok', 'ok') },
  // a lecturer gets the published projects of its own courses and boards only (an empty list is an answer)
  'GET /api/project/getallpubliced': { access: adminTeach, expect: A(401, 403, 'ok', 'ok', 'ok') },
  'GET /api/project/:courseId/projectincourses': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/project/:id/getbyid': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'POST /api/project/add': {
    access: admin,
    expect: ADMIN,
    body: { name: 'Matrix project', notion: 'From the access matrix', courseId: 3, semester: 2, subject: 2 },
    texts: ['name', 'notion'],
  },
  'PUT /api/project/edit': {
    access: admin,
    expect: ADMIN,
    body: { id: 6, name: 'Alumni Network', notion: 'Mentoring platform connecting alumni and students' },
    texts: ['name', 'notion'],
  },
  'DELETE /api/project/:id': { access: admin, expect: ADMIN },
  'GET /api/project/:boardId/evalution': { access: ['admin', 'teach'], expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/project/:boardId/projectsnoboard': { access: admin, expect: ADMIN },
  // project 2 is not yet eligible: the admin gets the refusal inside HTTP 200
  'POST /api/project/:id/public': { access: admin, expect: ADMIN, params: { id: 2 } },
  'GET /api/project/:lecturerInBoardId/getprojectmarked': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },

  // ---- templates and score columns
  'GET /api/template/getall': { access: admin, expect: ADMIN },
  'GET /api/template/:id': { access: admin, expect: ADMIN, params: { id: 101 } },
  'POST /api/template/add': {
    access: admin,
    expect: ADMIN,
    body: { id: 901, name: 'Matrix template', subjectId: 1, applydate: '2026-09-01' },
    texts: ['name'],
  },
  'POST /api/template/addwithcolumns': {
    access: admin,
    expect: ADMIN,
    body: {
      id: 902,
      name: 'Matrix template 2',
      subjectId: 1,
      applydate: '2026-09-01',
      dataColumn: [
        { name: 'Part A', percent: 0.5 },
        { name: 'Part B', percent: 0.5 },
      ],
    },
    texts: ['name'],
  },
  'DELETE /api/template/:id': { access: admin, expect: ADMIN, params: { id: 101 } },
  // template 101 has marks: changing its columns is refused (409) — a domain answer
  'POST /api/scorecolumn/adds': { access: admin, expect: ADMIN, body: { templateId: 101, dataColumn: [{ name: 'Extra', percent: 1 }] } },
  'PUT /api/scorecolumn/replace': { access: admin, expect: ADMIN, body: { templateId: 101, dataColumn: [{ name: 'Only', percent: 1 }] } },
  // template 102 is used by board 3 only (lecturers 1 and 3): lecturer2 sits on no board using it
  'GET /api/scorecolumn/:templateId': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN, params: { templateId: 102 }, off: 'lecturer2' },
  'GET /api/scorecolumn/:templateId/subject': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN, params: { templateId: 102 }, off: 'lecturer2' },
  'DELETE /api/scorecolumn/:id': { access: admin, expect: ADMIN },

  // ---- evaluation boards
  'GET /api/evalution/getall': { access: admin, expect: ADMIN },
  'GET /api/evalution/:id': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/evalution/:projectId/getbyproject': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'POST /api/evalution/add': {
    access: admin,
    expect: ADMIN,
    body: { name: 'Matrix board', semesterId: 2, subjectId: 1, templateId: 101, startTime: '08:00', endTime: '10:00', room: '101', date: '2026-12-10' },
    texts: ['name'],
  },
  'DELETE /api/evalution/:id': { access: admin, expect: ADMIN },
  'GET /api/evalution/:userId/teacher': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },

  // ---- students
  'GET /api/student/getall': { access: admin, expect: ADMIN },
  'POST /api/student/add': {
    access: admin,
    expect: ADMIN,
    body: { username: 'matrixstudent', password: 'matrix-pass-1', code: 'MX0001', name: 'Matrix Student', address: '1 Matrix Road', birthday: '2004-01-01' },
    texts: ['name', 'address', 'code', 'username'],
  },
  'PUT /api/student/edit': {
    access: admin,
    expect: ADMIN,
    body: { id: 12, name: 'Ly Hoang Son', birthday: '2003-03-11', address: '21 Nguyen Van Cu, District 5, Ho Chi Minh City' },
    texts: ['name', 'address'],
  },
  'DELETE /api/student/:id': { access: admin, expect: ADMIN },
  'POST /api/student/import': {
    access: admin,
    expect: ADMIN,
    body: {
      rows: [
        { username: 'matriximp1', password: 'matrix-pass-1', code: 'MXI001', name: 'Matrix Import One', address: '3 Matrix Road', birthday: '2004-02-02' },
        { username: 'matriximp2', password: 'matrix-pass-2', code: 'MXI002', name: 'Matrix Import Two', address: '4 Matrix Road', birthday: '2004-03-03' },
      ],
    },
  },
  'GET /api/student/:projectId/project': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/student/:courseId/course': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/student/:courseId/getstdnotincour': { access: admin, expect: ADMIN },
  'GET /api/student/:courseId/getstdnotinproject': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/student/:courseId/nothaveproject': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },

  // ---- lecturers
  'GET /api/teacher/getall': { access: admin, expect: ADMIN },
  // the admin, or the lecturer itself (lecturer1 reads lecturer 1)
  'GET /api/teacher/:id': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'POST /api/teacher/add': {
    access: admin,
    expect: ADMIN,
    body: { username: 'matrixteacher', password: 'matrix-pass-1', name: 'Matrix Teacher', phone: '0900000000', address: '2 Matrix Road', birthday: '1980-01-01' },
    texts: ['name', 'address', 'username'],
  },
  'PUT /api/teacher/edit': {
    access: admin,
    expect: ADMIN,
    body: { id: 3, name: 'Le Hoang Cuong', phonenumber: '0923456789', birthday: '1979-11-23', address: '8 Nguyen Hue, District 1, Ho Chi Minh City' },
    texts: ['name', 'address'],
  },
  'DELETE /api/teacher/:id': { access: admin, expect: ADMIN },
  'POST /api/teacher/import': {
    access: admin,
    expect: ADMIN,
    body: {
      rows: [
        { username: 'matrixtimp1', password: 'matrix-pass-1', name: 'Matrix Teacher One', phone: '0900000001', address: '5 Matrix Road', birthday: '1981-01-01' },
        { username: 'matrixtimp2', password: 'matrix-pass-2', name: 'Matrix Teacher Two', phone: '0900000002', address: '6 Matrix Road', birthday: '1982-02-02' },
      ],
    },
  },
  'GET /api/teacher/:boardId/linb': { access: admin, expect: ADMIN },
  'GET /api/teacher/:boardId/notinboard': { access: admin, expect: ADMIN },
  'GET /api/teacher/:projectId/quaninboard': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/teacher/:projectId/quanmarked': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },

  // ---- links (refused by domain rules on the demo data: duplicate pair, terminated board, graded project)
  'POST /api/studentincourse/add': { access: admin, expect: ADMIN, body: { course: 1, student: 1 } },
  'DELETE /api/studentincourse/:courseId/:studentId': { access: admin, expect: ADMIN },
  'POST /api/studentinproject/add': { access: admin, expect: ADMIN, body: { student: 1, project: 1 } },
  'DELETE /api/studentinproject/:stdinprjId/remove': { access: admin, expect: ADMIN },
  'POST /api/lectureinboard/add': { access: admin, expect: ADMIN, body: { teacherId: 3, boardId: 1 } },
  'DELETE /api/lectureinboard/:id': { access: admin, expect: ADMIN },
  'POST /api/projectinboard/insert': {
    access: admin,
    expect: ADMIN,
    body: { projectId: 4, boardId: 1, intendTime: '10:00', order: 3, protectTime: 45 },
  },
  'DELETE /api/projectinboard/:projectId': { access: admin, expect: ADMIN },

  // ---- scores and marking
  'GET /api/score/:lecturerInBoardId/:studentId/:projectId': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },
  // lecturer1 (seat 1) marks student 4 of project 2 on board 1
  'POST /api/score/insert': {
    access: ['teach'],
    expect: LECTURER_OWN,
    body: { score: { '1': 8, '2': 7.5, '3': 9 }, stdinprjId: 4, lectureinboardId: 1, courseID: 1 },
  },
  // project 1 is published: the owner gets the refusal inside HTTP 200
  'PUT /api/score/update': { access: ['teach'], expect: LECTURER_OWN, body: { stdInPro: 1, scoreColumnId: 1, score: 8, lecInBoard: 1, course: 1 } },
  'POST /api/score/get': { access: ['std'], expect: STUDENT_OWN, body: { id: 1, courseId: 1 } },
  'GET /api/score/explain/:courseId': { access: ['std'], expect: STUDENT_OWN },
  'GET /api/score/:courseId/course': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/marking/:lectureinboardId/:projectId': { access: teachAdmin, expect: LECTURER_OWN_OR_ADMIN },
  // live progress events: lecturers and admins; events name only ids (no marks, no names)
  'GET /api/live': { access: teachAdmin, expect: A(401, 403, 'ok', 'ok', 'ok') },
  'PUT /api/marking/save': {
    access: ['teach'],
    expect: LECTURER_OWN,
    body: {
      lectureinboardId: 1,
      projectId: 2,
      rows: [
        { stdinprjId: 4, scores: { '1': 8, '2': 7.5, '3': 9 } },
        { stdinprjId: 5, scores: { '1': 6, '2': 6.5, '3': 7 } },
      ],
    },
  },

  // ---- aggregate detail pages (admin)
  'GET /api/details/board/:id': { access: admin, expect: ADMIN },
  'GET /api/details/course/:id': { access: admin, expect: ADMIN },
  'GET /api/details/project/:id': { access: admin, expect: ADMIN },
  'GET /api/details/subject/:id': { access: admin, expect: ADMIN },
  'GET /api/details/template/:id': { access: admin, expect: ADMIN, params: { id: 101 } },

  // ---- disagreements between lecturers: the board's lecturers and the admin read, the admin sets
  'GET /api/board/:boardId/disagreements': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'PUT /api/board/:boardId/threshold': { access: admin, expect: ADMIN, body: { threshold: 2 } },

  // ---- documents: the board's and the course's lecturer and the admin; a student's own transcript and minutes
  'GET /api/documents/board/:id/minutes.pdf': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/documents/course/:id/grades.pdf': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/documents/course/:id/grades.csv': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/documents/transcript.pdf': { access: ['std'], expect: STUDENT_OWN },
  // a student's copy of its own project's minutes (student1 is in the published project 1; another project 404)
  'GET /api/documents/my/project/:id/minutes.pdf': { access: ['std'], expect: STUDENT_OWN, params: { id: 1 } },
  // ---- analytics: a board's for its lecturers and the admin, a term's for the admin
  'GET /api/analytics/board/:boardId': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/analytics/term': { access: admin, expect: ADMIN },
  'GET /api/analytics/term/students': { access: admin, expect: ADMIN },
  // ---- Excel exports: as the screens they mirror
  'GET /api/export/students.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/lecturers.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/course/:id/results.xlsx': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/export/board/:id/results.xlsx': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/export/board/:id/analytics.xlsx': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/export/term/analytics.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/schedule.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/courses.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/projects.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/template/students.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/template/lecturers.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/template/courses.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/template/projects.xlsx': { access: admin, expect: ADMIN },
  'GET /api/export/template/schedule.xlsx': { access: admin, expect: ADMIN },
  // .xlsx imports (the body is no workbook: refused, nothing written)
  'POST /api/import/students.xlsx': { access: admin, expect: ADMIN, body: Buffer.from('not a workbook') },
  'POST /api/import/lecturers.xlsx': { access: admin, expect: ADMIN, body: Buffer.from('not a workbook') },
  'POST /api/import/courses.xlsx': { access: admin, expect: ADMIN, body: Buffer.from('not a workbook') },
  'POST /api/import/projects.xlsx': { access: admin, expect: ADMIN, body: Buffer.from('not a workbook') },
  'POST /api/import/schedule.xlsx': { access: admin, expect: ADMIN, body: Buffer.from('not a workbook') },
  // the account's language
  'PUT /api/account/language': { access: 'signedIn', expect: SIGNED_IN, body: { language: 'en' } },

  // ---- the board's minutes and comments: its lecturers read, the chair or secretary writes, the admin names roles
  'GET /api/board/:boardId/minutes': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'PUT /api/board/:boardId/minutes': { access: ['teach'], expect: LECTURER_OWN, body: { projectId: 1, decision: 'pass', revisions: '', notes: '', version: 99 } },
  'PUT /api/board/:boardId/role': { access: admin, expect: ADMIN, body: { lectureInBoardId: 1, role: 'chair' } },
  'GET /api/documents/board/:id/comments.csv': { access: adminTeach, expect: LECTURER_OWN_OR_ADMIN },
  'GET /api/history/project/:projectId/comments': { access: admin, expect: ADMIN },
  'GET /api/history/project/:projectId/minutes': { access: admin, expect: ADMIN },
  // ---- score history (admin)
  'GET /api/history/project/:projectId': { access: admin, expect: ADMIN },
  // ---- audit log (admin)
  'GET /api/audit': { access: admin, expect: ADMIN },

  // ---- bulk actions, the paged student list, what depends on a row, edits (ids no one has: nothing changes)
  'POST /api/student/bulk-delete': { access: admin, expect: ADMIN, body: { ids: [99999] } },
  'POST /api/teacher/bulk-delete': { access: admin, expect: ADMIN, body: { ids: [99999] } },
  'POST /api/studentincourse/bulk-add': { access: admin, expect: ADMIN, body: { course: 4, students: [99999] } },
  'POST /api/studentinproject/bulk-add': { access: admin, expect: ADMIN, body: { project: 6, students: [99999] } },
  'GET /api/student/paged': { access: admin, expect: ADMIN },
  'GET /api/student/filtered': { access: admin, expect: ADMIN },
  'PUT /api/template/edit': { access: admin, expect: ADMIN, body: { id: 102, name: 'SWP391 template', applydate: '2026-09-01' } },
  'GET /api/dependents/:kind/:id': { access: admin, expect: ADMIN, params: { kind: 'course', id: 1 } },
  'GET /api/dependents/:kind': { access: admin, expect: ADMIN, params: { kind: 'course' } },
  'PUT /api/subject/edit': { access: admin, expect: ADMIN, body: { id: 3, name: 'Mobile Application Capstone', description: 'MAD490: capstone projects on mobile platforms' } },
  'PUT /api/semester/edit': { access: admin, expect: ADMIN, body: { id: 3, year: 2027, session: 'Summer', startTime: '2027-05-01', endTime: '2027-08-31' } },
  'PUT /api/course/edit': { access: admin, expect: ADMIN, body: { id: 4, name: 'SEP490-2026S', LectureId: 3 } },
  'PUT /api/evalution/edit': { access: admin, expect: ADMIN, body: { id: 3, name: 'Board C - SWP391', templateId: 102, startTime: '09:00', endTime: '11:30', room: '110', date: '2026-12-02' } },

  // ---- the defence schedule: admin views and writes (board 1 is terminated: its order is refused, nothing changes)
  'GET /api/schedule/conflicts': { access: admin, expect: ADMIN },
  'GET /api/schedule/board/:id': { access: admin, expect: ADMIN },
  'PUT /api/schedule/board/:id/order': { access: admin, expect: ADMIN, body: { projectIds: [1, 2] } },
  'POST /api/schedule/board/:id/pack': { access: admin, expect: ADMIN, body: { changeover: 5 } },
  'PUT /api/schedule/board/:id/slot': { access: admin, expect: ADMIN, body: { projectId: 1, intendTime: '08:00', protectTime: 45 } },
  'GET /api/schedule/grid': { access: admin, expect: ADMIN },
  'POST /api/schedule/import': { access: admin, expect: ADMIN, body: { semesterId: 2, csv: 'Board,Room' } },
  'GET /api/schedule/export': { access: admin, expect: ADMIN },
  // a lecturer's and a student's own defences and calendar address; the feed itself needs no session (its secret is the key)
  'GET /api/schedule/mine': { access: ['teach', 'std'], expect: A(401, 'ok', 'ok', 'ok', 403) },
  'GET /api/schedule/mine.ics': { access: ['teach', 'std'], expect: A(401, 'ok', 'ok', 'ok', 403) },
  'GET /api/schedule/feed': { access: ['teach', 'std'], expect: A(401, 'ok', 'ok', 'ok', 403) },
  'POST /api/schedule/feed': { access: ['teach', 'std'], expect: A(401, 'ok', 'ok', 'ok', 403) },
  'DELETE /api/schedule/feed': { access: ['teach', 'std'], expect: A(401, 'ok', 'ok', 'ok', 403) },
  'GET /api/calendar/:file': { access: 'public', expect: PUBLIC, params: { file: 'unknown.ics' } },

  // ---- e-mail: own address and choices, the signed one-click unsubscribe, the admin's outbox, forgotten passwords
  'GET /api/account/mail': { access: 'signedIn', expect: SIGNED_IN },
  'PUT /api/account/mail': { access: 'signedIn', expect: SIGNED_IN, body: { reminder: 'daily' } },
  'GET /api/mail/unsubscribe': { access: 'public', expect: PUBLIC },
  'POST /api/mail/unsubscribe': { access: 'public', expect: PUBLIC },
  'GET /api/mail/outbox': { access: admin, expect: ADMIN },
  'POST /api/mail/outbox/:id/resend': { access: admin, expect: ADMIN, params: { id: 1 } },
  'POST /api/mail/test': { access: admin, expect: ADMIN, body: { to: 'matrix@uni.test' } },
  'POST /api/password/forgot': { access: 'public', expect: PUBLIC, body: { role: 'std', username: 'matrix-nobody' } },
  'POST /api/password/reset': { access: 'public', expect: PUBLIC, body: { token: 'not-a-token', newPassword: 'Matrix-Password-42' } },

  // ---- accounts: own password, admin resets
  'PUT /api/account/password': { access: 'signedIn', expect: SIGNED_IN, body: { currentPassword: 'not-the-current-one', newPassword: 'Matrix-Password-42' } },
  'POST /api/student/:id/reset-password': { access: admin, expect: ADMIN, params: { id: 10 }, body: {} },
  'POST /api/teacher/:id/reset-password': { access: admin, expect: ADMIN, params: { id: 99999 }, body: {} },
};
