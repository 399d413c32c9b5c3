import type { ValidationError } from 'yup';
import { boardAddSchema } from './board';
import { courseAddSchema, projectAddFormSchema, projectAddSchema, semesterAddSchema } from './catalog';
import { englishText } from './english';
import { studentAddSchema } from './people';
import { saidOf } from './says';
import { dataColumnSchema } from './templates';

/** Form-only behaviour of the shared schemas (the server tests cover the rest through the routes). */
const firstError = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown, strict = true) => {
  try {
    await schema.validate(value, { abortEarly: true, strict });
    return null;
  } catch (e) {
    return englishText(saidOf(e as ValidationError)!);
  }
};

describe('admin form schemas', () => {
  const project = { name: 'P', notion: 'N', courseId: 1 };
  it('the admin project form needs semester and subject; the server schema does not', async () => {
    expect(await firstError(projectAddFormSchema, { ...project, subject: 1 })).toBe('Semester ID is required');
    expect(await firstError(projectAddFormSchema, { ...project, semester: 1 })).toBe('Subject is required');
    expect(await firstError(projectAddFormSchema, { ...project, semester: 0, subject: 1 })).toBe('Semester ID is required');
    expect(await firstError(projectAddSchema, project)).toBeNull();
  });
  it('a select left on 0 or empty shows the spec message (Formik values, not strict)', async () => {
    expect(await firstError(courseAddSchema, { subjectId: 0, semesterId: 1, LectureId: 1, name: 'x' }, false)).toBe('Subject ID Required');
    expect(await firstError(courseAddSchema, { subjectId: 1, semesterId: '', LectureId: 1, name: 'x' }, false)).toBe('Semester ID Required');
    expect(await firstError(semesterAddSchema, { year: '', session: 'S', startTime: '2030-01-01', endTime: '2030-02-01' }, false)).toBe('Year is required');
  });
  it('the board form says Semester ID (corrected), not Subject ID, for a missing semester', async () => {
    const board = { name: 'B', subjectId: 1, templateId: 1, startTime: '08:00', endTime: '09:00', room: '1', date: '2030-01-01' };
    expect(await firstError(boardAddSchema, board)).toBe('Semester ID is required');
  });
  it('score columns in the form: sum to 100 %, 4 decimals at most', async () => {
    expect(await firstError(dataColumnSchema, [{ name: 'A', percent: 0.1 }, { name: 'B', percent: 0.2 }, { name: 'C', percent: 0.7 }])).toBeNull();
    expect(await firstError(dataColumnSchema, [{ name: 'A', percent: 0.3333 }, { name: 'B', percent: 0.3333 }, { name: 'C', percent: 0.3333 }])).toBe(
      'The percents of the score columns must add up to exactly 100%',
    );
  });
  it('student add accepts a valid form', async () => {
    expect(await firstError(studentAddSchema, { code: 'SE12345', name: 'Valid Name', birthday: '2004-01-01', address: 'x', username: 'user1', password: 'pass1' })).toBeNull();
  });
});
