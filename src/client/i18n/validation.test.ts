import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isSchema } from 'yup';
import { MESSAGES_EN } from '../../common/messages/en';
import { validationCode } from '../../common/validation/messageCodes';
import { NEW_PASSWORD_MESSAGES } from '../../common/validation/password';
import { SCORE_MESSAGE } from '../../common/validation/scores';
import { setLanguage, translateMessage, translateValidation } from './i18n';
import en from './locales/en';
import vi from './locales/vi';

/**
 * Every message the shared Yup schemas can produce is shown in the chosen language. The messages are
 * enumerated from the schema files themselves (every module of src/common/validation: its exported schemas' tests,
 * walked through objects and arrays, and its exported *MESSAGE(S) constants), not from a list kept by hand.
 */
const FOLDER = path.resolve(__dirname, '../../common/validation');

type Test = { OPTIONS?: { name?: string; message?: unknown } };
/** Yup's internals the walk reads (every schema keeps its tests there). */
interface Walkable {
  tests: Test[];
  internalTests: Record<string, Test>;
  fields?: Record<string, Walkable>;
  innerType?: Walkable;
}

function schemaMessages(schema: Walkable, out: Set<string>): void {
  for (const test of [...schema.tests, ...Object.values(schema.internalTests)]) {
    // a function message is Yup's own default for a type the forms never hold (a string field's typeError)
    if (typeof test.OPTIONS?.message === 'string') out.add(test.OPTIONS.message.replace('${path}', 'field'));
  }
  for (const field of Object.values(schema.fields ?? {})) schemaMessages(field, out);
  if (schema.innerType) schemaMessages(schema.innerType, out);
}

function allMessages(): string[] {
  const out = new Set<string>();
  const modules = readdirSync(FOLDER).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
  for (const file of modules) {
    const exported = require(path.join(FOLDER, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (isSchema(value)) schemaMessages(value as unknown as Walkable, out);
      else if (/MESSAGE$/.test(name) && typeof value === 'string') out.add(value);
      else if (/MESSAGES$/.test(name) && typeof value === 'object' && value) for (const v of Object.values(value)) if (typeof v === 'string') out.add(v);
    }
  }
  return [...out].sort();
}

type Tree = { [key: string]: string | Tree };
const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('validation messages in both languages', () => {
  const messages = allMessages();

  afterEach(async () => {
    await setLanguage('en');
  });

  it('finds the messages of every schema file', () => {
    expect(messages.length).toBeGreaterThan(80);
    expect(messages).toEqual(expect.arrayContaining([SCORE_MESSAGE, NEW_PASSWORD_MESSAGES.common, 'Name must be under 200 characters long', 'Some input fields are missing']));
  });

  it('maps every message to keys both catalogues have (or to a server message code)', () => {
    const missing: string[] = [];
    for (const message of messages) {
      const code = validationCode(message);
      if (!code) {
        if (!(Object.values(MESSAGES_EN) as string[]).includes(message)) missing.push(`${message} (no key)`);
        continue;
      }
      for (const key of [`validation.${code.key}`, ...(code.field ? [`validation.fields.${code.field}`] : [])]) {
        if (typeof lookup(en, key) !== 'string' || typeof lookup(vi, key) !== 'string') missing.push(`${message} (${key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the English catalogue words each message as the schema does', () => {
    const differing = messages
      .map((message) => [message, validationCode(message)] as const)
      .filter(([, code]) => code && code.key !== 'messages.requiredValue')
      .filter(([message, code]) => {
        const field = code!.field ? (lookup(en, `validation.fields.${code!.field}`) as string) : '';
        const text = (lookup(en, `validation.${code!.key}`) as string).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => (name === 'field' ? field : code!.values[name] ?? ''));
        // the rule's English is one wording of several ('is required', 'is Required', 'required'): compare loosely
        return text.toLowerCase().replace(/ is required$/, ' required').replace(/^your /, '') !== message.toLowerCase().replace(/ is required$/, ' required').replace(/^your /, '');
      })
      .map(([message]) => message);
    expect(differing).toEqual([]);
  });

  it('shows English messages as they are, Vietnamese ones translated with their numbers', async () => {
    expect(translateValidation('Name must be under 200 characters long')).toBe('Name must be under 200 characters long');
    await setLanguage('vi');
    expect(translateValidation('Name must be under 200 characters long')).toBe('Tên chỉ được dài tối đa 200 ký tự');
    expect(translateValidation('Start Time required')).toBe('Thời gian bắt đầu không được để trống');
    expect(translateValidation(SCORE_MESSAGE)).toBe('Điểm phải là một số từ 0 đến 10, tối đa 2 chữ số thập phân');
    expect(translateValidation('Your birthday is out of range: the age must be between 15 and 100 years')).toBe('Ngày sinh không hợp lệ: tuổi phải từ 15 đến 100');
    // a server message shown in a form goes through its code
    expect(translateMessage('The current password is wrong', 'wrongPassword', 401, {})).toBe('Mật khẩu hiện tại không đúng');
    // a form's own text, already in the chosen language, stays as it is
    expect(translateValidation('Mật khẩu hiện tại không đúng')).toBe('Mật khẩu hiện tại không đúng');
    // the server's 400 with a shared schema's message (its code is the generic badRequest) reads as the form would
    expect(translateMessage('Your code must be at least 5 characters long', 'badRequest', 400)).toBe('Mã sinh viên phải có ít nhất 5 ký tự');
    expect(translateMessage('Something else entirely', 'badRequest', 400)).toBe('Yêu cầu không hợp lệ');
    // a server message among the schemas' exports (scores.ts re-exports them) is shown by its code (serverMessages.test.ts)
    const serverTexts = new Set<string>(Object.values(MESSAGES_EN));
    const untranslated = messages.filter((m) => {
      if (serverTexts.has(m)) return false;
      const text = translateValidation(m);
      return text === m || text.includes('{{') || /validation\./.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});
