/**
 * Defence week's busiest hour as arrivals per second (bench/README.md "Defence week, open loop" says where each
 * figure comes from). Each kind of request arrives by its own Poisson process at its rate × the run's factor,
 * whether or not earlier requests have been answered (an open loop: a slow server does not slow the arrivals).
 */
export interface Shape {
  /** boards of the week's day */
  boards: number;
  /** sessions of the day (morning, afternoon): boards sitting at once = boards / sessions */
  sessions: number;
  lecturersPerBoard: number;
  /** a marking lecturer saves its grid about this often (s) */
  saveEverySeconds: number;
}

export const DEFAULT_SHAPE: Shape = { boards: 400, sessions: 2, lecturersPerBoard: 4, saveEverySeconds: 20 };

export type Kind = 'grid save' | 'marking view' | 'board projects' | 'admin edit' | 'admin list after edit' | 'publication' | 'student courses' | 'student score';

/** Arrivals per second of each kind at the realistic peak (factor 1). */
export function peakRates(shape: Shape): Record<Kind, number> {
  const atOnce = shape.boards / shape.sessions;
  const markers = atOnce * shape.lecturersPerBoard;
  // a board's 10 projects in a 4 h 15 min session: a project every ~25 min, published once marked
  const projectSeconds = 25 * 60;
  return {
    // each marking lecturer saves its grid about every 20 s
    'grid save': markers / shape.saveEverySeconds,
    // a lecturer opens each project's grid when it starts, and again after a reload or a switch: ~4 times a project
    'marking view': (markers * 4) / projectSeconds,
    // the board's project list once a project and after each publication
    'board projects': (markers * 2) / projectSeconds,
    // three admins fixing a name, a room or a student now and then: one edit every ~10 s between them
    'admin edit': 0.1,
    // the console lists again what the edit changed (a list built right after a write)
    'admin list after edit': 0.1,
    // each board publishes each project once it is marked
    publication: atOnce / projectSeconds,
    // the students of the day's boards (atOnce × 10 projects × 5 students × 2 sessions) opening their report
    // ~3 times each over an 8-hour day, twice as often at the peak: home (their courses) and their score
    'student courses': ((shape.boards * 10 * 5 * 3) / (8 * 3600)) * 2,
    'student score': ((shape.boards * 10 * 5 * 3) / (8 * 3600)) * 2,
  };
}

/** Seconds to the next arrival of a Poisson process of `rate` per second. */
export const nextGap = (rate: number) => -Math.log(1 - Math.random()) / rate;
