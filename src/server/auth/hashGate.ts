import os from 'node:os';

/**
 * Password checks (argon2: tens of milliseconds and ~20 MB each) run at most `slots` at a time: one per core but
 * one, so the event loop keeps a core for everything else.
 * A clean try (no failure recorded for its address, its username or the pair) goes before a suspicious one, so a
 * spray that gets past the throttle from many addresses cannot make a real user wait behind its queue; when too
 * many suspicious tries are already waiting, a new one is turned away at once (the caller answers 429).
 */
export class HashGate {
  private running = 0;
  private readonly clean: (() => void)[] = [];
  private readonly suspicious: (() => void)[] = [];

  constructor(
    private readonly slots = Math.max(1, os.availableParallelism() - 1),
    private readonly maxSuspiciousWaiting = 32,
  ) {}

  /** Runs `work` in a slot, or returns null when a suspicious try would have to queue behind too many others. */
  async run<T>(clean: boolean, work: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running < this.slots) this.running++;
    else {
      if (!clean && this.suspicious.length >= this.maxSuspiciousWaiting) return null;
      // the slot is handed over by the finishing task (next), so `running` stays as it is
      await new Promise<void>((resolve) => (clean ? this.clean : this.suspicious).push(resolve));
    }
    try {
      return { value: await work() };
    } finally {
      this.next();
    }
  }

  private next(): void {
    const waiter = this.clean.shift() ?? this.suspicious.shift();
    if (waiter) waiter();
    else this.running--;
  }
}
