import { nice } from '@napi-rs/nice';
import { getPriority } from 'node:os';

/**
 * The nice value of the server's worker threads. 10, not the lowest (19): against a nice-0 thread it gets about a
 * tenth of a contended core (19: about a seventieth), so the requests' threads come first by far, and still a PDF or a
 * workbook asked for on a saturated machine is ready in seconds rather than minutes (and within the reader's timeout).
 */
export const BACKGROUND_NICE = 10;

/**
 * Puts the calling worker thread at the background priority, where its process was not started there (the background
 * process is started under SCHED_IDLE, or at nice 10 where `chrt` is missing: runtime/background/process.ts); a thread
 * already at nice 10 stays there, as nice adds to the thread's value: what it draws, reads or checks (a PDF, a workbook, an
 * import's rows) then runs mostly on what CPU the event loops and PostgreSQL leave, so that one account's documents
 * and imports wait for everyone else's requests instead of slowing them. On Linux a thread's nice value is its own
 * (nice(2), "NOTES"): the process's other threads, the event loop among them, keep theirs. Where the system
 * refuses, the thread keeps its priority (false).
 */
export function lowerThisThread(): boolean {
  try {
    // getpriority(2) of the calling thread on Linux, where the nice value is a thread's own
    const now = getPriority();
    if (now < BACKGROUND_NICE) nice(BACKGROUND_NICE - now);
    return true;
  } catch {
    return false;
  }
}
