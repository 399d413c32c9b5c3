import { useTranslation } from '../../../i18n/i18n';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ProjectDetails } from '../../../../common/contract/details';
import { useGetBoardDisagreementsQuery } from '../../../api/boardApi';
import { DisabledAction } from '../../../components/DisabledAction';
import Alert from '@mui/material/Alert';
import { useGetProjectDetailsQuery } from '../../../api/detailsApi';
import { useAddStudentsToProjectMutation, useAddStudentToProjectMutation, useRemoveStudentFromProjectMutation } from '../../../api/studentInProjectApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { ProjectEditDialog } from '../../../components/edits/ProjectEditDialog';
import { DetailsFrame, InfoList, ItemsGrid, orNoInfor, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';
import { StudentPickTable } from '../StudentPickTable';
import { TabPanel, tabProps } from '../TabPanel';
import ProjectHistory from '../../history/ProjectHistory';
import { formatScore } from '../../../../common/format';
import { DisagreementAlert } from '../Disagreements';

type ProjectStudent = ProjectDetails['students'][number];

/** /projectdetails/{course}/{project}: the project, its students, the students who may join it, its history (one call). */
export default function ProjectDetailsPage() {
  const projectId = Number(useParams().project);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data, isLoading, error } = useGetProjectDetailsQuery(projectId, { skip: !valid });
  const boardId = data?.project.BoardId ?? null;
  const { data: disagreements } = useGetBoardDisagreementsQuery(boardId ?? 0, { skip: boardId === null });
  const [tab, setTab] = useState(0);
  const [toRemove, setToRemove] = useState<ProjectStudent | null>(null);
  const [editing, setEditing] = useState(false);
  const [add, adding] = useAddStudentToProjectMutation();
  const [addMany, addingMany] = useAddStudentsToProjectMutation();
  const [remove, removing] = useRemoveStudentFromProjectMutation();
  const toasts = useToast();
  const { t, language } = useTranslation();

  // a published (or graded) project takes no more students and loses none: why, shown beside the disabled buttons
  const removeRefusal = data?.published ? t('adminUi.details.publishedReason') : data?.graded ? t('errors.projectGradedRemove') : null;
  const lockedText = data?.published
    ? t('adminUi.details.publishedLocked')
    : data?.graded
      ? t('project.gradedLocked', { reason: t('errors.projectGradedRemove') })
      : null;

  const columns: GridColDef<ProjectStudent>[] = [
    { field: 'CODE', headerName: t('details.code'), width: 140 },
    { field: 'Name', headerName: t('details.name'), flex: 1, minWidth: 180 },
    { field: 'Address', headerName: t('details.address'), flex: 1.5, minWidth: 200, valueGetter: (v: string | null) => orNoInfor(v) },
    ...(data?.published
      ? ([
          { field: 'Score', headerName: t('details.score'), width: 90, valueGetter: (v: number | null) => (v === null ? '' : formatScore(v, language)) },
          { field: 'Result', headerName: t('details.result'), width: 120, valueGetter: (v: boolean | null) => (v === null ? '' : v ? t('common.passed') : t('common.failed')) },
        ] as GridColDef<ProjectStudent>[])
      : []),
    {
      field: 'remove',
      headerName: t('details.remove'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        removeRefusal ? (
          <DisabledAction color="error" reason={removeRefusal} label={`${t('project.removeStudent', { name: row.Name })} (${removeRefusal})`}>
            {t('details.remove')}
          </DisabledAction>
        ) : (
          <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={t('project.removeStudent', { name: row.Name })}>
            {t('details.remove')}
          </Button>
        ),
    },
  ];

  const p = data?.project;
  return (
    <DetailsFrame title={t('project.title')} loading={valid && isLoading} error={valid ? error : { data: { message: t('project.unknown') } }}>
      {data && p && (
        <>
          <InfoList
            label={t('project.info')}
            items={[
              [
                t('details.board'),
                p.BoardId ? (
                  <Link key="b" component={RouterLink} to={`/boarddetails/${p.BoardId}`}>
                    {p.BoardName}
                  </Link>
                ) : (
                  t('details.noInfo')
                ),
              ],
              [t('details.semester'), semesterLabel(p.SemesterYear, p.SemesterSession)],
              [t('details.subject'), p.SubjectName],
              [
                t('details.course'),
                <Link key="c" component={RouterLink} to={`/coursedetails/${p.CourseId}`}>
                  {p.CourseName}
                </Link>,
              ],
              [t('project.id'), p.Id],
              [t('project.topic'), p.Name],
              [t('details.note'), p.Notion],
              [t('board.overview'), `${data.overview.teacherQuanMarked}/${data.overview.teacherQuan}`],
              [t('details.status'), data.published ? <Chip key="st" label={t('board.published')} color="success" size="small" /> : t('project.notPublished')],
            ]}
          />
          <DisagreementAlert data={disagreements} projectId={p.Id} />
          <Button variant="outlined" onClick={() => setEditing(true)} sx={{ mb: 2 }} className="no-print">
            {t('adminUi.details.editProject')}
          </Button>
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('project.lists')}>
            <Tab label={t('course.listStudents')} {...tabProps('project', 0)} />
            <Tab label={t('course.addStudent')} {...tabProps('project', 1)} />
            <Tab label={t('project.history')} {...tabProps('project', 2)} />
          </Tabs>
          <TabPanel prefix="project" index={0} value={tab}>
            {lockedText && <Alert severity="info">{lockedText}</Alert>}
            <ItemsGrid aria-label={t('course.listStudents')} rows={data.students} columns={columns} getRowId={(r) => r.stdinprjId} />
          </TabPanel>
          <TabPanel prefix="project" index={1} value={tab}>
            <StudentPickTable
              students={data.candidates}
              label={t('project.candidates')}
              busy={adding.isLoading || addingMany.isLoading}
              onAdd={(s) => runAndToast(toasts, () => add({ student: s.Id, project: p.Id }), t('errors.addedStudentToProject'))}
              disabledReason={data.published ? t('adminUi.details.publishedLocked') : data.graded ? t('errors.projectGradedAdd') : undefined}
              onAddMany={(students) => runAndToast(toasts, () => addMany({ project: p.Id, students }), t('project.addedMany'))}
            />
          </TabPanel>
          <TabPanel prefix="project" index={2} value={tab}>
            <ProjectHistory projectId={p.Id} />
          </TabPanel>
          {editing && <ProjectEditDialog project={p} onClose={() => setEditing(false)} />}
          <ConfirmDialog
            open={toRemove !== null}
            message={toRemove ? removeQuestion('student', toRemove.StudentId) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              await runAndToast(toasts, () => remove({ stdinprjId: toRemove.stdinprjId, projectId: p.Id }), t('errors.deleted'));
              setToRemove(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
