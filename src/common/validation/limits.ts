/**
 * Every length and range limit of the forms, defined once: the shared Yup schemas (client forms and the server's
 * second check) and the server's JSON schemas (`S.field(limit)` in src/server/http/schema.ts) both read them.
 */
export const LIMITS = {
  /** names of subjects, courses, projects, templates, boards, score columns */
  name: 200,
  /** subject descriptions and project notions */
  description: 2000,
  session: 50,
  yearMin: 1900,
  yearMax: 2999,
  /** a project renamed on its edit form */
  projectEditNameMin: 2,
  projectEditNameMax: 50,
  personNameMin: 5,
  personNameMax: 25,
  address: 255,
  /** an optional e-mail address on a student or lecturer (RFC 5321's path limit) */
  email: 254,
  usernameMin: 5,
  usernameMax: 100,
  passwordMin: 5,
  passwordMax: 200,
  codeMin: 5,
  codeMax: 50,
  /** YYYY-MM-DD, HH:MM and phone numbers (their exact format is a rule of its own) */
  dateText: 10,
  phoneText: 30,
  room: 50,
  scoreColumns: 50,
  /** rows of one import (a whole cohort in one file; docs/OPERATIONS.md) */
  importRows: 25000,
  /** students of one marking grid */
  gridRows: 500,
} as const;
