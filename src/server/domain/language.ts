import { isLanguage, LANGUAGES, type Language } from '../../common/languages';
import { badRequest, notFound } from './errors';
import type { Ctx } from './context';

/** The signed-in account's chosen language, kept for its next sign-in on any browser. */
export async function setAccountLanguage({ db }: Ctx, accountId: number, language: string): Promise<Language> {
  if (!isLanguage(language)) throw badRequest('languageInvalid', { languages: LANGUAGES.join(', ') });
  const result = await db.updateTable('account').set({ Language: language }).where('Id', '=', accountId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('accountUnknown');
  return language;
}
