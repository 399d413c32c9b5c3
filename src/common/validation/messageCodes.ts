/**
 * Every message the shared Yup schemas (and the password rules) can produce, in English as the spec
 * words it, mapped to a stable key of the client's `validation` catalogue, so a form shows it in the chosen
 * language. The schemas keep their English texts (the server answers them as they are).
 *
 * A message is either irregular (`validation.messages.<key>`, variables from its pattern) or "<field> <rule>"
 * (`validation.rules.<rule>` with `{{field}}` = `validation.fields.<field>`). validationCodes.test.ts walks every
 * schema of this folder and checks each message has its keys in both languages.
 */
export interface ValidationCode {
  /** `messages.<key>` or `rules.<rule>` (under the catalogue's `validation`) */
  key: string;
  /** `fields.<field>`, the subject of a rule */
  field?: string;
  values: Record<string, string>;
}

/** The subjects the messages start with -> `validation.fields.<key>`. */
export const VALIDATION_FIELDS: Record<string, string> = {
  Name: 'name',
  'Your name': 'personName',
  Session: 'session',
  Year: 'year',
  Description: 'description',
  Notion: 'notion',
  'Your notion': 'notion',
  'Start Time': 'startTime',
  'End Time': 'endTime',
  Date: 'date',
  'Apply date': 'applyDate',
  Room: 'room',
  ID: 'id',
  'Semester ID': 'semester',
  'Subject ID': 'subject',
  Subject: 'subjectName',
  'Lecture ID': 'lecturer',
  'Template ID': 'template',
  'Course ID': 'course',
  'Project ID': 'project',
  'Board ID': 'board',
  'Intend time': 'intendTime',
  Order: 'order',
  'Protect time': 'protectTime',
  Percent: 'percent',
  'Your address': 'address',
  'Your birthday': 'birthday',
  'Your code': 'code',
  'Your password': 'password',
  'Your phone number': 'phone',
  'Your username': 'username',
  'The current password': 'currentPassword',
  'The new password': 'newPassword',
  'The temporary password': 'temporaryPassword',
};

/** Messages of their own wording -> `validation.messages.<key>`, with the names of their captured variables. */
const IRREGULAR: { pattern: RegExp; key: string; names?: string[] }[] = [
  { pattern: /^Scores must be numbers from 0 to 10 inclusive$/, key: 'score' },
  { pattern: /^End Time must be after Start Time$/, key: 'endAfterStart' },
  { pattern: /^A template has at most (\d+) score columns$/, key: 'tooManyColumns', names: ['max'] },
  { pattern: /^At least one score column is required$/, key: 'atLeastOneColumn' },
  { pattern: /^Every score column needs a name and a percent$/, key: 'columnsIncomplete' },
  { pattern: /^Two score columns cannot have the same name$/, key: 'duplicateColumnNames' },
  { pattern: /^The percents of the score columns must add up to exactly 100%$/, key: 'percentsSum' },
  { pattern: /^Percent must be greater than 0 and at most 1 \(100%\)$/, key: 'percentRange' },
  { pattern: /^Percent must have at most 4 decimals \(0\.01 %\)$/, key: 'percentDecimals' },
  { pattern: /^Protect time must be a whole number of minutes$/, key: 'protectWhole' },
  { pattern: /^Protect time must be at least (\d+) minutes?$/, key: 'protectMin', names: ['min'] },
  { pattern: /^Protect time must be at most (\d+) minutes?$/, key: 'protectMax', names: ['max'] },
  { pattern: /^Some input fields are missing$/, key: 'missingFields' },
  { pattern: /^Please confirm the new password$/, key: 'confirmPassword' },
  { pattern: /^The passwords do not match$/, key: 'passwordsDiffer' },
  { pattern: /^The new password must not be your username$/, key: 'passwordIsUsername' },
  { pattern: /^The new password must not be only spaces$/, key: 'passwordBlank' },
  { pattern: /^The new password is too common: choose another one$/, key: 'passwordCommon' },
  { pattern: /^Your birthday is out of range: the age must be between (\d+) and (\d+) years$/, key: 'birthdayRange', names: ['min', 'max'] },
  { pattern: /^Your phone number must have (\d+) to (\d+) digits$/, key: 'phoneDigits', names: ['min', 'max'] },
  // Yup's own wording for a missing value nobody named (`${path} is a required field`)
  { pattern: /^\S+ (?:is a required field|cannot be null)$/, key: 'requiredValue' },
];

/** "<field> <rule>" messages -> `validation.rules.<rule>`. */
const RULES: { pattern: RegExp; rule: string; names?: string[] }[] = [
  { pattern: /^(.+?) (?:is [Rr]equired|[Rr]equired)$/, rule: 'required' },
  { pattern: /^(.+?) must be under (\d+) characters long$/, rule: 'maxLength', names: ['max'] },
  { pattern: /^(.+?) must be at least (\d+) characters long$/, rule: 'minLength', names: ['min'] },
  { pattern: /^(.+?) must be a real date \(YYYY-MM-DD\)$/, rule: 'realDate' },
  { pattern: /^(.+?) must be a time HH:MM$/, rule: 'time' },
  { pattern: /^(.+?) must be a whole number$/, rule: 'wholeNumber' },
  { pattern: /^(.+?) must be at least (\d+)$/, rule: 'atLeast', names: ['min'] },
  { pattern: /^(.+?) must be at most (\d+)$/, rule: 'atMost', names: ['max'] },
  { pattern: /^(.+?) must be between (\d+) and (\d+)$/, rule: 'between', names: ['min', 'max'] },
  { pattern: /^(.+?) must be a number$/, rule: 'number' },
  { pattern: /^(.+?) must not contain spaces$/, rule: 'noSpaces' },
  { pattern: /^(.+?) must not contain invisible or direction characters$/, rule: 'noInvisible' },
  { pattern: /^(.+?) must not contain direction characters$/, rule: 'noDirection' },
  { pattern: /^(.+?) must not mix alphabets$/, rule: 'oneScript' },
  { pattern: /^(.+?) is not acceptable$/, rule: 'notAcceptable' },
];

const captured = (m: RegExpExecArray, names: string[] = [], from = 1) => Object.fromEntries(names.map((n, i) => [n, m[from + i] ?? '']));

/** The key of a validation message and its variables; null for a text that is no known validation message. */
export function validationCode(message: string): ValidationCode | null {
  for (const { pattern, key, names } of IRREGULAR) {
    const m = pattern.exec(message);
    if (m) return { key: `messages.${key}`, values: captured(m, names) };
  }
  for (const { pattern, rule, names } of RULES) {
    const m = pattern.exec(message);
    const field = m ? VALIDATION_FIELDS[m[1] ?? ''] : undefined;
    if (m && field) return { key: `rules.${rule}`, field, values: captured(m, names, 2) };
  }
  return null;
}
