/**
 * English texts of the student's screens: their courses, grade report, transcript and how a score was computed.
 * Spread into app.en.ts as `student`; student.vi.ts has the same keys.
 */
const studentEn = {
  myCourses: "My courses",
  coursesError: "Your courses could not be loaded.",
  noCourse: "No course in this semester.",
  title: "Grade report for {{username}}",
  transcript: "Transcript (PDF)",
  myMinutes: "Minutes of my project (PDF)",
  pass: "PASS",
  notPass: "NOT PASS",
  gradeReport: "Grade report",
  courseName: "Course name",
  average: "COURSE TOTAL AVERAGE",
  status: "STATUS",
  noInfo: "No infor",
  scoreError: "The score could not be loaded.",
  howComputed: "How was this computed?",
  explanationError: "The explanation could not be loaded.",
  explainTitle: "How your score was computed",
  explainIntro: "Project {{project}} was evaluated by the board {{board}}. Each lecturer of the board gave a score from 0 to 10 in every column below; a lecturer's total is the sum of score x weight.",
  columnsAndWeights: "Score columns and weights",
  scoreColumn: "Score column",
  weight: "Weight",
  explainTotals: "Lecturers' totals: {{totals}}. Your score is their mean, rounded half up to 2 decimals:",
  explainResult: "Pass mark: {{passMark}}. Result: {{result}}. Published on {{date}}.",
} as const;

export default studentEn;
