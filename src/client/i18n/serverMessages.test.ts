import { scanServerMessages, type ServerMessage } from '../../../test/serverMessageScan';
import { MESSAGE_CODES, messageCode } from '../../common/messages';
import { validationCode } from '../../common/validation/messageCodes';
import { setLanguage, translateMessage } from './i18n';
import en from './locales/en';
import vi from './locales/vi';

/**
 * Every message the server can answer with (enumerated from src/server by test/serverMessageScan.ts, not
 * from a list kept by hand) has a code of its own, both catalogues have its text, and the Vietnamese keeps its ids,
 * names, dates and counts. The few messages the scan cannot evaluate are named here with the reason; a new one fails.
 */
const EXPLAINED: Record<string, string> = {
  'src/server/auth/guard.ts forbidden()': "the domain's one forbidden factory, scanned in domain/errors.ts",
  'src/server/domain/enrolment.ts (await joinRefusals(trx, engine, project, [studentId])).get(studentId)': 'a refusal of domain/joining.ts, scanned there',
  'src/server/domain/importPlacement.ts (await joinRefusals(trx, engine, { Id: place.projectId, CourseId: place.courseId }, [studentId])).get(studentId)':
    'a refusal of domain/joining.ts, scanned there',
  'src/server/domain/publication.ts INELIGIBLE': "the publication refusal 'Ineligible for publicity', defined once in LINK_MESSAGES",
  'src/server/domain/publication.ts NOTHING_TO_PUBLISH': 'a constant of publication.ts whose text is scanned where it is defined',
  'src/server/domain/validate.ts error.message': "a shared Yup schema's message: validation.test.ts checks each",
  'src/server/http/errorHandler.ts envelope(error.innerStatus, error.message)': "a domain refusal's message, scanned where it is thrown",
  'src/server/http/errorHandler.ts envelope(http, error.message)': "a domain error's message, scanned where it is thrown",
  'src/server/http/errorHandler.ts envelope(error.httpStatus, error.message)': "an ApiError's message, scanned where it is thrown",
  'src/server/http/errorHandler.ts message': "Fastify's schema check (ajv) of a request no screen sends: shown by its status",
  'src/server/http/errorHandler.ts envelope(code, cleanMessage(error))': "Fastify's own 4xx text for a request no screen sends (shown by its status)",
};

const scan = scanServerMessages();
const keyOf = (u: { where: string; expression: string }) => `${u.where.replace(/:\d+$/, '')} ${u.expression}`;

type Tree = { [key: string]: string | Tree };
const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** The messages the client shows through a code (a shared schema's message goes through its validation key). */
const coded = scan.messages.filter((m) => !validationCode(m.text));
const describeMessage = (m: ServerMessage) => `${m.text} (${m.status}, ${m.where})`;

describe('every server message in both languages', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('finds the messages in the source, and evaluates every one (or names why not)', () => {
    expect(scan.messages.length).toBeGreaterThan(150);
    const texts = scan.messages.map((m) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'This operation cannot be performed because the evaluation board has been terminated',
        'The end time must not be before the start time',
        'You are not allowed to do this',
        'The file has no students',
      ]),
    );
    expect(scan.unresolved.map(keyOf).filter((key) => !EXPLAINED[key])).toEqual([]);
    // an explanation whose message is gone is removed too
    expect(Object.keys(EXPLAINED).filter((key) => !scan.unresolved.some((u) => keyOf(u) === key))).toEqual([]);
  });

  it('gives each message a code of its own, not the fallback of its status', () => {
    const generic = coded.filter((m) => {
      if (MESSAGE_CODES[m.text]) return false;
      const { code } = messageCode(m.text, m.status);
      return code === messageCode(undefined, m.status).code || code === 'notFound';
    });
    expect(generic.map(describeMessage)).toEqual([]);
  });

  it('has the text of each code in both catalogues, with the variables the code captures', () => {
    const wrong = coded.flatMap((m) => {
      const { code, values } = messageCode(m.text, m.status);
      const english = lookup(en, `errors.${code}`);
      const vietnamese = lookup(vi, `errors.${code}`);
      if (typeof english !== 'string' || typeof vietnamese !== 'string') return [`${describeMessage(m)}: errors.${code} missing`];
      const captured = Object.keys(values).sort().join();
      if (variables(english).join() !== captured || variables(vietnamese).join() !== captured) {
        return [`${describeMessage(m)}: errors.${code} interpolates ${variables(vietnamese).join()} / ${variables(english).join()}, the code captures ${captured}`];
      }
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('shows each message in Vietnamese with its ids, names, dates and counts, and in English as the server says it', async () => {
    for (const m of scan.messages) expect(translateMessage(m.text, messageCode(m.text, m.status).code, m.status)).toBe(m.text);
    await setLanguage('vi');
    const lost = scan.messages.flatMap((m) => {
      const text = translateMessage(m.text, messageCode(m.text, m.status).code, m.status);
      if (text === m.text || text.includes('{{')) return [`${describeMessage(m)} -> ${text}`];
      const missing = m.samples.filter((sample) => !text.includes(sample));
      return missing.length > 0 ? [`${describeMessage(m)} -> ${text} (loses ${missing.join(', ')})`] : [];
    });
    expect(lost).toEqual([]);
  });
});
