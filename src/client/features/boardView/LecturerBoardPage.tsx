import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { useSessionUser } from '../../state/hooks';
import { unsavedWork } from '../../state/unsavedWork';
import { mayWriteMinutes } from '../../../common/comments';
import type { BoardComment, MinutesProject } from '../../../common/contract/words';
import { formatDate } from '../../../common/format';
import { errorMessage } from '../../api/baseApi';
import { useGetBoardMinutesQuery } from '../../api/minutesApi';
import { InfoTable } from '../../components/InfoTable';
import { PageLoading } from '../../components/PageLoading';
import { translateKey, useTranslation, type Translate } from '../../i18n/i18n';
import { MinutesForm } from './MinutesForm';
import { LecturerTrail } from '../../components/LecturerTrail';
import { boardAddress } from '../../components/useAddressedSeat';

/**
 * /boarddetails/{board} for a lecturer of the board: the board, its lecturers and their roles, per project the
 * minutes (written by the chair or the secretary, read-only for the others) and every lecturer's comments, and the
 * minutes PDF. A board the lecturer does not sit on answers like an unknown one.
 */
export default function LecturerBoardPage() {
  const { board = '' } = useParams();
  const boardId = /^\d+$/.test(board) ? Number(board) : 0;
  const { t, language } = useTranslation();
  const { data, isLoading, error, refetch } = useGetBoardMinutesQuery(boardId, { skip: boardId === 0 });
  const user = useSessionUser();
  // the projects whose minutes hold typed text the server has not confirmed: leaving asks first
  const [dirty, setDirty] = useState<ReadonlySet<number>>(new Set());
  const onDirty = useCallback((projectId: number, isDirty: boolean) => {
    setDirty((now) => {
      if (now.has(projectId) === isDirty) return now;
      const next = new Set(now);
      if (isDirty) next.add(projectId);
      else next.delete(projectId);
      return next;
    });
  }, []);
  const guard = useLeaveGuard(dirty.size > 0);
  useEffect(() => {
    unsavedWork.set(dirty.size);
    return () => unsavedWork.set(0);
  }, [dirty.size]);
  const reload = useCallback(
    async (projectId: number) => {
      const fresh = await refetch();
      return fresh.data?.projects.find((p) => p.ProjectId === projectId)?.minutes ?? undefined;
    },
    [refetch],
  );
  if (isLoading) return <PageLoading />;
  if (!data) return <Alert severity="error">{boardId === 0 ? t('words.loadError') : errorMessage(error, t('words.loadError'))}</Alert>;
  const canWrite = mayWriteMinutes(data.myRole);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto', minWidth: 0 }}>
      <div>
        <LecturerTrail steps={[{ label: t('lecturer.boardProjectsShort', { board: data.Name }), to: boardAddress(data.BoardId) }, { label: t('words.boardPage') }]} />
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {t('lecturer.boardKind')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data.Name}
        </Typography>
      </div>
      <InfoTable
        label={t('words.boardInfo')}
        labelWidth={140}
        size="small"
        sx={{ maxWidth: 560 }}
        rows={[
          [t('words.room'), data.Room],
          [t('words.date'), formatDate(data.Date, language)],
          [t('words.time'), `${data.StartTime} – ${data.EndTime}`],
          [t('words.subject'), data.SubjectName],
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} className="no-print">
        <Button variant="contained" component="a" href={`/api/documents/board/${data.BoardId}/minutes.pdf?lang=${language}`} download>
          {t('words.downloadMinutes')}
        </Button>
        <Button variant="outlined" component="a" href={`/api/documents/board/${data.BoardId}/comments.csv?lang=${language}`} download>
          {t('words.downloadComments')}
        </Button>
      </Stack>
      <Box component="section" aria-labelledby="board-lecturers">
        <Typography id="board-lecturers" variant="h6" component="h2">
          {t('words.lecturers')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {data.lecturers.map((l) => (
            <li key={l.LectureInBoardId}>
              {l.Name} — {translateKey(`words.role.${l.Role}`)}
            </li>
          ))}
        </Box>
        {data.myRole && <Typography>{t('words.yourRole', { role: translateKey(`words.role.${data.myRole}`) })}</Typography>}
        {data.myRole && !canWrite && <Typography sx={{ color: 'text.secondary' }}>{t('words.readOnlyNote')}</Typography>}
      </Box>
      {data.projects.length === 0 && <Typography>{t('words.noProject')}</Typography>}
      {data.projects.map((p) => (
        <ProjectCard key={p.ProjectId} boardId={data.BoardId} project={p} canWrite={canWrite} t={t}>
          <MinutesForm
            key={`${user?.role}-${user?.id}`}
            boardId={data.BoardId}
            project={p}
            canWrite={canWrite}
            myRole={data.myRole}
            account={`${user?.role}-${user?.id}`}
            onDirty={onDirty}
            reload={() => reload(p.ProjectId)}
          />
        </ProjectCard>
      ))}
      {guard.dialog}
    </Stack>
  );
}

function ProjectCard({ project, t, children }: { boardId: number; project: MinutesProject; canWrite: boolean; t: Translate; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`project-${project.ProjectId}`} sx={{ p: 2 }}>
      <Typography id={`project-${project.ProjectId}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {project.ProjectId} - {project.Name}
        {project.Published && <Chip size="small" color="primary" variant="outlined" label={t('words.state.published')} sx={{ ml: 1 }} />}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {project.CourseName}
      </Typography>
      {children}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('words.commentsTitle')}
      </Typography>
      {project.comments.length === 0 ? (
        <Typography variant="body2">{t('words.noComments')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {project.comments.map((c, i) => (
            <Box component="li" key={i} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{about(c, t)}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.Text}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const about = (c: BoardComment, t: Translate) =>
  `${c.LecturerName} — ${c.StudentCode === null ? t('words.onProject') : `${c.StudentCode} - ${c.StudentName ?? ''}, ${c.ColumnName ?? t('words.general')}`}`;
