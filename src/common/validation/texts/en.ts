/**
 * The English texts of the shared schemas' validation messages (src/common/validation), by code: the one place they
 * are written. A rule names its message with `says(code, params)` (../says.ts); the server answers the text filled
 * in here (the spec's texts exact, so `message` on the wire does not change) beside its `code` and `params`, and the
 * client's catalogues hold this table as `validation` (locales/app.en.ts), so a form shows a rule's code in the
 * chosen language. `{{field}}` is the text of `fields.<params.field>`; `{{min}}` / `{{max}}` are the rule's limits.
 * vi.ts has the same keys and variables. How to add one: docs/ARCHITECTURE.md, "Messages by code".
 */
export const VALIDATION_EN = {
  fields: {
    name: 'Name',
    personName: 'Your name',
    session: 'Session',
    year: 'Year',
    description: 'Description',
    notion: 'Notion',
    personNotion: 'Your notion',
    startTime: 'Start Time',
    endTime: 'End Time',
    date: 'Date',
    applyDate: 'Apply date',
    room: 'Room',
    id: 'ID',
    semester: 'Semester ID',
    subject: 'Subject ID',
    subjectName: 'Subject',
    lecturer: 'Lecture ID',
    template: 'Template ID',
    course: 'Course ID',
    project: 'Project ID',
    board: 'Board ID',
    intendTime: 'Intend time',
    order: 'Order',
    percent: 'Percent',
    address: 'Your address',
    birthday: 'Your birthday',
    code: 'Your code',
    password: 'Your password',
    phone: 'Your phone number',
    username: 'Your username',
    email: 'Email',
    currentPassword: 'The current password',
    newPassword: 'The new password',
    temporaryPassword: 'The temporary password',
  },
  messages: {
    // The spec words "required" four ways; each is kept as it is (section 5).
    required: '{{field}} is required',
    requiredTerse: '{{field}} required',
    requiredCapital: '{{field}} Required',
    requiredIsCapital: '{{field}} is Required',
    maxLength: '{{field}} must be under {{max}} characters long',
    minLength: '{{field}} must be at least {{min}} characters long',
    realDate: '{{field}} must be a real date (YYYY-MM-DD)',
    time: '{{field}} must be a time HH:MM',
    wholeNumber: '{{field}} must be a whole number',
    atLeast: '{{field}} must be at least {{min}}',
    atMost: '{{field}} must be at most {{max}}',
    between: '{{field}} must be between {{min}} and {{max}}',
    number: '{{field}} must be a number',
    noSpaces: '{{field}} must not contain spaces',
    noInvisible: '{{field}} must not contain invisible or direction characters',
    noDirection: '{{field}} must not contain direction characters',
    oneScript: '{{field}} must not mix alphabets',
    notAcceptable: '{{field}} is not acceptable',
    passwordIsUsername: '{{field}} must not be your username',
    passwordBlank: '{{field}} must not be only spaces',
    passwordCommon: '{{field}} is too common: choose another one',
    confirmPassword: 'Please confirm the new password',
    passwordsDiffer: 'The passwords do not match',
    score: 'Scores must be numbers from 0 to 10 inclusive',
    scoreDecimals: 'Scores have at most two decimals',
    endAfterStart: 'End Time must be after Start Time',
    tooManyColumns: 'A template has at most {{max}} score columns',
    atLeastOneColumn: 'At least one score column is required',
    columnsIncomplete: 'Every score column needs a name and a percent',
    duplicateColumnNames: 'Two score columns cannot have the same name',
    percentRange: 'Percent must be greater than 0 and at most 1 (100%)',
    percentDecimals: 'Percent must have at most 4 decimals (0.01 %)',
    protectWhole: 'Protect time must be a whole number of minutes',
    protectMin: 'Protect time must be at least {{min}} minute',
    protectMax: 'Protect time must be at most {{max}} minutes',
    birthdayRange: 'Your birthday is out of range: the age must be between {{min}} and {{max}} years',
    phoneDigits: 'Your phone number must have {{min}} to {{max}} digits',
    emailFormat: '{{field}} must be an e-mail address such as name@example.edu',
  },
};

export type ValidationCatalogue = typeof VALIDATION_EN;
/** A validation message's code: a key of `messages`. */
export type ValidationCode = keyof ValidationCatalogue['messages'];
/** The subject of a rule (`params.field`): a key of `fields`. */
export type FieldKey = keyof ValidationCatalogue['fields'];
