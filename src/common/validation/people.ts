import * as yup from 'yup';
import { isIsoDate } from '../timing';

/**
 * Student and lecturer forms (spec section 5). Shared by the admin forms (Formik) and the server
 * (strict validation after the JSON schema). Messages are the spec's exact texts.
 */
export const PERSON_LIMITS = { nameMin: 5, nameMax: 25, usernameMin: 5, passwordMin: 5, codeMin: 5 } as const;

export const personName = () =>
  yup
    .string()
    .required('Your name is required')
    .min(PERSON_LIMITS.nameMin, 'Your name must be at least 5 characters long')
    .max(PERSON_LIMITS.nameMax, 'Your name must be under 25 characters long');

export const personAddress = () => yup.string().required('Your address is required').max(255, 'Your address must be under 255 characters long');

export const personBirthday = () =>
  yup
    .string()
    .required('Your birthday is required')
    .test('iso-date', 'Your birthday must be a real date (YYYY-MM-DD)', (v) => !v || isIsoDate(v));

const username = () =>
  yup
    .string()
    .required('Your username is required')
    .min(PERSON_LIMITS.usernameMin, 'Your username must be at least 5 characters long')
    .max(100, 'Your username must be under 100 characters long')
    .matches(/^\S+$/, 'Your username must not contain spaces');

const password = () =>
  yup
    .string()
    .required('Your password is required')
    .min(PERSON_LIMITS.passwordMin, 'Your password must be at least 5 characters long')
    .max(200, 'Your password must be under 200 characters long');

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
    .min(PERSON_LIMITS.codeMin, 'Your code must be at least 5 characters long')
    .max(50, 'Your code must be under 50 characters long'),
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
export const IMPORT_MAX_ROWS = 2000;
