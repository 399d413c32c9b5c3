import * as yup from 'yup';
import { isIsoDate } from '../timing';
import { LIMITS } from './limits';
import { pickedId } from './pickedId';
import { says, type SaidRule } from './says';
import type { FieldKey } from './texts/en';

/** Semester, subject, course and project forms (spec section 5); the spec's messages, by code (says.ts). */

const realDate = (field: FieldKey) =>
  yup
    .string()
    .required(says('required', { field }))
    .test('iso-date', says('realDate', { field }), (v) => !v || isIsoDate(v));


/** A name (or a description) up to its limit. */
const text = (field: FieldKey, max: number, required: SaidRule = says('required', { field })) =>
  yup.string().required(required).max(max, says('maxLength', { field }));

/** POST /semester/add. No ordering check between start and end on the client (the server refuses it). */
export const semesterAddSchema = yup.object({
  year: yup
    .number()
    .typeError(says('required', { field: 'year' }))
    .required(says('required', { field: 'year' }))
    .integer(says('wholeNumber', { field: 'year' }))
    .min(LIMITS.yearMin, says('between', { field: 'year', max: LIMITS.yearMax }))
    .max(LIMITS.yearMax, says('between', { field: 'year', min: LIMITS.yearMin })),
  session: text('session', LIMITS.session),
  startTime: realDate('startTime'),
  endTime: realDate('endTime'),
});
export type SemesterAddInput = yup.InferType<typeof semesterAddSchema>;

/** POST /subject/add. */
export const subjectAddSchema = yup.object({
  name: text('name', LIMITS.name),
  description: text('description', LIMITS.description),
});
export type SubjectAddInput = yup.InferType<typeof subjectAddSchema>;

/** POST /course/add: the spec words these 'Subject ID Required', 'Name is Required'. */
const courseName = () => text('name', LIMITS.name, says('requiredIsCapital', { field: 'name' }));
export const courseAddSchema = yup.object({
  subjectId: pickedId('subject', says('requiredCapital', { field: 'subject' })),
  semesterId: pickedId('semester', says('requiredCapital', { field: 'semester' })),
  LectureId: pickedId('lecturer', says('requiredCapital', { field: 'lecturer' })),
  name: courseName(),
});
export type CourseAddInput = yup.InferType<typeof courseAddSchema>;

/** PUT /course/edit: the name and the lecturer (subject and semester stay). */
export const courseEditSchema = yup.object({
  LectureId: pickedId('lecturer', says('requiredCapital', { field: 'lecturer' })),
  name: courseName(),
});
export type CourseEditInput = yup.InferType<typeof courseEditSchema>;

const semesterMissing = says('required', { field: 'semester' });
const subjectMissing = says('required', { field: 'subjectName' });

/**
 * POST /project/add as the server takes it: semester and subject are optional (the course page sends only
 * name, notion, courseId); when given they must match the course (checked by the server).
 */
export const projectAddSchema = yup.object({
  name: text('name', LIMITS.name),
  notion: text('notion', LIMITS.description),
  courseId: pickedId('course'),
  semester: yup.number().typeError(semesterMissing).integer(semesterMissing).min(1, semesterMissing).optional(),
  subject: yup.number().typeError(subjectMissing).integer(subjectMissing).min(1, subjectMissing).optional(),
});
export type ProjectAddInput = yup.InferType<typeof projectAddSchema>;

/** The admin console's project add form, where semester and subject are required selects. */
export const projectAddFormSchema = projectAddSchema.shape({
  semester: pickedId('semester'),
  subject: pickedId('subjectName'),
});

/**
 * PUT /project/edit. Bounds 2 to 50; the spec's messages say 5 / 25 (a mismatch it names):
 * shipped with the corrected texts (docs/deviations.md).
 */
export const projectEditSchema = yup.object({
  name: yup
    .string()
    .required(says('required', { field: 'personName' }))
    .min(LIMITS.projectEditNameMin, says('minLength', { field: 'personName' }))
    .max(LIMITS.projectEditNameMax, says('maxLength', { field: 'personName' })),
  notion: text('personNotion', LIMITS.description),
});
export type ProjectEditInput = yup.InferType<typeof projectEditSchema>;
