import type { PassRateRow, ScoreBin, TermAnalytics } from '../../../common/contract/analytics';
import { ChartTable } from './ChartTable';
import { formatNumber, formatPercent, formatSigned, type Tx } from './texts';

export const rangeLabel = (b: ScoreBin) => `${b.From}–${b.To}`;

/** What a click on a bar (or its row's button) opens: a subject's courses, or the students behind a course or range. */
export type Drill = { kind: 'subject'; id: number } | { kind: 'course'; id: number; name: string } | { kind: 'bin'; bin: number; range: string };

interface Props {
  a: TermAnalytics;
  tx: Tx;
  language: 'en' | 'vi';
  onDrill(drill: Drill): void;
}

interface RateProps {
  title: string;
  rows: PassRateRow[];
  tx: Tx;
  language: 'en' | 'vi';
  onBar?(i: number): void;
  barAction?(i: number): string;
  actionText?: string;
}

function RateChart({ title, rows, tx, language, onBar, barAction, actionText }: RateProps) {
  const pct = (v: number) => formatPercent(v, language);
  return (
    <ChartTable
      title={title}
      alt={tx('passRateAlt', { list: rows.map((r) => `${r.Name} ${pct(r.PassRate)} (${r.Passed}/${r.Students})`).join('; ') })}
      labels={rows.map((r) => r.Name)}
      values={rows.map((r) => r.PassRate)}
      format={pct}
      horizontal
      head={[tx('group'), tx('students'), tx('passed'), tx('passRate'), tx('mean')]}
      rows={rows.map((r) => [r.Name, r.Students, r.Passed, pct(r.PassRate), formatNumber(r.Mean, language)])}
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
  return (
    <>
      <ChartTable
        title={tx('finals')}
        alt={tx('finalsAlt', { list: a.Bins.map((b) => `${rangeLabel(b)}: ${b.Count}`).join('; ') })}
        labels={a.Bins.map(rangeLabel)}
        values={a.Bins.map((b) => b.Count)}
        format={String}
        head={[tx('range'), tx('students')]}
        rows={a.Bins.map((b) => [rangeLabel(b), b.Count])}
        onBar={(i) => onDrill({ kind: 'bin', bin: i, range: rangeLabel(a.Bins[i]!) })}
        barAction={(i) => tx('showRange', { range: rangeLabel(a.Bins[i]!) })}
      />
      {a.SubjectId === null && (
        <RateChart
          title={tx('passRateSubject')}
          rows={a.Subjects}
          tx={tx}
          language={language}
          onBar={(i) => onDrill({ kind: 'subject', id: a.Subjects[i]!.Id })}
          barAction={(i) => tx('openSubject', { name: a.Subjects[i]!.Name })}
          actionText={tx('showCourses')}
        />
      )}
      <RateChart
        title={tx('passRateCourse')}
        rows={a.Courses}
        tx={tx}
        language={language}
        onBar={(i) => onDrill({ kind: 'course', id: a.Courses[i]!.Id, name: a.Courses[i]!.Name })}
        barAction={(i) => tx('showCourse', { name: a.Courses[i]!.Name })}
      />
      <RateChart title={tx('passRateSemester')} rows={a.Semesters} tx={tx} language={language} />
      <ChartTable
        title={tx('criteriaMeans')}
        alt={tx('criteriaAlt', { list: criteria.map((c) => `${criterionLabel(c)} ${formatNumber(c.Mean, language)}`).join('; ') })}
        labels={criteria.map(criterionLabel)}
        values={criteria.map((c) => c.Mean ?? 0)}
        format={(v) => formatNumber(v, language)}
        horizontal
        head={[tx('template'), tx('name'), tx('weight'), tx('boards'), tx('marks'), tx('mean')]}
        rows={a.Criteria.map((c) => [c.TemplateName, c.ColumnName, formatPercent(c.Percent, language), c.Boards, c.Marks, formatNumber(c.Mean, language)])}
      />
      <ChartTable
        title={tx('leniency')}
        help={tx('leniencyHelp')}
        alt={tx('leniencyAlt', { list: a.Lecturers.map((l) => `${l.Name} ${formatSigned(l.Leniency, language)} (${l.Count})`).join('; ') })}
        labels={a.Lecturers.map((l) => l.Name)}
        values={a.Lecturers.map((l) => l.Leniency)}
        format={(v) => formatSigned(v, language)}
        horizontal
        head={[tx('lecturer'), tx('difference'), tx('interval'), tx('basedOn'), tx('boards')]}
        rows={a.Lecturers.map((l) => [
          l.Name,
          `${formatSigned(l.Leniency, language)} (${l.Leniency >= 0 ? tx('lenient') : tx('harsh')})`,
          `${formatSigned(l.Low, language)} … ${formatSigned(l.High, language)}`,
          l.Count,
          l.Boards,
        ])}
      />
    </>
  );
}
