import type { Role } from '../../common/roles';

interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  name: string;
  code?: string;
  phone?: string;
  birthday?: string;
  address?: string;
}

const STUDENT_NAMES = [
  'Nguyen Minh Anh',
  'Tran Quoc Bao',
  'Le Thi Cam',
  'Pham Duc Duy',
  'Hoang Gia Han',
  'Vo Thanh Khoa',
  'Dang Ngoc Lan',
  'Bui Tuan Minh',
  'Do Phuong Nga',
  'Ngo Quang Phuc',
  'Duong Thu Quynh',
  'Ly Hoang Son',
];

const accounts: DemoAccount[] = [
  { username: 'admin', password: 'admin123', role: 'admin', name: 'Administrator' },
  { username: 'lecturer1', password: 'lecturer123', role: 'teach', name: 'Nguyen Van An', phone: '0901234567', birthday: '1980-03-12', address: '12 Le Loi, District 1, Ho Chi Minh City' },
  { username: 'lecturer2', password: 'lecturer123', role: 'teach', name: 'Tran Thi Binh', phone: '0912345678', birthday: '1985-07-01', address: '45 Vo Van Tan, District 3, Ho Chi Minh City' },
  { username: 'lecturer3', password: 'lecturer123', role: 'teach', name: 'Le Hoang Cuong', phone: '0923456789', birthday: '1979-11-23', address: '8 Nguyen Hue, District 1, Ho Chi Minh City' },
  ...STUDENT_NAMES.map((name, i) => ({
    username: `student${i + 1}`,
    password: 'student123',
    role: 'std' as const,
    name,
    code: `SE1600${String(i + 1).padStart(2, '0')}`,
    birthday: `2003-0${(i % 9) + 1}-1${i % 10}`,
    address: `${10 + i} Nguyen Van Cu, District 5, Ho Chi Minh City`,
  })),
];

/**
 * The demo dataset. Ids follow insertion order on an empty database:
 * lecturers 1-3, students 1-12 (student1 = Id 1), semesters 1-3, subjects 1-3, courses 1-4, projects 1-6,
 * templates 101-102, boards 1-3, lecturer-in-board 1-6, student-in-project 1-11.
 */
export const DEMO = {
  accounts,
  semesters: [
    { Year: 2026, Session: 'Spring', StartTime: '2026-01-05', EndTime: '2026-05-31' },
    { Year: 2026, Session: 'Fall', StartTime: '2026-09-01', EndTime: '2027-01-31' },
    { Year: 2027, Session: 'Summer', StartTime: '2027-05-01', EndTime: '2027-08-31' },
  ],
  subjects: [
    { Name: 'Capstone Project', Description: 'SEP490: the final-year software engineering capstone' },
    { Name: 'Software Engineering Project', Description: 'SWP391: a team project across the software life cycle' },
    { Name: 'Mobile Application Capstone', Description: 'MAD490: capstone projects on mobile platforms' },
  ],
  courses: [
    { Name: 'SEP490-G1', SubjectId: 1, SemesterId: 2, LectureId: 1 },
    { Name: 'SEP490-G2', SubjectId: 1, SemesterId: 2, LectureId: 2 },
    { Name: 'SWP391-G1', SubjectId: 2, SemesterId: 2, LectureId: 1 },
    { Name: 'SEP490-2026S', SubjectId: 1, SemesterId: 1, LectureId: 3 },
  ],
  projects: [
    { Name: 'Smart Campus Parking', Notion: 'License-plate recognition for the campus car park', CourseId: 1 },
    { Name: 'Library Seat Booking', Notion: 'Real-time seat reservation for the central library', CourseId: 1 },
    { Name: 'Canteen Ordering', Notion: 'Pre-order meals and pay by QR code', CourseId: 2 },
    { Name: 'Lab Equipment Tracker', Notion: 'Borrow and return lab devices with RFID', CourseId: 2 },
    { Name: 'Clinic Queue', Notion: 'Queue management for the student clinic', CourseId: 3 },
    { Name: 'Alumni Network', Notion: 'Mentoring platform connecting alumni and students', CourseId: 1 },
  ],
  templates: [
    { Id: 101, Name: 'SEP490 Defence 2026', SubjectId: 1, ApplyDate: '2026-09-01' },
    { Id: 102, Name: 'SWP391 Review 2026', SubjectId: 2, ApplyDate: '2026-09-01' },
  ],
  scoreColumns: [
    { Name: 'Presentation', PercentBp: 3000, TemplateId: 101 },
    { Name: 'Report', PercentBp: 3000, TemplateId: 101 },
    { Name: 'Demo', PercentBp: 4000, TemplateId: 101 },
    { Name: 'Idea', PercentBp: 2500, TemplateId: 102 },
    { Name: 'Implementation', PercentBp: 5000, TemplateId: 102 },
    { Name: 'Q&A', PercentBp: 2500, TemplateId: 102 },
  ],
  boards: [
    { Name: 'Board A - SEP490', Room: '201', StartTime: '08:00', EndTime: '11:00', Date: '2026-11-20', SemesterId: 2, SubjectId: 1, TemplateId: 101 },
    { Name: 'Board B - SEP490', Room: '305', StartTime: '13:30', EndTime: '16:30', Date: '2026-11-27', SemesterId: 2, SubjectId: 1, TemplateId: 101 },
    { Name: 'Board C - SWP391', Room: '110', StartTime: '09:00', EndTime: '11:30', Date: '2026-12-02', SemesterId: 2, SubjectId: 2, TemplateId: 102 },
  ],
  /** lecturer-in-board Ids 1..6 in this order: [lecturer, board] */
  lecturersInBoards: ([[1, 1], [2, 1], [2, 2], [3, 2], [1, 3], [3, 3]] as const).map(([TeacherId, BoardId]) => ({ TeacherId, BoardId })),
  projectsInBoards: [
    { ProjectId: 1, BoardId: 1, IntendTime: '08:00', OrderNo: 1, ProtectTime: 45 },
    { ProjectId: 2, BoardId: 1, IntendTime: '09:00', OrderNo: 2, ProtectTime: 45 },
    { ProjectId: 3, BoardId: 2, IntendTime: '13:30', OrderNo: 1, ProtectTime: 45 },
    { ProjectId: 5, BoardId: 3, IntendTime: '09:00', OrderNo: 1, ProtectTime: 60 },
  ],
  studentsInCourses: [
    ...[1, 2, 3, 4, 5, 6].map((s) => ({ StudentId: s, CourseId: 1 })),
    ...[7, 8, 9, 10].map((s) => ({ StudentId: s, CourseId: 2 })),
    ...[1, 2, 11, 12].map((s) => ({ StudentId: s, CourseId: 3 })),
    ...[11, 12].map((s) => ({ StudentId: s, CourseId: 4 })),
  ],
  /** student-in-project Ids 1..11 in this order: [student, project] */
  studentsInProjects: ([[1, 1], [2, 1], [3, 1], [4, 2], [5, 2], [7, 3], [8, 3], [9, 4], [10, 4], [1, 5], [11, 5]] as const).map(([StudentId, ProjectId]) => ({ StudentId, ProjectId })),
  /**
   * Marks (hundredths). Project 1: both lecturers of board A (lib 1, 2) marked all three students in all
   * three columns (student3 fails). Project 2: lecturer2 (lib 2) marked, lecturer1 still has to.
   */
  marks: [
    ...[
      [1, [800, 750, 850], [825, 700, 900]],
      [2, [650, 700, 600], [600, 675, 550]],
      [3, [300, 450, 400], [350, 400, 425]],
    ].flatMap(([sip, l1, l2]) => [
      ...(l1 as number[]).map((score, i) => ({ sip: sip as number, lib: 1, col: i + 1, score })),
      ...(l2 as number[]).map((score, i) => ({ sip: sip as number, lib: 2, col: i + 1, score })),
    ]),
    ...[
      [4, [700, 725, 800]],
      [5, [550, 600, 650]],
    ].flatMap(([sip, l2]) => (l2 as number[]).map((score, i) => ({ sip: sip as number, lib: 2, col: i + 1, score }))),
  ],
  publishedProjectId: 1,
};
