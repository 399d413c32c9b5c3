import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatPercent, formatScore } from '../../../common/format';
import { useGetScoreExplanationQuery } from '../../api/scoreApi';
import { translateKey, useTranslation } from '../../i18n/i18n';

/**
 * After publication: per score column the board's mean with the column's weight, the final score and result, the board's
 * decision with the required revisions and their deadline, a link to the student's copy of the minutes (PDF), and the
 * lecturers' comments addressed to the student (named only when the university shows names).
 */
export function PublishedDetail({ courseId }: { courseId: number }) {
  const { t, language } = useTranslation();
  const { data, isLoading, isError } = useGetScoreExplanationQuery(courseId);
  if (isLoading) return <Typography>{t('common.loading')}</Typography>;
  if (isError) return <Alert severity="error">{t('student.explanationError')}</Alert>;
  const x = data?.status === 200 ? data.data : undefined;
  if (!x) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720, overflowWrap: 'anywhere' }} component="section" aria-labelledby="per-criterion">
      <Typography id="per-criterion" variant="h6" component="h2" gutterBottom>
        {t('words.perCriterion')}
      </Typography>
      <Table size="small" aria-labelledby="per-criterion">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('words.criterion')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('words.weight')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('words.boardMean')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(x.criteria ?? []).map((c) => (
            <TableRow key={c.id}>
              <TableCell component="th" scope="row">{c.name}</TableCell>
              <TableCell align="right">{formatPercent(c.percent, language)}</TableCell>
              <TableCell align="right" data-testid={`criterion-${c.id}`}>{formatScore(c.mean, language)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>{t('words.finalScore')}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700 }}>{formatScore(x.score, language)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>{t('words.result')}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700 }}>{x.pass ? t('student.pass') : t('student.notPass')}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }} data-testid="board-decision">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('words.boardDecision')}
        </Typography>
        <Typography>{translateKey(`words.decisions.${x.minutes?.Decision ?? 'none'}`)}</Typography>
        {x.minutes?.Revisions && (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            <strong>{t('words.revisions')}:</strong> {x.minutes.Revisions}
          </Typography>
        )}
        {x.minutes?.RevisionsDue && <Typography sx={{ fontWeight: 600 }}>{t('words.revisionsDueOn', { date: formatDate(x.minutes.RevisionsDue, language) })}</Typography>}
        {/* the student's own copy: the board, the decision and this student's result, never the others' marks */}
        <Button variant="outlined" component="a" href={`/api/documents/my/project/${x.ProjectId}/minutes.pdf?lang=${language}`} download className="no-print" sx={{ mt: 1 }}>
          {t('student.myMinutes')}
        </Button>
      </Box>
      {(x.comments ?? []).length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('words.commentsForYou')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {x.comments.map((c, i) => (
              <li key={i}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.ColumnName ?? t('words.general')}
                  {c.LecturerName ? ` — ${c.LecturerName}` : ''}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{c.Text}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
