import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardProjectForLecturer } from '../../../common/contract/marking';
import { useTranslation } from '../../i18n/i18n';
import { hasDraft } from '../../state/markingDraftKeys';
import { useSessionUser } from '../../state/hooks';

export type ProjectState = 'notMarked' | 'draft' | 'marked' | 'published';

/** A project's state for this lecturer: published, marked by them, typed but not saved (a draft here), or not marked. */
export function projectState(p: BoardProjectForLecturer, account: string, lectureInBoardId: number): ProjectState {
  if (p.Published) return 'published';
  if (hasDraft({ account, lectureInBoardId, projectId: p.id })) return 'draft';
  return p.marked ? 'marked' : 'notMarked';
}

// colours whose text passes 4.5:1 on white (MUI's info and warning do not)
const COLOR: Record<ProjectState, 'default' | 'secondary' | 'success' | 'primary'> = { notMarked: 'default', draft: 'secondary', marked: 'success', published: 'primary' };

export function StateChip({ state }: { state: ProjectState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={t(`words.state.${state}`)} sx={{ ml: 1 }} />;
}

/** "Next not marked" (the first project in the board's order this lecturer has not marked) and the board's page. */
export function BoardActions({ projects, lectureInBoardId, boardId, onOpen }: { projects: BoardProjectForLecturer[]; lectureInBoardId: number; boardId: number; onOpen(p: BoardProjectForLecturer): void }) {
  const { t } = useTranslation();
  const account = useAccount();
  const next = projects.find((p) => { const s = projectState(p, account, lectureInBoardId); return s === 'notMarked' || s === 'draft'; });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 1 }}>
      <Button variant="contained" disabled={!next} onClick={() => next && onOpen(next)}>
        {t('words.nextNotMarked')}
      </Button>
      {!next && projects.length > 0 && <Typography variant="body2">{t('words.allMarked')}</Typography>}
      {boardId > 0 && (
        <Button component={RouterLink} to={`/boarddetails/${boardId}`} variant="outlined">
          {t('words.boardPage')}
        </Button>
      )}
    </Stack>
  );
}

/** The signed-in account as the drafts name it (`teach-3`). */
export function useAccount(): string {
  const user = useSessionUser();
  return `${user?.role}-${user?.id}`;
}
