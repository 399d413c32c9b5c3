import { useTranslation } from './i18n';
import { isLanguage, LANGUAGES, type Language } from '../../common/languages';
import { closeSnackbar } from 'notistack';
import { setLanguage } from './i18n';

/** Each language named in itself, so a reader of either finds theirs. */
const NAMES: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

/**
 * The language switch: plain HTML (a labelled native select), no MUI, so the signed-out pages can show it
 * without the component library. `onChosen` lets a signed-in screen keep the choice for the account.
 */
export function LanguageSwitch({ onChosen, color = 'inherit' }: { onChosen?: (language: Language) => void; color?: string }) {
  const { t, language } = useTranslation();
  return (
    // the label never breaks over two lines (on a 360 px phone "Ngôn ngữ" did), the select beside it on one line
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color, fontSize: 14, whiteSpace: 'nowrap', flexShrink: 0 }} className="no-print">
      <span>{t('language.label', { defaultValue: 'Language' })}</span>
      <select
        value={language}
        lang={language}
        data-testid="language-switch"
        style={{ font: 'inherit', padding: '4px 6px', borderRadius: 4, border: '1px solid #767676', background: '#fff', color: '#1a1a1a' }}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          // a notice on screen was said in the former language (errors stay until closed): it is closed with the switch
          void setLanguage(chosen).then(() => {
            closeSnackbar();
            onChosen?.(chosen);
          });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
