/**
 * What a mail tells, as written to the outbox (its Body column, JSON) in the transaction of the change: only the
 * facts of the recipient's own board, defence or project — never another person's address or mark. The words, the
 * links (from PUBLIC_URL) and the calendar part are made from it when it is sent (compose.ts).
 */
export interface BoardFacts {
  id: number;
  name: string;
  room: string;
  /** YYYY-MM-DD, HH:MM in TIME_ZONE */
  date: string;
  start: string;
  end: string;
}

export interface MissingMarks {
  /** the lecturer (in the chair's reminder) */
  lecturer?: string;
  project: string;
  /** students of the project not yet marked on every column */
  students: number;
}

export type MailEvent =
  | { type: 'boardAdded'; board: BoardFacts; sequence: number }
  | { type: 'boardRemoved'; board: BoardFacts; sequence: number }
  | { type: 'boardMoved'; board: BoardFacts; before: BoardFacts; sequence: number }
  | { type: 'defence'; moved: boolean; project: string; board: BoardFacts; start: string; minutes: number }
  /** a project taken off its board: the sitting its students were told of no longer holds */
  | { type: 'defenceCancelled'; project: string; board: BoardFacts }
  | { type: 'reminder'; board: BoardFacts; chair: boolean; missing: MissingMarks[] }
  | { type: 'results'; project: string }
  | { type: 'minutes'; board: BoardFacts }
  /** the token sealed with the server's secret (mail/seal.ts), wiped once sent */
  | { type: 'passwordReset'; sealed: string; minutes: number; username: string }
  | { type: 'test' };

export type EventType = MailEvent['type'];
