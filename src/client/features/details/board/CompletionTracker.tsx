import { useTranslation } from '../../../i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BoardDetails } from '../../../../common/contract/details';
import { DisagreementList, DISAGREEMENT_TEXT, flaggedOf } from '../Disagreements';

/**
 * Beyond the spec: for each project of the board, which lecturer still misses which student and column
 * (the server computes it with the same rule as the Overview).
 */
export function CompletionTracker({ details }: { details: BoardDetails }) {
  const { t } = useTranslation();
  if (details.projects.length === 0) return <Typography>{t('details.noItem')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('board.tracker')}>
      {details.projects.map((p) => {
        const { teacherQuan, teacherQuanMarked } = p.teacherMark;
        const complete = p.publishability.ok;
        // ready, but lecturers' totals further apart than the threshold: said on the chip, listed below it
        const flagged = complete && !p.Published ? flaggedOf(details.disagreements, p.Id) : [];
        return (
          <Box component="li" key={p.Id} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {p.Id} - {p.Name}{' '}
              <Chip
                size="small"
                label={p.Published ? t('board.published') : complete ? (flagged.length > 0 ? t('words.readyWithDisagreements', { count: flagged.length }) : t('board.ready')) : t('board.markedCount', { marked: teacherQuanMarked, total: teacherQuan })}
                color={flagged.length > 0 ? 'warning' : p.Published || complete ? 'success' : 'default'}
                {...(flagged.length > 0 ? { component: 'a', href: `#gaps-${p.Id}`, clickable: true } : {})}
              />
              {!p.MinutesWritten && (complete || p.Published) && <Chip size="small" variant="outlined" sx={{ ml: 1, color: '#8a3c00', borderColor: '#8a3c00' }} label={t('board.minutesMissing')} />}
            </Typography>
            {flagged.length > 0 && (
              <Box id={`gaps-${p.Id}`}>
                <DisagreementList students={flagged} label={DISAGREEMENT_TEXT.column} />
              </Box>
            )}
            {p.Published && !p.MinutesWritten && <Typography variant="body2">{t('board.minutesLater')}</Typography>}
            {teacherQuan === 0 && <Alert severity="warning">{t('board.noLecturer')}</Alert>}
            {p.StudentCount === 0 && <Alert severity="warning">{t('board.noStudent')}</Alert>}
            {p.Missing.length > 0 && (
              <Box component="ul" sx={{ mt: 0.5 }}>
                {p.Missing.map((m) => (
                  <li key={m.LectureInBoardId}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {m.TeacherName}
                    </Typography>{' '}
                    {t('board.stillMisses')}
                    <Box component="ul">
                      {m.Students.map((s) => (
                        <li key={s.StudentId}>
                          {s.Code} - {s.Name}: {s.Columns.length === details.columns.length ? t('board.everyColumn') : s.Columns.map((c) => c.name).join(', ')}
                        </li>
                      ))}
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
