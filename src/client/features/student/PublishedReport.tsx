import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatPercent, formatScore } from '../../../common/format';
import { useGetScoreExplanationQuery } from '../../api/scoreApi';
import { successMessage } from '../../components/successMessage';
import { useTranslation } from '../../i18n/i18n';
import { PublishedDetail } from './PublishedDetail';

/**
 * A course's published result below the grade report (StudentHome): the per-criterion detail, then "How was this
 * computed?" opening the explanation. A chunk of its own, loaded once a published score is shown: the student's
 * first visit (no course chosen yet) does without it.
 */
export default function PublishedReport({ courseId }: { courseId: number }) {
  const [explainOpen, setExplainOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <PublishedDetail courseId={courseId} />
      <Box>
        <Button variant="outlined" aria-expanded={explainOpen} aria-controls="score-explanation" onClick={() => setExplainOpen((o) => !o)}>
          {t('student.howComputed')}
        </Button>
        <Collapse in={explainOpen} unmountOnExit>
          <Box id="score-explanation" sx={{ mt: 2 }}>
            <Explanation courseId={courseId} />
          </Box>
        </Collapse>
      </Box>
    </>
  );
}

function Explanation({ courseId }: { courseId: number }) {
  const { data, isLoading, isError } = useGetScoreExplanationQuery(courseId);
  const { t, language } = useTranslation();
  if (isLoading) return <Typography>{t('common.loading')}</Typography>;
  if (isError || !data) return <Alert severity="error">{t('student.explanationError')}</Alert>;
  if (data.status !== 200 || !data.data) return <Typography>{successMessage(data, t('errors.scoreNotPublic'))}</Typography>;
  const x = data.data;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720, overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('student.explainTitle')}
      </Typography>
      <Typography>{t('student.explainIntro', { project: x.ProjectName, board: x.BoardName })}</Typography>
      <Table size="small" aria-label={t('student.columnsAndWeights')} sx={{ my: 1, maxWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('student.scoreColumn')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('student.weight')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {x.columns.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell align="right">{formatPercent(c.percent, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography>
        {t('student.explainTotals', { totals: x.lecturerTotals.map((v) => formatScore(v, language)).join(', ') })} <strong>{formatScore(x.score, language)}</strong>.
      </Typography>
      <Typography>
        {t('student.explainResult', { passMark: x.passMark, result: x.pass ? t('student.pass') : t('student.notPass'), date: formatDate(x.publishedAt, language) })}
      </Typography>
    </Paper>
  );
}
