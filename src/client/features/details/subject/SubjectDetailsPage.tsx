import { t as translate, useTranslation } from '../../../i18n/i18n';
import { refusalText } from '../../../components/refusalText';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SubjectDetails } from '../../../../common/contract/details';
import { courseAddSchema } from '../../../../common/validation/catalog';
import { useAddCourseMutation, useDeleteCourseMutation } from '../../../api/courseApi';
import { useGetSubjectDetailsQuery } from '../../../api/detailsApi';
import { errorMessage } from '../../../api/baseApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { DisabledAction } from '../../../components/DisabledAction';
import { FormSelect, FormText } from '../../../components/formFields';
import { SubjectEditDialog } from '../../../components/edits/SubjectEditDialog';
import { DetailsFrame, InfoList, ItemsGrid, runAndToast, semesterLabel } from '../common';
import { useToast } from '../../../components/useToast';

type SubjectCourse = SubjectDetails['courses'][number];

interface CourseDraft {
  subjectId: number;
  semesterId: number | '';
  LectureId: number | '';
  name: string;
}

/** The Add Course modal: Formik + the shared courseAddSchema (nothing is sent unless semester, lecturer and name are set). */
function AddCourseDialog({ details, open, onClose }: { details: SubjectDetails; open: boolean; onClose(): void }) {
  const [add] = useAddCourseMutation();
  const toasts = useToast();
  const initialValues: CourseDraft = { subjectId: details.subject.Id, semesterId: '', LectureId: '', name: '' };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-course-title" fullWidth maxWidth="sm">
      <Formik<CourseDraft>
        initialValues={initialValues}
        validationSchema={courseAddSchema}
        onSubmit={async (values, { resetForm }) => {
          const body = courseAddSchema.cast(values);
          if (await runAndToast(toasts, () => add({ ...body, name: body.name.trim() }), translate('errors.addedCourse'))) {
            resetForm();
            onClose();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="add-course-title">
            <DialogTitle id="add-course-title">{translate('subject.addCourse')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormSelect name="semesterId" label={translate('details.semester')} options={details.semesters.map((s) => ({ value: s.Id, label: semesterLabel(s.Year, s.Session) }))} />
                <FormSelect name="LectureId" label={translate('details.lecturer')} options={details.lecturers.map((l) => ({ value: l.Id, label: l.Name }))} />
                <FormText name="name" label={translate('student.courseName')} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{translate('common.close')}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {translate('common.add')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

/** /subjectdetails/{subject}: the subject and its courses (one call). */
export default function SubjectDetailsPage() {
  const subjectId = Number(useParams().subject);
  const valid = Number.isInteger(subjectId) && subjectId > 0;
  const { data, isLoading, error } = useGetSubjectDetailsQuery(subjectId, { skip: !valid });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [toRemove, setToRemove] = useState<SubjectCourse | null>(null);
  const [remove, removing] = useDeleteCourseMutation();
  const toasts = useToast();
  useTranslation();

  const columns: GridColDef<SubjectCourse>[] = [
    { field: 'semester', headerName: translate('details.semester'), width: 150, valueGetter: (_v, r) => semesterLabel(r.SemesterYear, r.SemesterSession) },
    { field: 'Id', headerName: translate('lecturer.courseId'), width: 110 },
    { field: 'Name', headerName: translate('student.courseName'), flex: 1, minWidth: 160 },
    { field: 'LecturerName', headerName: translate('details.lecturer'), flex: 1, minWidth: 160 },
    {
      field: 'details',
      headerName: translate('subject.details'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/coursedetails/${row.Id}`} aria-label={translate('subject.detailsOf', { name: row.Name })}>
          {translate('subject.details')}
        </Link>
      ),
    },
    {
      field: 'remove',
      headerName: translate('details.remove'),
      width: 140,
      sortable: false,
      // a course with projects or students would be refused: not offered, its reason beside it (the server's own)
      renderCell: ({ row }) =>
        row.blocked ? (
          <DisabledAction color="error" reason={refusalText({ reason: row.blocked, code: row.blockedCode, params: row.blockedParams })} label={translate('subject.removeCourse', { name: row.Name })}>
            {translate('details.remove')}
          </DisabledAction>
        ) : (
          <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={translate('subject.removeCourse', { name: row.Name })}>
            {translate('details.remove')}
          </Button>
        ),
    },
  ];

  return (
    <DetailsFrame title={translate('subject.title')} loading={valid && isLoading} error={valid ? error : { data: { message: translate('subject.unknown') } }}>
      {data && (
        <>
          <InfoList
            label={translate('subject.info')}
            items={[
              [translate('details.id'), data.subject.Id],
              [translate('details.name'), data.subject.Name],
              [translate('details.description'), data.subject.Description],
            ]}
          />
          <Button variant="outlined" onClick={() => setEditing(true)} sx={{ mb: 2 }} className="no-print">
            {translate('adminUi.details.editSubject')}
          </Button>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('subject.listCourses')}
            </Typography>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              {translate('subject.plusAdd')}
            </Button>
          </Stack>
          <ItemsGrid aria-label={translate('subject.listCourses')} rows={data.courses} columns={columns} getRowId={(r) => r.Id} />
          <AddCourseDialog details={data} open={adding} onClose={() => setAdding(false)} />
          {editing && <SubjectEditDialog subject={data.subject} onClose={() => setEditing(false)} />}
          <ConfirmDialog
            open={toRemove !== null}
            message={toRemove ? removeQuestion('course', toRemove.Id) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              try {
                await remove(toRemove.Id).unwrap();
                toasts.success(translate('errors.deletedCourse'));
              } catch (e) {
                toasts.error(errorMessage(e, translate('errors.deleteError')));
              }
              setToRemove(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
