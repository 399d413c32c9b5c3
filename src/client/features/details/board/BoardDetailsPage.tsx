import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { BoardDetailsProject, LecturerInBoardRow } from '../../../../common/contract/details';
import { useGetBoardDetailsQuery } from '../../../api/detailsApi';
import { useRemoveLecturerFromBoardMutation } from '../../../api/lectureInBoardApi';
import { usePublishProjectMutation } from '../../../api/projectApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { DisabledAction } from '../../../components/DisabledAction';
import { StatusChip } from '../../../components/StatusChip';
import { nameLinkColumn } from '../../../components/gridColumns';
import { BoardEditDialog } from '../../../components/edits/BoardEditDialog';
import { DetailsFrame, InfoList, ItemsGrid, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';
import { TabPanel, tabProps } from '../TabPanel';
import { AddLecturerDialog } from './AddLecturerDialog';
import { AddProjectDialog } from './AddProjectDialog';
import { BoardRoles } from './BoardRoles';
import { CompletionTracker } from './CompletionTracker';
import { DISAGREEMENT_TEXT, flaggedOf, ThresholdForm } from '../Disagreements';
import { PublishDialog } from './PublishDialog';

/** The board's running order (features/schedule), downloaded when its tab opens. */
const RunningOrder = lazy(() => import('../../schedule/RunningOrder'));
import { formatDate } from '../../../../common/format';
import { t as translate, useTranslation } from '../../../i18n/i18n';

/** Why a project cannot be published yet, as the server decided it (its publishability); '' when it can. */
function whyNotPublishable({ publishability: p }: BoardDetailsProject): string {
  switch (p.reason) {
    case null:
      return '';
    case 'noStudent':
      return translate('errors.nothingToPublish');
    case 'noLecturer':
      return translate('board.noLecturer');
    case 'missingMarks':
      return translate('board.notMarkedBy', { reason: translate('errors.ineligibleForPublicity'), names: p.waitingFor.map((s) => s.name).join(', ') });
    default:
      return translate('errors.ineligibleForPublicity');
  }
}

/** /boarddetails/{board}: the board, its lecturers and projects, publication and the completion tracker (one call). */
export default function BoardDetailsPage() {
  const boardId = Number(useParams().board);
  const valid = Number.isInteger(boardId) && boardId > 0;
  const { data, isLoading, error } = useGetBoardDetailsQuery(boardId, { skip: !valid });
  // the disagreements come with the board's details (one call)
  const disagreements = data?.disagreements;
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<'lecturer' | 'project' | 'edit' | null>(null);
  const [toRemove, setToRemove] = useState<LecturerInBoardRow | null>(null);
  const [toPublish, setToPublish] = useState<BoardDetailsProject | null>(null);
  const [removeLecturer, removing] = useRemoveLecturerFromBoardMutation();
  const [publish, publishing] = usePublishProjectMutation();
  const toasts = useToast();
  const { t, language } = useTranslation();

  const lecturerColumns: GridColDef<LecturerInBoardRow>[] = [
    { field: 'Id', headerName: t('details.id'), width: 90 },
    { field: 'Name', headerName: t('details.name'), flex: 1, minWidth: 180 },
    { field: 'PhoneNumber', headerName: t('details.phone'), width: 160 },
    {
      field: 'remove',
      headerName: t('details.remove'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        data?.terminated ? (
          <DisabledAction color="error" reason={translate('errors.boardTerminated')} label={t('board.removeLecturer', { name: row.Name })}>
            {t('details.remove')}
          </DisabledAction>
        ) : (
          <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={t('board.removeLecturer', { name: row.Name })}>
            {t('details.remove')}
          </Button>
        ),
    },
  ];

  const projectColumns: GridColDef<BoardDetailsProject>[] = [
    { field: 'Id', headerName: t('details.id'), width: 80 },
    nameLinkColumn(t('details.name'), 180, (row) => `/projectdetails/${row.CourseId}/${row.Id}`),
    { field: 'Notion', headerName: t('details.note'), flex: 1, minWidth: 180 },
    {
      field: 'overview',
      headerName: t('board.overview'),
      width: 110,
      valueGetter: (_v, row) => `${row.teacherMark.teacherQuanMarked}/${row.teacherMark.teacherQuan}`,
    },
    {
      field: 'disagreement',
      headerName: DISAGREEMENT_TEXT.column,
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => flaggedOf(disagreements, row.Id).map(DISAGREEMENT_TEXT.gap).join(', ') || DISAGREEMENT_TEXT.none,
    },
    {
      field: 'public',
      headerName: t('board.public'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) =>
        row.Published ? (
          <Chip label={t('board.published')} color="success" size="small" />
        ) : !row.publishability.ok ? (
          <DisabledAction variant="contained" reason={whyNotPublishable(row)} label={t('board.publishProject', { name: row.Name })}>
            {t('board.public')}
          </DisabledAction>
        ) : (
          <Button size="small" variant="contained" onClick={() => setToPublish(row)} aria-label={t('board.publishProject', { name: row.Name })}>
            {t('board.public')}
          </Button>
        ),
    },
  ];

  const b = data?.board;
  return (
    <DetailsFrame title={t('board.title')} loading={valid && isLoading} error={valid ? error : { data: { message: t('board.unknown') } }}>
      {data && b && (
        <>
          <InfoList
            label={t('board.info')}
            items={[
              [t('board.id'), b.Id],
              [t('details.name'), b.Name],
              [t('board.startTime'), b.StartTime],
              [t('board.endTime'), b.EndTime],
              [t('board.date'), formatDate(b.Date, language)],
              [t('board.room'), b.Room],
              [t('details.semester'), semesterLabel(b.SemesterYear, b.SemesterSession)],
              [
                t('details.subject'),
                <Link key="s" component={RouterLink} to={`/subjectdetails/${b.SubjectId}`}>
                  {b.SubjectName}
                </Link>,
              ],
              [
                t('details.template'),
                <Link key="t" component={RouterLink} to={`/templatedetails/${b.TemplateId}`}>
                  {b.TemplateName}
                </Link>,
              ],
              [t('details.status'), <StatusChip key="st" start={b.SemesterStartTime} end={b.SemesterEndTime} />],
            ]}
          />
          {data.terminated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('board.terminated')}
            </Alert>
          )}
          <ThresholdForm boardId={b.Id} threshold={disagreements?.Threshold} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} className="no-print">
            <Button variant="outlined" onClick={() => setDialog('edit')}>
              {t('adminUi.details.editBoard')}
            </Button>
            {data.terminated ? (
              <>
                <DisabledAction variant="outlined" size="medium" reason={translate('errors.boardTerminated')}>
                  {t('board.addLecturer')}
                </DisabledAction>
                <DisabledAction variant="outlined" size="medium" reason={translate('errors.boardTerminated')}>
                  {t('board.addProject')}
                </DisabledAction>
              </>
            ) : (
              <>
                <Button variant="outlined" onClick={() => setDialog('lecturer')}>
                  {t('board.addLecturer')}
                </Button>
                <Button variant="outlined" onClick={() => setDialog('project')}>
                  {t('board.addProject')}
                </Button>
              </>
            )}
            <Button variant="contained" component="a" href={`/api/documents/board/${b.Id}/minutes.pdf?lang=${language}`} download>
              {t('board.minutes')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`/boardanalytics/${b.Id}`}>
              {t('admin.analyticsOfBoard')}
            </Button>
            <Button variant="outlined" component="a" href={`/api/export/board/${b.Id}/results.xlsx?lang=${language}`} download>
              {t('board.resultsXlsx')}
            </Button>
          </Stack>
          {data.projects.some((p) => !p.Published && !p.publishability.ok) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {data.projects
                .filter((p) => !p.Published && !p.publishability.ok)
                .map((p) => `${p.Name}: ${whyNotPublishable(p)}`)
                .join('; ')}
            </Typography>
          )}
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('board.lists')} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
            <Tab label={t('board.listLecturer')} {...tabProps('board', 0)} />
            <Tab label={t('board.listProject')} {...tabProps('board', 1)} />
            <Tab label={t('board.tracker')} {...tabProps('board', 2)} />
            <Tab label={t('schedule.runningOrder')} {...tabProps('board', 3)} />
            <Tab label={t('words.rolesTab')} {...tabProps('board', 4)} />
          </Tabs>
          <TabPanel prefix="board" index={0} value={tab}>
            <ItemsGrid aria-label={t('board.listLecturer')} rows={data.lecturers} columns={lecturerColumns} getRowId={(r) => r.LectureInBoardId} />
          </TabPanel>
          <TabPanel prefix="board" index={1} value={tab}>
            <ItemsGrid aria-label={t('board.listProject')} rows={data.projects} columns={projectColumns} getRowId={(r) => r.Id} />
          </TabPanel>
          <TabPanel prefix="board" index={2} value={tab}>
            <CompletionTracker details={data} />
          </TabPanel>
          <TabPanel prefix="board" index={3} value={tab}>
            {tab === 3 && (
              <Suspense fallback={null}>
                <RunningOrder boardId={b.Id} />
              </Suspense>
            )}
          </TabPanel>
          <TabPanel prefix="board" index={4} value={tab}>
            {tab === 4 && <BoardRoles boardId={b.Id} />}
          </TabPanel>
          <AddLecturerDialog boardId={b.Id} open={dialog === 'lecturer'} onClose={() => setDialog(null)} />
          <AddProjectDialog boardId={b.Id} open={dialog === 'project'} onClose={() => setDialog(null)} />
          {dialog === 'edit' && <BoardEditDialog board={b} onClose={() => setDialog(null)} />}
          <ConfirmDialog
            open={toRemove !== null}
            title={t('board.deleteTeacher')}
            message={toRemove ? removeQuestion('lecturer', toRemove.Id) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              await runAndToast(toasts, () => removeLecturer({ lectureInBoardId: toRemove.LectureInBoardId, boardId: b.Id }), t('errors.deleted'));
              setToRemove(null);
            }}
          />
          <PublishDialog
            project={toPublish}
            flagged={toPublish ? flaggedOf(disagreements, toPublish.Id) : []}
            threshold={disagreements?.Threshold}
            busy={publishing.isLoading}
            onCancel={() => setToPublish(null)}
            onConfirm={async () => {
              if (!toPublish) return;
              await runAndToast(toasts, () => publish({ projectId: toPublish.Id }), t('errors.published'));
              setToPublish(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
