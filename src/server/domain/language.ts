import type { Kysely } from 'kysely';
import { isLanguage, LANGUAGES, type Language } from '../../common/languages';
import type { Database } from '../db/schema';
import { badRequest, notFound } from './errors';

/** The signed-in account's chosen language, kept for its next sign-in on any browser. */
export async function setAccountLanguage(db: Kysely<Database>, accountId: number, language: string): Promise<Language> {
  if (!isLanguage(language)) throw badRequest('languageInvalid', { languages: LANGUAGES.join(', ') });
  const result = await db.updateTable('account').set({ Language: language }).where('Id', '=', accountId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('accountUnknown');
  return language;
}
