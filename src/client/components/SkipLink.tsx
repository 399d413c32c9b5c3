import { useTranslation } from '../i18n/i18n';
import { watchUserInput } from './userInput';

watchUserInput();

/** The id of each frame's <main>: the skip link's target. */
export const MAIN_ID = 'main-content';
/** The skip link's own id: a screen's heading sends the first Tab to it. */
export const SKIP_LINK_ID = 'skip-link';

/**
 * The first stop of the keyboard on every page: jumps past the banner and its menus to the page's content. Hidden
 * until focused (plain CSS, so the signed-out frame can use it without MUI).
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <>
      <style href="skip-link" precedence="pf">
        {SKIP_CSS}
      </style>
      <a className="skip-link" id={SKIP_LINK_ID} href={`#${MAIN_ID}`}>
        {t('common.skipToMain')}
      </a>
    </>
  );
}

const SKIP_CSS = `
.skip-link{position:absolute;left:8px;top:-100px;z-index:2000;padding:8px 16px;border-radius:8px;background:#fff;color:#0d47a1;
  font-weight:500;text-decoration:underline;box-shadow:0 2px 8px rgba(0,0,0,0.3)}
.skip-link:focus{top:8px;outline:2px solid #0d47a1;outline-offset:2px}
`;
