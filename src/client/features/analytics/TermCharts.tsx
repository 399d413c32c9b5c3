import { useMemo } from 'react';
import type { PassRateRow, ScoreBin, TermAnalytics } from '../../../common/contract/analytics';
import { semesterNameText } from '../../components/semesterNameText';
import { formatCount, formatPercent, formatRate, formatScore, formatSignedScore, formatTick } from '../../../common/format';
import type { Language } from '../../../common/languages';
import { ChartTable } from './ChartTable';
import { orNone, type Tx } from './texts';

export const rangeLabel = (b: ScoreBin) => `${b.From}–${b.To}`;

/** What a click on a bar (or its row's button) opens: a subject's courses, or the students behind a course or range. */
export type Drill = { kind: 'subject'; id: number } | { kind: 'course'; id: number; name: string } | { kind: 'bin'; bin: number; range: string };

/** Names in the order people read them: "SEP490-G2" before "SEP490-G10", whatever the server's order. */
export function naturalOrder(rows: PassRateRow[], language: Language): PassRateRow[] {
  const collator = new Intl.Collator(language === 'vi' ? 'vi-VN' : 'en-US', { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => collator.compare(a.Name, b.Name) || a.Id - b.Id);
}

interface Props {
  a: TermAnalytics;
  tx: Tx;
  language: Language;
  onDrill(drill: Drill): void;
}

interface RateProps {
  title: string;
  rows: PassRateRow[];
  tx: Tx;
  language: Language;
  onBar?(i: number): void;
  barAction?(i: number): string;
  actionText?: string;
}

function RateChart({ title, rows, tx, language, onBar, barAction, actionText }: RateProps) {
  const pct = (v: number) => formatRate(v, language);
  return (
    <ChartTable
      title={title}
      alt={tx('passRateAlt', { list: rows.map((r) => `${r.Name} ${pct(r.PassRate)} (${r.Passed}/${r.Students})`).join('; ') })}
      labels={rows.map((r) => r.Name)}
      values={rows.map((r) => r.PassRate)}
      format={pct}
      // the bars print "90.9%": the axis reads in percent too, from 0 to 100
      axis={{ format: (v) => formatPercent(v, language), min: 0, max: 1, whole: false }}
      horizontal
      head={[tx('group'), tx('students'), tx('passed'), tx('passRate'), tx('mean')]}
      rows={rows.map((r) => [r.Name, formatCount(r.Students, language), formatCount(r.Passed, language), pct(r.PassRate), orNone(r.Mean, (m) => formatScore(m, language))])}
      onBar={onBar}
      barAction={barAction}
      actionText={actionText}
    />
  );
}

/**
 * The term's charts, each with its table: the distribution of finals and pass rates by subject, course and semester
 * (a bar leads further down: subject -> its courses -> the students), criteria means, lecturers' leniency.
 */
export function TermCharts({ a, tx, language, onDrill }: Props) {
  const criteria = a.Criteria.filter((c) => c.Mean !== null);
  const criterionLabel = (c: (typeof criteria)[number]) => `${c.TemplateName}: ${c.ColumnName}`;
  const subjects = useMemo(() => naturalOrder(a.Subjects, language), [a.Subjects, language]);
  const courses = useMemo(() => naturalOrder(a.Courses, language), [a.Courses, language]);
  const count = (v: number) => formatCount(v, language);
  const score = (v: number | null) => orNone(v, (x) => formatScore(x, language));
  const signed = (v: number) => formatSignedScore(v, language);
  return (
    <>
      <ChartTable
        title={tx('finals')}
        alt={tx('finalsAlt', { list: a.Bins.map((b) => `${rangeLabel(b)}: ${b.Count}`).join('; ') })}
        labels={a.Bins.map(rangeLabel)}
        values={a.Bins.map((b) => b.Count)}
        format={count}
        head={[tx('range'), tx('students')]}
        rows={a.Bins.map((b) => [rangeLabel(b), count(b.Count)])}
        onBar={(i) => onDrill({ kind: 'bin', bin: i, range: rangeLabel(a.Bins[i]!) })}
        barAction={(i) => tx('showRange', { range: rangeLabel(a.Bins[i]!) })}
      />
      {a.SubjectId === null && (
        <RateChart
          title={tx('passRateSubject')}
          rows={subjects}
          tx={tx}
          language={language}
          onBar={(i) => onDrill({ kind: 'subject', id: subjects[i]!.Id })}
          barAction={(i) => tx('openSubject', { name: subjects[i]!.Name })}
          actionText={tx('showCourses')}
        />
      )}
      <RateChart
        title={tx('passRateCourse')}
        rows={courses}
        tx={tx}
        language={language}
        onBar={(i) => onDrill({ kind: 'course', id: courses[i]!.Id, name: courses[i]!.Name })}
        barAction={(i) => tx('showCourse', { name: courses[i]!.Name })}
      />
      {/* the server names a semester "Fall 2026": its season is said in the language in use */}
      <RateChart title={tx('passRateSemester')} rows={a.Semesters.map((r) => ({ ...r, Name: semesterNameText(r.Name) }))} tx={tx} language={language} />
      <ChartTable
        title={tx('criteriaMeans')}
        alt={tx('criteriaAlt', { list: criteria.map((c) => `${criterionLabel(c)} ${score(c.Mean)}`).join('; ') })}
        labels={criteria.map(criterionLabel)}
        values={criteria.map((c) => c.Mean ?? 0)}
        format={score}
        axis={{ format: (v) => formatTick(v, language), min: 0, max: 10 }}
        horizontal
        head={[tx('template'), tx('name'), tx('weight'), tx('boards'), tx('marks'), tx('mean')]}
        rows={a.Criteria.map((c) => [c.TemplateName, c.ColumnName, formatPercent(c.Percent, language), count(c.Boards), count(c.Marks), score(c.Mean)])}
      />
      <ChartTable
        title={tx('leniency')}
        help={tx('leniencyHelp')}
        alt={tx('leniencyAlt', { list: a.Lecturers.map((l) => `${l.Name} ${signed(l.Leniency)} (${l.Count})`).join('; ') })}
        labels={a.Lecturers.map((l) => l.Name)}
        values={a.Lecturers.map((l) => l.Leniency)}
        format={signed}
        axis={{ format: (v) => formatTick(v, language), whole: false }}
        horizontal
        head={[tx('lecturer'), tx('difference'), tx('interval'), tx('basedOn'), tx('boards')]}
        rows={a.Lecturers.map((l) => [
          l.Name,
          `${signed(l.Leniency)} (${l.Leniency >= 0 ? tx('lenient') : tx('harsh')})`,
          `${signed(l.Low)} … ${signed(l.High)}`,
          count(l.Count),
          count(l.Boards),
        ])}
      />
    </>
  );
}
