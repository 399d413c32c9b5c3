import { t, translateKey } from '../i18n/i18n';

/** The spec's delete question: "This action can't be undone!! Do you want to remove this X ID = n ?" */
export const removeQuestion = (what: string, id: number | string) => t('confirm.remove', { what: translateKey(`nouns.${what}`, { defaultValue: what }), id });
