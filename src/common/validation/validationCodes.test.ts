import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isSchema } from 'yup';
import { MESSAGES_EN } from '../messages/en';
import { MESSAGES_VI } from '../messages/vi';
import { englishText } from './english';
import { isSaid, type Said } from './says';
import { VALIDATION_EN, type ValidationCatalogue } from './texts/en';
import { VALIDATION_VI } from './texts/vi';

/**
 * Every rule of the shared schemas names its message by code, and every code has its text in both languages. The
 * rules are enumerated from the schema files themselves (every module of this folder: its exported schemas' tests,
 * walked through objects and arrays, and its exported messages by code), not from a list kept by hand.
 */
type Test = { OPTIONS?: { name?: string; message?: unknown; params?: Record<string, unknown> } };
/** Yup's internals the walk reads (every schema keeps its tests there). */
interface Walkable {
  type: string;
  tests: Test[];
  internalTests: Record<string, Test | undefined>;
  fields?: Record<string, Walkable>;
  innerType?: Walkable;
}
interface Rule {
  where: string;
  message: unknown;
  /** the values Yup gives the message (`.min(n)`: `{ min: n }`) */
  values: Record<string, unknown>;
}

function schemaRules(schema: Walkable, where: string, out: Rule[]): void {
  const tests = [...schema.tests.map((test) => [test.OPTIONS?.name ?? '?', test] as const), ...Object.entries(schema.internalTests)];
  for (const [name, test] of tests) {
    if (!test) continue;
    // Yup's own checks no rule declared: a value of the wrong type (for text, objects, lists), a null where no rule
    // said "required", an absent optional value. Formik holds text, and the server's JSON schema refuses these first.
    const yupOwn = (name === 'typeError' && schema.type !== 'number') || name === 'nullable' || name === 'optionality';
    if (yupOwn && !isSaid(test.OPTIONS?.message)) continue;
    out.push({ where: `${where} ${name}`, message: test.OPTIONS?.message, values: test.OPTIONS?.params ?? {} });
  }
  for (const [field, inner] of Object.entries(schema.fields ?? {})) schemaRules(inner, `${where}.${field}`, out);
  if (schema.innerType) schemaRules(schema.innerType, `${where}[]`, out);
}

function allRules(): Rule[] {
  const folder = __dirname;
  const out: Rule[] = [];
  const modules = readdirSync(folder).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
  for (const file of modules) {
    const exported = require(path.join(folder, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      const where = `${file} ${name}`;
      if (isSchema(value)) schemaRules(value as unknown as Walkable, where, out);
      else if (isSaid(value)) out.push({ where, message: value, values: {} });
      else if (typeof value === 'object' && value !== null) {
        // a table of messages a rule picks from (the password rules)
        for (const [key, said] of Object.entries(value)) if (isSaid(said)) out.push({ where: `${where}.${key}`, message: said, values: {} });
      }
    }
  }
  return out;
}

/** A rule's message as Yup makes it (its code and every value of its text). */
const saidOf = (rule: Rule): Said => (typeof rule.message === 'function' ? (rule.message as (values: object) => Said)(rule.values) : (rule.message as Said));

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

/** What each rule lacks in a pair of catalogues: a code without its text, a field without its name, a value. */
export function missingTexts(rules: Rule[], catalogues: Record<'en' | 'vi', { validation: ValidationCatalogue; server: Record<string, string> }>): string[] {
  const missing: string[] = [];
  for (const rule of rules) {
    if (!isSaid(rule.message)) {
      missing.push(`${rule.where}: a message not by code (${String(rule.message)})`);
      continue;
    }
    const { code, params } = saidOf(rule);
    for (const [language, { validation, server }] of Object.entries(catalogues)) {
      const texts: Record<string, string> = validation.messages;
      const text = Object.hasOwn(texts, code) ? texts[code] : server[code];
      if (text === undefined) {
        missing.push(`${rule.where}: ${code} has no ${language} text`);
        continue;
      }
      if (params.field !== undefined && !Object.hasOwn(validation.fields, params.field)) missing.push(`${rule.where}: field ${params.field} has no ${language} name`);
      for (const name of variables(text)) if (params[name] === undefined) missing.push(`${rule.where}: ${code} lacks {{${name}}} (${language})`);
    }
  }
  return missing;
}

describe('validation messages by code', () => {
  const rules = allRules();
  const both = { en: { validation: VALIDATION_EN, server: MESSAGES_EN }, vi: { validation: VALIDATION_VI, server: MESSAGES_VI } };

  it('finds the rules of every schema file', () => {
    expect(rules.length).toBeGreaterThan(150);
    const files = new Set(rules.map((r) => r.where.split(' ')[0]));
    expect([...files].sort()).toEqual(['board.ts', 'catalog.ts', 'password.ts', 'people.ts', 'projectInBoard.ts', 'scores.ts', 'templates.ts']);
  });

  it('every rule names a code whose text both languages have, with its field and values', () => {
    expect(missingTexts(rules, both)).toEqual([]);
  });

  it('fails when a text, a field name or a message by code is missing', () => {
    const { required: _gone, ...messages } = VALIDATION_VI.messages;
    const { address: _address, ...fields } = VALIDATION_VI.fields;
    const lacking = { ...both, vi: { validation: { messages, fields } as ValidationCatalogue, server: MESSAGES_VI } };
    const missing = missingTexts(rules, lacking);
    expect(missing).toContain('people.ts studentAddSchema.code required: required has no vi text');
    expect(missing).toContain('people.ts studentAddSchema.address max: field address has no vi name');
    expect(missingTexts([{ where: 'a rule', message: 'Name is required', values: {} }], both)).toEqual(['a rule: a message not by code (Name is required)']);
    expect(missingTexts([{ where: 'a rule', message: { code: 'maxLength', params: { field: 'name' } }, values: {} }], both)).toEqual([
      'a rule: maxLength lacks {{max}} (en)',
      'a rule: maxLength lacks {{max}} (vi)',
    ]);
  });

  it('the validation codes are not codes of the server table (an answer’s code reads one way)', () => {
    expect(Object.keys(VALIDATION_EN.messages).filter((code) => Object.hasOwn(MESSAGES_EN, code))).toEqual([]);
  });

  it('words the spec’s messages exactly in English (section 5, as the server answers them)', () => {
    const english = new Set(rules.filter((r) => isSaid(r.message)).map((r) => englishText(saidOf(r))));
    const spec = [
      'Your name is required',
      'Your name must be at least 5 characters long',
      'Your name must be under 25 characters long',
      'Your address is required',
      'Your username is required',
      'Your username must be at least 5 characters long',
      'Your birthday is required',
      'Your password is required',
      'Your password must be at least 5 characters long',
      'Your code is required',
      'Your code must be at least 5 characters long',
      'Your phone number is required',
      'Year is required',
      'Session is required',
      'Start Time is required',
      'End Time is required',
      'Name is required',
      'Description is required',
      'Subject ID Required',
      'Semester ID Required',
      'Lecture ID Required',
      'Name is Required',
      'Notion is required',
      'Course ID is required',
      'Semester ID is required',
      'Subject is required',
      'Your notion is required',
      'ID is required',
      'Subject ID is required',
      'Apply date is required',
      'Start Time required',
      'End Time required',
      'Room is required',
      'Date is required',
      'Some input fields are missing',
      'Scores must be numbers from 0 to 10 inclusive',
      'Name must be under 200 characters long',
      'Year must be between 1900 and 2999',
      'Protect time must be at least 1 minute',
      'Protect time must be at most 600 minutes',
      'A template has at most 50 score columns',
      'Your phone number must have 6 to 20 digits',
      'Your birthday is out of range: the age must be between 15 and 100 years',
      'The new password must be at least 12 characters long',
      'The temporary password is too common: choose another one',
      'The percents of the score columns must add up to exactly 100%',
    ];
    expect(spec.filter((text) => !english.has(text))).toEqual([]);
  });
});
