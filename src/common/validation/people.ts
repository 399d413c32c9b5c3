import * as yup from 'yup';
import { isIsoDate, todayIso } from '../timing';
import { LIMITS } from './limits';
import { hasBidiControl, hasInvisible, NAME_DIRECTION_MESSAGE, normalUsername, scriptsOf, USERNAME_INVISIBLE_MESSAGE, USERNAME_SCRIPTS_MESSAGE } from './unicodeText';

/**
 * Student and lecturer forms (spec section 5). Shared by the admin forms (Formik) and the server
 * (strict validation after the JSON schema). Messages are the spec's exact texts.
 */
export const PERSON_LIMITS = {
  nameMin: LIMITS.personNameMin,
  nameMax: LIMITS.personNameMax,
  usernameMin: LIMITS.usernameMin,
  passwordMin: LIMITS.passwordMin,
  codeMin: LIMITS.codeMin,
} as const;

export const personName = () =>
  yup
    .string()
    .required('Your name is required')
    .min(PERSON_LIMITS.nameMin, `Your name must be at least ${LIMITS.personNameMin} characters long`)
    .max(PERSON_LIMITS.nameMax, `Your name must be under ${LIMITS.personNameMax} characters long`)
    .test('no-bidi', NAME_DIRECTION_MESSAGE, (v) => !v || !hasBidiControl(v));

export const personAddress = () => yup.string().required('Your address is required').max(LIMITS.address, `Your address must be under ${LIMITS.address} characters long`);

/** A birthday gives an age of AGE_MIN to AGE_MAX years today (a real date in the past). */
export const AGE_MIN = 15;
export const AGE_MAX = 100;
export const BIRTHDAY_RANGE_MESSAGE = `Your birthday is out of range: the age must be between ${AGE_MIN} and ${AGE_MAX} years`;

/** Is `iso` (a real YYYY-MM-DD date) the birthday of someone AGE_MIN..AGE_MAX years old on `today`? */
export function birthdayInRange(iso: string, today: string = todayIso()): boolean {
  const shift = (years: number) => `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return iso <= shift(AGE_MIN) && iso > shift(AGE_MAX + 1);
}

export const personBirthday = () =>
  yup
    .string()
    .required('Your birthday is required')
    .test('iso-date', 'Your birthday must be a real date (YYYY-MM-DD)', (v) => !v || isIsoDate(v))
    .test('age-range', BIRTHDAY_RANGE_MESSAGE, (v) => !v || !isIsoDate(v) || birthdayInRange(v));

const username = () =>
  yup
    .string()
    .required('Your username is required')
    .min(PERSON_LIMITS.usernameMin, `Your username must be at least ${LIMITS.usernameMin} characters long`)
    .max(LIMITS.usernameMax, `Your username must be under ${LIMITS.usernameMax} characters long`)
    .matches(/^\S+$/, 'Your username must not contain spaces')
    // checked in the form it is stored and compared in (unicodeText.ts)
    .test('visible', USERNAME_INVISIBLE_MESSAGE, (v) => !v || !hasInvisible(normalUsername(v)))
    .test('one-script', USERNAME_SCRIPTS_MESSAGE, (v) => !v || scriptsOf(normalUsername(v)).size <= 1);

const password = () =>
  yup
    .string()
    .required('Your password is required')
    .min(PERSON_LIMITS.passwordMin, `Your password must be at least ${LIMITS.passwordMin} characters long`)
    .max(LIMITS.passwordMax, `Your password must be under ${LIMITS.passwordMax} characters long`);

const phone = () =>
  yup
    .string()
    .required('Your phone number is required')
    .matches(/^\+?[0-9]{6,20}$/, 'Your phone number must have 6 to 20 digits');

/** POST /student/add (and each row of POST /student/import). */
export const studentAddSchema = yup.object({
  code: yup
    .string()
    .required('Your code is required')
    .min(PERSON_LIMITS.codeMin, `Your code must be at least ${LIMITS.codeMin} characters long`)
    .max(LIMITS.codeMax, `Your code must be under ${LIMITS.codeMax} characters long`),
  name: personName(),
  birthday: personBirthday(),
  address: personAddress(),
  username: username(),
  password: password(),
});
export type StudentAddInput = yup.InferType<typeof studentAddSchema>;

/** PUT /student/edit (the id travels beside the form values). */
export const studentEditSchema = yup.object({
  name: personName(),
  birthday: personBirthday(),
  address: personAddress(),
});
export type StudentEditInput = yup.InferType<typeof studentEditSchema>;

/** POST /teacher/add (and each row of POST /teacher/import). */
export const lecturerAddSchema = yup.object({
  name: personName(),
  birthday: personBirthday(),
  phone: phone(),
  address: personAddress(),
  username: username(),
  password: password(),
});
export type LecturerAddInput = yup.InferType<typeof lecturerAddSchema>;

/** PUT /teacher/edit. */
export const lecturerEditSchema = yup.object({
  name: personName(),
  phonenumber: phone(),
  birthday: personBirthday(),
  address: personAddress(),
});
export type LecturerEditInput = yup.InferType<typeof lecturerEditSchema>;

/** Most rows one import call takes. */
export const IMPORT_MAX_ROWS = LIMITS.importRows;
