import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BoardProjectForLecturer } from '../../../common/contract/marking';
import { useGetProjectsMarkedQuery } from '../../api/projectApi';
import { useTranslation } from '../../i18n/i18n';
import { useChoose } from '../../state/selection/useSelection';
import { boardAddress, markingAddress } from '../../components/useAddressedSeat';

/** Asked only when moving with unsaved marks: the dialog's code loads then, not with the marking screen. */
const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * From project to project without going back: "Back to board", and Previous / Next project in the board's order
 * (Alt+← / Alt+→). Unsaved marks stay in the browser as a draft; moving to another project asks first.
 */
export function ProjectNav({ lectureInBoardId, projectId, boardName, unsaved }: { lectureInBoardId: number; projectId: number; boardName: string; unsaved: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useChoose();
  const { data } = useGetProjectsMarkedQuery(lectureInBoardId);
  const [pending, setPending] = useState<BoardProjectForLecturer | null>(null);
  const projects = data?.projects ?? [];
  const index = projects.findIndex((p) => p.id === projectId);
  const previous = index > 0 ? projects[index - 1] : undefined;
  const next = index >= 0 && index < projects.length - 1 ? projects[index + 1] : undefined;

  const go = (p: BoardProjectForLecturer) => {
    setPending(null);
    choose.project({ projectId: p.id, courseId: p.CourseId });
    // the next project's own address, in place of this one: Back still comes to the board
    navigate(data?.BoardId ? markingAddress(data.BoardId, p.id) : `/teacherboardscore/${p.marked ? 'marked' : 'nomarked'}`, { replace: true });
  };
  const ask = (p: BoardProjectForLecturer | undefined) => {
    if (!p) return;
    if (unsaved > 0) setPending(p);
    else go(p);
  };
  const latest = useRef({ ask, previous, next });
  latest.current = { ask, previous, next };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      // Alt+arrows would be the browser's Back / Forward: here they move between the board's projects
      e.preventDefault();
      const { ask: move, previous: p, next: n } = latest.current;
      move(e.key === 'ArrowLeft' ? p : n);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }} component="nav" aria-label={t('words.projectOf', { n: index + 1, total: projects.length })}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(data?.BoardId ? boardAddress(data.BoardId) : `/evaluation/${encodeURIComponent(boardName)}`)}>
        {t('words.backToBoard')}
      </Button>
      <Button startIcon={<NavigateBeforeIcon />} disabled={!previous} onClick={() => ask(previous)} aria-keyshortcuts="Alt+ArrowLeft">
        {t('words.previousProject')}
      </Button>
      <Button endIcon={<NavigateNextIcon />} disabled={!next} onClick={() => ask(next)} aria-keyshortcuts="Alt+ArrowRight">
        {t('words.nextProject')}
      </Button>
      {index >= 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('words.projectOf', { n: index + 1, total: projects.length })}
        </Typography>
      )}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('words.leaveTitle')}
            message={t('words.leaveText', { count: unsaved })}
            confirmLabel={t('words.go')}
            cancelLabel={t('words.stay')}
            onConfirm={() => go(pending)}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
