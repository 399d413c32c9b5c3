/** The term a screen looks at: a semester, optionally one subject. */
export interface TermFilter {
  semesterId: number;
  subjectId: number | null;
}
