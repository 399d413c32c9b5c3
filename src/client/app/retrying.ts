/** The waits between the tries of a download that failed (a dropped connection in a defence room): 1 s, 2 s, 4 s. */
export const RETRY_WAITS_MS = [1000, 2000, 4000];

/**
 * Runs `load` again after each wait while it fails; the last failure is thrown. Webpack forgets a chunk whose
 * download failed, so a new `import()` downloads it again.
 */
export async function retrying<T>(load: () => Promise<T>, waits: readonly number[] = RETRY_WAITS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= waits.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, waits[attempt]));
    }
  }
}
