/**
 * Session hold: while a screen with unsaved work is open (the marking grid), a 401 does not
 * sign the user out and send them to `/`; the screen opens a sign-in dialog in place and retries its save.
 * Holds nest (a counter); each hold returns its own release.
 */
let holds = 0;

export function holdSession(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

export function isSessionHeld(): boolean {
  return holds > 0;
}
