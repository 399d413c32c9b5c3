import * as yup from 'yup';
import { isIsoDate, todayIso } from '../timing';
import { LIMITS } from './limits';
import { says } from './says';
import { hasBidiControl, hasInvisible, normalUsername, scriptsOf } from './unicodeText';
import { EMAIL_PATTERN } from '../mailKinds';

/**
 * Student and lecturer forms (spec section 5). Shared by the admin forms (Formik) and the server
 * (strict validation after the JSON schema). Messages by code (says.ts); their English is the spec's exact text.
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
    .required(says('required', { field: 'personName' }))
    .min(PERSON_LIMITS.nameMin, says('minLength', { field: 'personName' }))
    .max(PERSON_LIMITS.nameMax, says('maxLength', { field: 'personName' }))
    .test('no-bidi', says('noDirection', { field: 'personName' }), (v) => !v || !hasBidiControl(v));

export const personAddress = () => yup.string().required(says('required', { field: 'address' })).max(LIMITS.address, says('maxLength', { field: 'address' }));

/** A birthday gives an age of AGE_MIN to AGE_MAX years today (a real date in the past). */
export const AGE_MIN = 15;
export const AGE_MAX = 100;

/** Is `iso` (a real YYYY-MM-DD date) the birthday of someone AGE_MIN..AGE_MAX years old on `today`? */
export function birthdayInRange(iso: string, today: string = todayIso()): boolean {
  const shift = (years: number) => `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return iso <= shift(AGE_MIN) && iso > shift(AGE_MAX + 1);
}

export const personBirthday = () =>
  yup
    .string()
    .required(says('required', { field: 'birthday' }))
    .test('iso-date', says('realDate', { field: 'birthday' }), (v) => !v || isIsoDate(v))
    .test('age-range', says('birthdayRange', { min: AGE_MIN, max: AGE_MAX }), (v) => !v || !isIsoDate(v) || birthdayInRange(v));

const username = () =>
  yup
    .string()
    .required(says('required', { field: 'username' }))
    .min(PERSON_LIMITS.usernameMin, says('minLength', { field: 'username' }))
    .max(LIMITS.usernameMax, says('maxLength', { field: 'username' }))
    .matches(/^\S+$/, says('noSpaces', { field: 'username' }))
    // checked in the form it is stored and compared in (unicodeText.ts)
    .test('visible', says('noInvisible', { field: 'username' }), (v) => !v || !hasInvisible(normalUsername(v)))
    .test('one-script', says('oneScript', { field: 'username' }), (v) => !v || scriptsOf(normalUsername(v)).size <= 1);

const password = () =>
  yup
    .string()
    .required(says('required', { field: 'password' }))
    .min(PERSON_LIMITS.passwordMin, says('minLength', { field: 'password' }))
    .max(LIMITS.passwordMax, says('maxLength', { field: 'password' }));

/** A phone number: an optional + and this many digits (the limits once, for the rule and its message). */
const PHONE_DIGITS = { min: 6, max: 20 };
const PHONE = new RegExp(`^\\+?[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);

const phone = () =>
  yup
    .string()
    .required(says('required', { field: 'phone' }))
    .matches(PHONE, says('phoneDigits', PHONE_DIGITS));

/** Optional: blank means `<username>@EMAIL_DOMAIN` (the mails go there). */
export const personEmail = () =>
  yup
    .string()
    .max(LIMITS.email, says('maxLength', { field: 'email' }))
    .test('email', says('emailFormat', { field: 'email' }), (v) => !v || !v.trim() || EMAIL_PATTERN.test(v.trim()));

/** POST /student/add (and each row of POST /student/import). */
export const studentAddSchema = yup.object({
  code: yup
    .string()
    .required(says('required', { field: 'code' }))
    .min(PERSON_LIMITS.codeMin, says('minLength', { field: 'code' }))
    .max(LIMITS.codeMax, says('maxLength', { field: 'code' })),
  name: personName(),
  birthday: personBirthday(),
  address: personAddress(),
  email: personEmail(),
  username: username(),
  password: password(),
});
export type StudentAddInput = yup.InferType<typeof studentAddSchema>;

/** PUT /student/edit (the id travels beside the form values). */
export const studentEditSchema = yup.object({
  name: personName(),
  birthday: personBirthday(),
  address: personAddress(),
  email: personEmail(),
});
export type StudentEditInput = yup.InferType<typeof studentEditSchema>;

/** POST /teacher/add (and each row of POST /teacher/import). */
export const lecturerAddSchema = yup.object({
  name: personName(),
  birthday: personBirthday(),
  phone: phone(),
  address: personAddress(),
  email: personEmail(),
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
  email: personEmail(),
});
export type LecturerEditInput = yup.InferType<typeof lecturerEditSchema>;

/**
 * A row of POST /student/import and of the students' .xlsx import: the form's fields, the password optional (none
 * gives an account without a usable password: it is set through an admin's reset or a set-password link).
 */
export const studentImportSchema = studentAddSchema.shape({ password: password().notRequired() });
export type StudentImportInput = yup.InferType<typeof studentImportSchema>;

/** A row of POST /teacher/import and of the lecturers' .xlsx import (the password optional as for students). */
export const lecturerImportSchema = lecturerAddSchema.shape({ password: password().notRequired() });
export type LecturerImportInput = yup.InferType<typeof lecturerImportSchema>;

/** Most rows one import call takes. */
export const IMPORT_MAX_ROWS = LIMITS.importRows;
