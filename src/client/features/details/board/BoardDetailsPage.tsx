import { MESSAGES } from '../../../../common/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { BoardDetailsProject, LecturerInBoardRow } from '../../../../common/dto/details';
import { useGetBoardDetailsQuery } from '../../../api/detailsApi';
import { useRemoveLecturerFromBoardMutation } from '../../../api/lectureInBoardApi';
import { usePublishProjectMutation } from '../../../api/projectApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { StatusChip } from '../../../components/StatusChip';
import { DetailsFrame, InfoList, ItemsGrid, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';
import { TabPanel, tabProps } from '../TabPanel';
import { AddLecturerDialog } from './AddLecturerDialog';
import { AddProjectDialog } from './AddProjectDialog';
import { CompletionTracker } from './CompletionTracker';
import { DISAGREEMENT_TEXT, flaggedOf, ThresholdForm } from '../Disagreements';
import { PublishDialog } from './PublishDialog';
import { dateOnly } from '../../../../common/timing';

/** /boarddetails/{board}: the board, its lecturers and projects, publication and the completion tracker (one call). */
export default function BoardDetailsPage() {
  const boardId = Number(useParams().board);
  const valid = Number.isInteger(boardId) && boardId > 0;
  const { data, isLoading, error } = useGetBoardDetailsQuery(boardId, { skip: !valid });
  // the disagreements come with the board's details (one call)
  const disagreements = data?.disagreements;
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<'lecturer' | 'project' | null>(null);
  const [toRemove, setToRemove] = useState<LecturerInBoardRow | null>(null);
  const [toPublish, setToPublish] = useState<BoardDetailsProject | null>(null);
  const [removeLecturer, removing] = useRemoveLecturerFromBoardMutation();
  const [publish, publishing] = usePublishProjectMutation();
  const toasts = useToast();

  const lecturerColumns: GridColDef<LecturerInBoardRow>[] = [
    { field: 'Id', headerName: 'ID', width: 90 },
    { field: 'Name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'PhoneNumber', headerName: 'PhoneNumber', width: 160 },
    {
      field: 'remove',
      headerName: 'Remove',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={`Remove lecturer ${row.Name}`}>
          Remove
        </Button>
      ),
    },
  ];

  const projectColumns: GridColDef<BoardDetailsProject>[] = [
    { field: 'Id', headerName: 'ID', width: 80 },
    {
      field: 'Name',
      headerName: 'Name',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/projectdetails/${row.CourseId}/${row.Id}`}>
          {row.Name}
        </Link>
      ),
    },
    { field: 'Notion', headerName: 'Note', flex: 1, minWidth: 180 },
    {
      field: 'overview',
      headerName: 'Overview',
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
      headerName: 'Public',
      width: 130,
      sortable: false,
      renderCell: ({ row }) =>
        row.Published ? (
          <Chip label="Publiced" color="success" size="small" />
        ) : (
          <Button size="small" variant="contained" onClick={() => setToPublish(row)} aria-label={`Public project ${row.Name}`}>
            Public
          </Button>
        ),
    },
  ];

  const b = data?.board;
  return (
    <DetailsFrame title="Information details of board" loading={valid && isLoading} error={valid ? error : { data: { message: 'Unknown evaluation board' } }}>
      {data && b && (
        <>
          <InfoList
            label="Board information"
            items={[
              ['Board ID', b.Id],
              ['Name', b.Name],
              ['Start time', b.StartTime],
              ['End time', b.EndTime],
              ['Date', dateOnly(b.Date)],
              ['Room', b.Room],
              ['Semester', semesterLabel(b.SemesterYear, b.SemesterSession)],
              [
                'Subject',
                <Link key="s" component={RouterLink} to={`/subjectdetails/${b.SubjectId}`}>
                  {b.SubjectName}
                </Link>,
              ],
              [
                'Template',
                <Link key="t" component={RouterLink} to={`/templatedetails/${b.TemplateId}`}>
                  {b.TemplateName}
                </Link>,
              ],
              ['Status', <StatusChip key="st" start={b.SemesterStartTime} end={b.SemesterEndTime} />],
            ]}
          />
          {data.terminated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Marking has started on this board: lecturers and projects can no longer be added or removed.
            </Alert>
          )}
          <ThresholdForm boardId={b.Id} threshold={disagreements?.Threshold} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <Button variant="outlined" onClick={() => setDialog('lecturer')}>
              Add lecturer into evaluation board
            </Button>
            <Button variant="outlined" onClick={() => setDialog('project')}>
              Add project into evaluation board
            </Button>
          </Stack>
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Board lists">
            <Tab label="List lecturer" {...tabProps('board', 0)} />
            <Tab label="List project" {...tabProps('board', 1)} />
            <Tab label="Completion tracker" {...tabProps('board', 2)} />
          </Tabs>
          <TabPanel prefix="board" index={0} value={tab}>
            <ItemsGrid aria-label="List lecturer" rows={data.lecturers} columns={lecturerColumns} getRowId={(r) => r.LectureInBoardId} />
          </TabPanel>
          <TabPanel prefix="board" index={1} value={tab}>
            <ItemsGrid aria-label="List project" rows={data.projects} columns={projectColumns} getRowId={(r) => r.Id} />
          </TabPanel>
          <TabPanel prefix="board" index={2} value={tab}>
            <CompletionTracker details={data} />
          </TabPanel>
          <AddLecturerDialog boardId={b.Id} open={dialog === 'lecturer'} onClose={() => setDialog(null)} />
          <AddProjectDialog boardId={b.Id} open={dialog === 'project'} onClose={() => setDialog(null)} />
          <ConfirmDialog
            open={toRemove !== null}
            title="Delete a teacher"
            message={toRemove ? removeQuestion('lecturer', toRemove.Id) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              await runAndToast(toasts, () => removeLecturer({ lectureInBoardId: toRemove.LectureInBoardId, boardId: b.Id }), MESSAGES.deleted);
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
              await runAndToast(toasts, () => publish({ projectId: toPublish.Id }), 'Published successfully');
              setToPublish(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
