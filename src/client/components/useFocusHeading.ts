import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID, SKIP_LINK_ID } from './SkipLink';
import { userHasInteracted } from './userInput';

/** How long a new screen may take to show its heading (its chunk and first answer) before focus stays put. */
const WAIT_MS = 8000;

/** The screen has put focus in one of its fields itself (a form's first field): the heading does not take it away. */
function screenHasFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && main.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * A page opened afresh (typed address, reload, bookmark) before the user has pressed a key or clicked: focus stays
 * at the top of the document, so the first Tab reaches the skip link as on any web page, and a mouse user sees no
 * focus mark on the heading (the browser counts a script's focus before any input as keyboard focus).
 */
const freshPage = (): boolean => !userHasInteracted();

/**
 * The heading holds focus only to say where the user is: the first Tab from it goes to the skip link (the first
 * stop of the page, then the banner and the content, in the order of a page opened afresh); Shift+Tab goes back
 * into the banner as usual.
 */
function firstTabToSkipLink(heading: HTMLElement): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const skip = document.getElementById(SKIP_LINK_ID);
    if (!skip) return;
    event.preventDefault();
    skip.focus();
  };
  const done = () => {
    heading.removeEventListener('keydown', onKey);
    heading.removeEventListener('blur', done);
  };
  heading.addEventListener('keydown', onKey);
  heading.addEventListener('blur', done);
}

/**
 * After sign-in and on each change of screen, a keyboard or screen-reader user starts at the new screen's heading
 * (its h1, made focusable with tabIndex -1) instead of the old page's link or the body; its ring shows only for
 * keyboard focus (theme.ts: `:focus-visible`). A change of the query alone (the admin console's sections, a
 * grid's page) keeps focus where the user is.
 */
export function useFocusHeading(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main || freshPage()) return;
    const moveTo = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!screenHasFocus(main)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
        firstTabToSkipLink(heading);
      }
      return true;
    };
    if (moveTo()) return;
    const observer = new MutationObserver(() => {
      if (moveTo()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
