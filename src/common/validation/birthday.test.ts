import type { ValidationError } from 'yup';
import { englishText } from './english';
import { birthdayInRange, lecturerAddSchema, studentAddSchema } from './people';
import { saidOf } from './says';

const BIRTHDAY_RANGE_MESSAGE = 'Your birthday is out of range: the age must be between 15 and 100 years';
/** The English text of a failed validation (its message by code, as the server answers it). */
const textOf = (error: unknown) => englishText(saidOf(error as ValidationError)!);

const firstError = async (value: unknown): Promise<string | null> => {
  try {
    await studentAddSchema.validate(value, { abortEarly: true, strict: true });
    return null;
  } catch (error) {
    return textOf(error);
  }
};
const student = { code: 'SE12345', name: 'Valid Name', address: 'x', username: 'user1', password: 'pass1' };

describe('birthday', () => {
  it('is 15 to 100 years before today (inclusive of the 15th and the 100th birthday)', () => {
    expect(birthdayInRange('2011-11-23', '2026-11-23')).toBe(true);
    expect(birthdayInRange('2011-11-24', '2026-11-23')).toBe(false);
    expect(birthdayInRange('1926-11-23', '2026-11-23')).toBe(true);
    expect(birthdayInRange('1925-11-24', '2026-11-23')).toBe(true);
    expect(birthdayInRange('1925-11-23', '2026-11-23')).toBe(false);
  });
  it('says "not a date" and "out of range" with distinct messages', async () => {
    expect(await firstError({ ...student, birthday: '2003-02-30' })).toBe('Your birthday must be a real date (YYYY-MM-DD)');
    expect(await firstError({ ...student, birthday: '2999-01-01' })).toBe(BIRTHDAY_RANGE_MESSAGE);
    expect(await firstError({ ...student, birthday: '1850-01-01' })).toBe(BIRTHDAY_RANGE_MESSAGE);
    expect(await firstError({ ...student, birthday: '2004-01-01' })).toBeNull();
  });
  it('applies to lecturers too', async () => {
    const refusal = lecturerAddSchema.validate({ name: 'Valid Name', birthday: '2030-01-01', phone: '0901234567', address: 'x', username: 'user1', password: 'pass1' }, { strict: true });
    expect(await refusal.then(() => null, textOf)).toBe(BIRTHDAY_RANGE_MESSAGE);
  });
});
