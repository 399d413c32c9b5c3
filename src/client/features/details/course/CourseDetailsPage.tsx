import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseDetails, StudentRow } from '../../../../common/contract/details';
import { projectAddSchema } from '../../../../common/validation/catalog';
import { useGetCourseDetailsQuery } from '../../../api/detailsApi';
import { useGetStudentsNotInCourseQuery } from '../../../api/studentApi';
import { useAddStudentToCourseMutation, useEnrolStudentsInCourseMutation } from '../../../api/studentInCourseApi';
import { useAddProjectMutation } from '../../../api/projectApi';
import { FormText } from '../../../components/formFields';
import { nameLinkColumn } from '../../../components/gridColumns';
import { CourseEditDialog } from '../../../components/edits/CourseEditDialog';
import { PageLoading } from '../../../components/PageLoading';
import { DetailsFrame, InfoList, ItemsGrid, orNoInfor, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';
import { StudentPickTable } from '../StudentPickTable';
import { TabPanel, tabProps } from '../TabPanel';
import { formatDate } from '../../../../common/format';
import { t, useTranslation } from '../../../i18n/i18n';

type CourseProject = CourseDetails['projects'][number];

function AddStudentDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose(): void }) {
  const { data, isLoading } = useGetStudentsNotInCourseQuery(courseId, { skip: !open });
  const [add, adding] = useAddStudentToCourseMutation();
  const [addMany, addingMany] = useEnrolStudentsInCourseMutation();
  const toasts = useToast();
  useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="course-add-student-title" fullWidth maxWidth="sm">
      <DialogTitle id="course-add-student-title">{t('course.addStudentTitle')}</DialogTitle>
      <DialogContent>
        {isLoading && <PageLoading />}
        {data && (
          <StudentPickTable
            students={data}
            label={t('course.notInCourse')}
            busy={adding.isLoading || addingMany.isLoading}
            onAdd={(s) => runAndToast(toasts, () => add({ course: courseId, student: s.Id }), t('errors.addedStudentToCourse'))}
            onAddMany={(students) => runAndToast(toasts, () => addMany({ course: courseId, students }), t('course.addedMany'))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Add project modal: Formik + the shared projectAddSchema; 'Add' shows once both fields are filled (the spec). */
function AddProjectDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose(): void }) {
  const [add] = useAddProjectMutation();
  const toasts = useToast();
  useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="course-add-project-title" fullWidth maxWidth="sm">
      <Formik
        initialValues={{ name: '', notion: '', courseId }}
        validationSchema={projectAddSchema}
        onSubmit={async (values, { resetForm }) => {
          const body = projectAddSchema.cast(values);
          if (await runAndToast(toasts, () => add({ ...body, name: body.name.trim(), notion: body.notion.trim() }), t('errors.addedProject'))) {
            resetForm();
            onClose();
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-labelledby="course-add-project-title">
            <DialogTitle id="course-add-project-title">{t('course.addProjectTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormText name="name" label={t('course.projectName')} />
                <FormText name="notion" label={t('details.note')} multiline />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common.close')}</Button>
              {values.name.trim() !== '' && values.notion.trim() !== '' && (
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {t('common.add')}
                </Button>
              )}
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

/** /coursedetails/{course}: the course, its projects and its students (one call). */
export default function CourseDetailsPage() {
  const courseId = Number(useParams().course);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const { data, isLoading, error } = useGetCourseDetailsQuery(courseId, { skip: !valid });
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<'student' | 'project' | 'edit' | null>(null);
  const { language } = useTranslation();

  const projectColumns: GridColDef<CourseProject>[] = [
    { field: 'Id', headerName: t('details.id'), width: 90 },
    nameLinkColumn(t('details.name'), 200, (row) => `/projectdetails/${courseId}/${row.Id}`),
    { field: 'Notion', headerName: t('details.note'), flex: 1.5, minWidth: 200 },
  ];
  const studentColumns: GridColDef<StudentRow>[] = [
    { field: 'Code', headerName: t('details.code'), width: 130 },
    { field: 'Name', headerName: t('details.name'), flex: 1, minWidth: 180 },
    { field: 'BirthDay', headerName: t('details.birthDay'), width: 130, valueGetter: (v: string | null) => orNoInfor(formatDate(v, language)) },
    { field: 'Address', headerName: t('details.address'), flex: 1.5, minWidth: 200, valueGetter: (v: string | null) => orNoInfor(v) },
  ];

  const c = data?.course;
  return (
    <DetailsFrame title={t('course.title')} loading={valid && isLoading} error={valid ? error : { data: { message: t('course.unknown') } }}>
      {data && c && (
        <>
          <InfoList
            label={t('course.info')}
            items={[
              [t('details.semester'), semesterLabel(c.SemesterYear, c.SemesterSession)],
              [
                t('details.subject'),
                <Link key="s" component={RouterLink} to={`/subjectdetails/${c.SubjectId}`}>
                  {c.SubjectName}
                </Link>,
              ],
              [t('details.course'), c.Name],
              [t('details.lecturer'), c.LecturerName],
            ]}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} className="no-print">
            <Button variant="outlined" onClick={() => setDialog('edit')}>
              {t('adminUi.details.editCourse')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('student')}>
              {t('course.addStudent')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('project')}>
              {t('course.addProject')}
            </Button>
            <Button variant="outlined" component="a" href={`/api/documents/course/${c.Id}/grades.pdf?lang=${language}`} download>
              {t('course.gradesPdf')}
            </Button>
            <Button variant="outlined" component="a" href={`/api/documents/course/${c.Id}/grades.csv?lang=${language}`} download>
              {t('course.gradesCsv')}
            </Button>
            <Button variant="outlined" component="a" href={`/api/export/course/${c.Id}/results.xlsx?lang=${language}`} download>
              {t('course.gradesXlsx')}
            </Button>
          </Stack>
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('course.lists')}>
            <Tab label={t('course.listProjects')} {...tabProps('course', 0)} />
            <Tab label={t('course.listStudents')} {...tabProps('course', 1)} />
          </Tabs>
          <TabPanel prefix="course" index={0} value={tab}>
            <ItemsGrid aria-label={t('course.listProjects')} rows={data.projects} columns={projectColumns} getRowId={(r) => r.Id} />
          </TabPanel>
          <TabPanel prefix="course" index={1} value={tab}>
            <ItemsGrid aria-label={t('course.listStudents')} rows={data.students} columns={studentColumns} getRowId={(r) => r.Id} />
          </TabPanel>
          <AddStudentDialog courseId={c.Id} open={dialog === 'student'} onClose={() => setDialog(null)} />
          <AddProjectDialog courseId={c.Id} open={dialog === 'project'} onClose={() => setDialog(null)} />
          {dialog === 'edit' && <CourseEditDialog course={c} onClose={() => setDialog(null)} />}
        </>
      )}
    </DetailsFrame>
  );
}
