import { MESSAGES } from '../../../../common/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LINK_MESSAGES, type ProjectDetails } from '../../../../common/dto/details';
import Tooltip from '@mui/material/Tooltip';
import Alert from '@mui/material/Alert';
import { useGetProjectDetailsQuery } from '../../../api/detailsApi';
import { useAddStudentsToProjectMutation, useAddStudentToProjectMutation, useRemoveStudentFromProjectMutation } from '../../../api/studentInProjectApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { DetailsFrame, InfoList, ItemsGrid, orNoInfor, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';
import { StudentPickTable } from '../StudentPickTable';
import { TabPanel, tabProps } from '../TabPanel';
import ProjectHistory from '../../history/ProjectHistory';
import { formatScore } from '../../../../common/format';

type ProjectStudent = ProjectDetails['students'][number];

/** /projectdetails/{course}/{project}: the project, its students, the students who may join it, its history (one call). */
export default function ProjectDetailsPage() {
  const projectId = Number(useParams().project);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data, isLoading, error } = useGetProjectDetailsQuery(projectId, { skip: !valid });
  const [tab, setTab] = useState(0);
  const [toRemove, setToRemove] = useState<ProjectStudent | null>(null);
  const [add, adding] = useAddStudentToProjectMutation();
  const [addMany, addingMany] = useAddStudentsToProjectMutation();
  const [remove, removing] = useRemoveStudentFromProjectMutation();
  const toasts = useToast();

  const columns: GridColDef<ProjectStudent>[] = [
    { field: 'CODE', headerName: 'Student CODE', width: 140 },
    { field: 'Name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'Address', headerName: 'Address', flex: 1.5, minWidth: 200, valueGetter: (v: string | null) => orNoInfor(v) },
    ...(data?.published
      ? ([
          { field: 'Score', headerName: 'Score', width: 90, valueGetter: (v: number | null) => (v === null ? '' : formatScore(v)) },
          { field: 'Result', headerName: 'Result', width: 120, valueGetter: (v: boolean | null) => (v === null ? '' : v ? 'Passed' : 'Not passed') },
        ] as GridColDef<ProjectStudent>[])
      : []),
    {
      field: 'remove',
      headerName: 'Remove',
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        data?.graded ? (
          <Tooltip title={LINK_MESSAGES.gradedRemove}>
            <span>
              <Button size="small" color="error" disabled aria-label={`Remove ${row.Name} (${LINK_MESSAGES.gradedRemove})`}>
                Remove
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={`Remove ${row.Name}`}>
            Remove
          </Button>
        ),
    },
  ];

  const p = data?.project;
  return (
    <DetailsFrame title="Project details" loading={valid && isLoading} error={valid ? error : { data: { message: 'Unknown project' } }}>
      {data && p && (
        <>
          <InfoList
            label="Project information"
            items={[
              [
                'Evaluation Board',
                p.BoardId ? (
                  <Link key="b" component={RouterLink} to={`/boarddetails/${p.BoardId}`}>
                    {p.BoardName}
                  </Link>
                ) : (
                  'No infor'
                ),
              ],
              ['Semester', semesterLabel(p.SemesterYear, p.SemesterSession)],
              ['Subject', p.SubjectName],
              [
                'Course',
                <Link key="c" component={RouterLink} to={`/coursedetails/${p.CourseId}`}>
                  {p.CourseName}
                </Link>,
              ],
              ['Project ID', p.Id],
              ['Topic', p.Name],
              ['Notion', p.Notion],
              ['Overview', `${data.overview.teacherQuanMarked}/${data.overview.teacherQuan}`],
              ['Status', data.published ? <Chip key="st" label="Publiced" color="success" size="small" /> : 'No public'],
            ]}
          />
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Project lists">
            <Tab label="List students" {...tabProps('project', 0)} />
            <Tab label="+ Add student" {...tabProps('project', 1)} />
            <Tab label="History" {...tabProps('project', 2)} />
          </Tabs>
          <TabPanel prefix="project" index={0} value={tab}>
            {data.graded && <Alert severity="info">{`${LINK_MESSAGES.gradedRemove}: students can be neither added nor removed.`}</Alert>}
            <ItemsGrid aria-label="List students" rows={data.students} columns={columns} getRowId={(r) => r.stdinprjId} />
          </TabPanel>
          <TabPanel prefix="project" index={1} value={tab}>
            <StudentPickTable
              students={data.candidates}
              label="Students of the course without a project"
              busy={adding.isLoading || addingMany.isLoading}
              onAdd={(s) => runAndToast(toasts, () => add({ student: s.Id, project: p.Id }), 'Added student into project successfully')}
              disabledReason={data.graded ? LINK_MESSAGES.gradedAdd : undefined}
              onAddMany={(students) => runAndToast(toasts, () => addMany({ project: p.Id, students }), 'Added students into project successfully')}
            />
          </TabPanel>
          <TabPanel prefix="project" index={2} value={tab}>
            <ProjectHistory projectId={p.Id} />
          </TabPanel>
          <ConfirmDialog
            open={toRemove !== null}
            message={toRemove ? removeQuestion('student', toRemove.StudentId) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              await runAndToast(toasts, () => remove({ stdinprjId: toRemove.stdinprjId, projectId: p.Id }), MESSAGES.deleted);
              setToRemove(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
