import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOARD_ROLES, type BoardRole } from '../../../../common/comments';
import { errorMessage } from '../../../api/baseApi';
import { useGetBoardMinutesQuery, useSetBoardRoleMutation } from '../../../api/minutesApi';
import { useToast } from '../../../components/useToast';
import { useTranslation } from '../../../i18n/i18n';
import { runAndToast } from '../common';

/**
 * The board details page's Roles tab (loaded when opened, so the page itself stays one call): the admin names each
 * lecturer's role on the board (chair, secretary, member); the chair and the secretary write the minutes. The roles come from the board's minutes view, so the server's default (the first lecturer chairs
 * while nobody is named) is read, not derived here.
 */
export function BoardRoles({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const toasts = useToast();
  const { data, isLoading, error } = useGetBoardMinutesQuery(boardId);
  const [setRole, setting] = useSetBoardRoleMutation();
  return (
    <Box component="section" aria-labelledby="board-roles-title">
      <Typography id="board-roles-title" variant="h6" component="h2">
        {t('words.roleLabel')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('words.rolesHint')}
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label={t('words.roleLabel')} />}
      {!isLoading && !data && <Alert severity="error">{errorMessage(error, t('words.loadError'))}</Alert>}
      {data && data.lecturers.length === 0 && <Typography>{t('board.noLecturer')}</Typography>}
      {data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {data.lecturers.map((l) => (
            <TextField
              key={l.LectureInBoardId}
              select
              size="small"
              id={`board-role-${l.LectureInBoardId}`}
              label={t('words.roleOf', { name: l.Name })}
              value={l.Role}
              disabled={setting.isLoading}
              onChange={(e) => void runAndToast(toasts, () => setRole({ boardId, lectureInBoardId: l.LectureInBoardId, role: e.target.value as BoardRole }), t('words.roleSaved'))}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {BOARD_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`words.role.${r}`)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
    </Box>
  );
}
