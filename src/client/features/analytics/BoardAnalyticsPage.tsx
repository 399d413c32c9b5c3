import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import type { BoardAnalytics, ScoreBin } from '../../../common/contract/analytics';
import { useGetBoardAnalyticsQuery } from '../../api/analyticsApi';
import { formatCount, formatPercent, formatScore, formatSignedScore, formatTick } from '../../../common/format';
import type { Language } from '../../../common/languages';
import { ChartTable, LoadState } from './ChartTable';
import { orNone, useAnalyticsTexts, type Tx } from './texts';

const rangeLabel = (b: ScoreBin) => `${b.From}–${b.To}`;
const binList = (bins: ScoreBin[]) => bins.map((b) => `${rangeLabel(b)}: ${b.Count}`).join('; ');

function Charts({ a, tx, language }: { a: BoardAnalytics; tx: Tx; language: Language }) {
  const count = (v: number) => formatCount(v, language);
  const score = (v: number | null) => orNone(v, (x) => formatScore(x, language));
  const signed = (v: number | null) => orNone(v, (x) => formatSignedScore(x, language));
  const lenient = a.Lecturers.filter((l) => l.Leniency !== null);
  return (
    <>
      <ChartTable
        title={tx('finals')}
        alt={tx('finalsAlt', { list: binList(a.FinalBins) })}
        labels={a.FinalBins.map(rangeLabel)}
        values={a.FinalBins.map((b) => b.Count)}
        format={count}
        head={[tx('range'), tx('students')]}
        rows={a.FinalBins.map((b) => [rangeLabel(b), count(b.Count)])}
      />
      <ChartTable
        title={tx('leniency')}
        help={tx('leniencyHelp')}
        alt={tx('leniencyAlt', { list: lenient.map((l) => `${l.Name} ${signed(l.Leniency)} (${l.Count})`).join('; ') })}
        labels={lenient.map((l) => l.Name)}
        values={lenient.map((l) => l.Leniency ?? 0)}
        format={signed}
        axis={{ format: (v) => formatTick(v, language), whole: false }}
        horizontal
        head={[tx('lecturer'), tx('difference'), tx('basedOn')]}
        rows={a.Lecturers.map((l) => [
          l.Name,
          l.Leniency === null ? tx('none') : `${signed(l.Leniency)} (${l.Leniency >= 0 ? tx('lenient') : tx('harsh')})`,
          count(l.Count),
        ])}
      />
      {a.Columns.map((c) => (
        <ChartTable
          key={c.ColumnId}
          title={tx('criterion', { name: c.Name, percent: formatPercent(c.Percent, language) })}
          alt={tx('criterionAlt', { name: c.Name, list: binList(c.Bins), mean: score(c.Mean) })}
          labels={c.Bins.map(rangeLabel)}
          values={c.Bins.map((b) => b.Count)}
          format={count}
          head={[tx('range'), tx('marks')]}
          rows={[...c.Bins.map((b) => [rangeLabel(b), count(b.Count)]), [tx('mean'), score(c.Mean)]]}
        />
      ))}
      <ChartTable
        title={tx('disagreements')}
        alt={tx('disagreements')}
        labels={[]}
        values={[]}
        format={count}
        head={[tx('code'), tx('name'), tx('project'), tx('gap'), tx('totals'), tx('final')]}
        rows={a.Disagreements.map((d) => [
          d.Code,
          d.Name,
          d.ProjectName,
          score(d.Gap),
          d.Totals.map((t) => `${a.Lecturers.find((l) => l.LectureInBoardId === t.LectureInBoardId)?.Name ?? ''}: ${score(t.Total)}`).join('; '),
          score(d.Final),
        ])}
      />
    </>
  );
}

/** /boardanalytics/{boardId}: a board's analytics (admin, the board's lecturers); charts each with its table. */
export default function BoardAnalyticsPage() {
  const { board = '' } = useParams();
  const id = Number(board);
  const navigate = useNavigate();
  const { tx, language } = useAnalyticsTexts();
  const { data, isLoading, isError, refetch } = useGetBoardAnalyticsQuery(id, { skip: !(id > 0) });
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1000, mx: 'auto', minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {tx('boardTitle', { name: data?.BoardName ?? '' })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => navigate(-1)}>{tx('back')}</Button>
          {data && (
            <Button variant="contained" component="a" href={`/api/export/board/${id}/analytics.xlsx?lang=${language}`} download>
              {tx('exportXlsx')}
            </Button>
          )}
        </Stack>
      </Stack>
      <LoadState loading={isLoading} error={isError || !(id > 0)} retry={() => void refetch()} />
      {data && (
        <>
          {data.PublishedProjects < data.Projects ? (
            <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="analytics-provisional">
              <Chip label={tx('provisional')} size="small" sx={{ mr: 1, fontWeight: 600 }} />
              {tx('provisionalNote', { published: data.PublishedProjects, projects: data.Projects })}
            </Alert>
          ) : (
            <Typography sx={{ mb: 1 }} data-testid="analytics-published">
              {tx('publishedNote')}
            </Typography>
          )}
          <Typography sx={{ mb: 2 }}>
            {tx('summaryBoard', { finals: data.Finals, students: data.Students, passed: data.Passed, passMark: formatScore(data.PassMark, language) })}
          </Typography>
          <Charts a={data} tx={tx} language={language} />
        </>
      )}
    </Paper>
  );
}
