import { useTranslation } from '../../../i18n/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BoardDetails } from '../../../../common/dto/details';

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
        return (
          <Box component="li" key={p.Id} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {p.Id} - {p.Name}{' '}
              <Chip
                size="small"
                label={p.Published ? t('board.published') : complete ? t('board.ready') : t('board.markedCount', { marked: teacherQuanMarked, total: teacherQuan })}
                color={p.Published || complete ? 'success' : 'default'}
              />
            </Typography>
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
