import { nice } from '@napi-rs/nice';

/**
 * The nice value of the server's worker threads. 10, not the lowest (19): against a nice-0 thread it gets about a
 * tenth of a contended core (19: about a seventieth), so the requests' threads come first by far, and still a PDF or a
 * workbook asked for on a saturated machine is ready in seconds rather than minutes (and within the reader's timeout).
 */
export const BACKGROUND_NICE = 10;

/**
 * Puts the calling worker thread at the background priority: what it draws, reads or checks (a PDF, a workbook, an
 * import's rows) then runs mostly on what CPU the event loops and PostgreSQL leave, so that one account's documents
 * and imports wait for everyone else's requests instead of slowing them. On Linux a thread's nice value is its own
 * (nice(2), "NOTES"): the process's other threads, the event loop among them, keep theirs. Where the system
 * refuses, the thread keeps its priority (false).
 */
export function lowerThisThread(): boolean {
  try {
    nice(BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}
