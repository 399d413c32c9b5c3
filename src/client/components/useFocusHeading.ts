import { useEffect } from 'react';
import { useLocation } from './router';
import { MAIN_ID } from './SkipLink';

/** How long a new screen may take to show its heading (its chunk and first answer) before focus stays put. */
const WAIT_MS = 8000;

/** The screen has put focus in one of its fields itself (a form's first field): the heading does not take it away. */
function screenHasFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && main.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * After sign-in and on each change of screen, a keyboard or screen-reader user starts at the new screen's heading
 * (its h1, made focusable with tabIndex -1) instead of the old page's link or the body. A change of the query
 * alone (the admin console's sections, a grid's page) keeps focus where the user is.
 */
export function useFocusHeading(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const moveTo = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!screenHasFocus(main)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
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
