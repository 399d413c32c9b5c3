import * as yup from 'yup';
import { isIsoDate } from '../timing';
import { LIMITS } from './limits';

/** Semester, subject, course and project forms (spec section 5); exact spec messages. */

const realDate = (required: string, what: string) =>
  yup
    .string()
    .required(required)
    .test('iso-date', `${what} must be a real date (YYYY-MM-DD)`, (v) => !v || isIsoDate(v));

/** An id picked in a select: 0 / empty means none chosen. */
const pickedId = (message: string) => yup.number().typeError(message).required(message).integer(message).min(1, message);

/** POST /semester/add. No ordering check between start and end on the client (the server refuses it). */
export const semesterAddSchema = yup.object({
  year: yup
    .number()
    .typeError('Year is required')
    .required('Year is required')
    .integer('Year must be a whole number')
    .min(LIMITS.yearMin, `Year must be between ${LIMITS.yearMin} and ${LIMITS.yearMax}`)
    .max(LIMITS.yearMax, `Year must be between ${LIMITS.yearMin} and ${LIMITS.yearMax}`),
  session: yup.string().required('Session is required').max(LIMITS.session, `Session must be under ${LIMITS.session} characters long`),
  startTime: realDate('Start Time is required', 'Start Time'),
  endTime: realDate('End Time is required', 'End Time'),
});
export type SemesterAddInput = yup.InferType<typeof semesterAddSchema>;

/** POST /subject/add. */
export const subjectAddSchema = yup.object({
  name: yup.string().required('Name is required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`),
  description: yup.string().required('Description is required').max(LIMITS.description, `Description must be under ${LIMITS.description} characters long`),
});
export type SubjectAddInput = yup.InferType<typeof subjectAddSchema>;

/** POST /course/add. */
export const courseAddSchema = yup.object({
  subjectId: pickedId('Subject ID Required'),
  semesterId: pickedId('Semester ID Required'),
  LectureId: pickedId('Lecture ID Required'),
  name: yup.string().required('Name is Required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`),
});
export type CourseAddInput = yup.InferType<typeof courseAddSchema>;

/** PUT /course/edit: the name and the lecturer (subject and semester stay). */
export const courseEditSchema = yup.object({
  LectureId: pickedId('Lecture ID Required'),
  name: yup.string().required('Name is Required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`),
});
export type CourseEditInput = yup.InferType<typeof courseEditSchema>;

const projectName = () => yup.string().required('Name is required').max(LIMITS.name, `Name must be under ${LIMITS.name} characters long`);
const projectNotion = () => yup.string().required('Notion is required').max(LIMITS.description, `Notion must be under ${LIMITS.description} characters long`);

/**
 * POST /project/add as the server takes it: semester and subject are optional (the course page sends only
 * name, notion, courseId); when given they must match the course (checked by the server).
 */
export const projectAddSchema = yup.object({
  name: projectName(),
  notion: projectNotion(),
  courseId: pickedId('Course ID is required'),
  semester: yup.number().typeError('Semester ID is required').integer('Semester ID is required').min(1, 'Semester ID is required').optional(),
  subject: yup.number().typeError('Subject is required').integer('Subject is required').min(1, 'Subject is required').optional(),
});
export type ProjectAddInput = yup.InferType<typeof projectAddSchema>;

/** The admin console's project add form, where semester and subject are required selects. */
export const projectAddFormSchema = projectAddSchema.shape({
  semester: pickedId('Semester ID is required'),
  subject: pickedId('Subject is required'),
});

/**
 * PUT /project/edit. Bounds 2 to 50; the spec's messages say 5 / 25 (a mismatch it names):
 * shipped with the corrected texts (docs/deviations.md).
 */
export const projectEditSchema = yup.object({
  name: yup
    .string()
    .required('Your name is required')
    .min(LIMITS.projectEditNameMin, `Your name must be at least ${LIMITS.projectEditNameMin} characters long`)
    .max(LIMITS.projectEditNameMax, `Your name must be under ${LIMITS.projectEditNameMax} characters long`),
  notion: yup.string().required('Your notion is required').max(LIMITS.description, `Your notion must be under ${LIMITS.description} characters long`),
});
export type ProjectEditInput = yup.InferType<typeof projectEditSchema>;
