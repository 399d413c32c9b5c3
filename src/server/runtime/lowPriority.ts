import { nice } from '@napi-rs/nice';

/** The lowest CPU priority there is (nice 19). */
export const LOWEST_PRIORITY = 19;

/**
 * Puts the calling worker thread at the lowest CPU priority: what it draws or reads (a PDF, a workbook) then runs on
 * whatever CPU the event loops and PostgreSQL leave, so that one account's documents and imports wait for everyone
 * else's requests instead of slowing them. On Linux a thread's nice value is its own (nice(2), "NOTES"): the
 * process's other threads, the event loop among them, keep theirs. Where the system refuses, the thread keeps its
 * priority (false).
 */
export function lowerThisThread(): boolean {
  try {
    nice(LOWEST_PRIORITY);
    return true;
  } catch {
    return false;
  }
}
