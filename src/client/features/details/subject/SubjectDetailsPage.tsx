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
import type { SubjectDetails } from '../../../../common/dto/details';
import { courseAddSchema } from '../../../../common/validation/catalog';
import { useAddCourseMutation, useDeleteCourseMutation } from '../../../api/courseApi';
import { useGetSubjectDetailsQuery } from '../../../api/detailsApi';
import { errorMessage } from '../../../api/baseApi';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { FormSelect, FormText } from '../../../components/formFields';
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
          if (await runAndToast(toasts, () => add({ ...body, name: body.name.trim() }), 'Add course added successfully')) {
            resetForm();
            onClose();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="add-course-title">
            <DialogTitle id="add-course-title">Add Course</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormSelect name="semesterId" label="Semester" options={details.semesters.map((s) => ({ value: s.Id, label: semesterLabel(s.Year, s.Session) }))} />
                <FormSelect name="LectureId" label="Lecturer" options={details.lecturers.map((l) => ({ value: l.Id, label: l.Name }))} />
                <FormText name="name" label="Course name" />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Add
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
  const [toRemove, setToRemove] = useState<SubjectCourse | null>(null);
  const [remove, removing] = useDeleteCourseMutation();
  const toasts = useToast();

  const columns: GridColDef<SubjectCourse>[] = [
    { field: 'semester', headerName: 'Semester', width: 150, valueGetter: (_v, r) => semesterLabel(r.SemesterYear, r.SemesterSession) },
    { field: 'Id', headerName: 'Course ID', width: 110 },
    { field: 'Name', headerName: 'Course Name', flex: 1, minWidth: 160 },
    { field: 'LecturerName', headerName: 'Lecturer', flex: 1, minWidth: 160 },
    {
      field: 'details',
      headerName: 'Details',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/coursedetails/${row.Id}`} aria-label={`Details of course ${row.Name}`}>
          Details
        </Link>
      ),
    },
    {
      field: 'remove',
      headerName: 'Remove',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" color="error" onClick={() => setToRemove(row)} aria-label={`Remove course ${row.Name}`}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <DetailsFrame title="Subject details" loading={valid && isLoading} error={valid ? error : { data: { message: 'Unknown subject' } }}>
      {data && (
        <>
          <InfoList
            label="Subject information"
            items={[
              ['ID', data.subject.Id],
              ['Name', data.subject.Name],
              ['Description', data.subject.Description],
            ]}
          />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2">
              List course in subject
            </Typography>
            <Button variant="outlined" onClick={() => setAdding(true)}>
              + Add
            </Button>
          </Stack>
          <ItemsGrid aria-label="List course in subject" rows={data.courses} columns={columns} getRowId={(r) => r.Id} />
          <AddCourseDialog details={data} open={adding} onClose={() => setAdding(false)} />
          <ConfirmDialog
            open={toRemove !== null}
            message={toRemove ? removeQuestion('course', toRemove.Id) : ''}
            busy={removing.isLoading}
            onCancel={() => setToRemove(null)}
            onConfirm={async () => {
              if (!toRemove) return;
              try {
                await remove(toRemove.Id).unwrap();
                toasts.success('Deleted course successfully');
              } catch (e) {
                toasts.error(errorMessage(e, 'Delete error'));
              }
              setToRemove(null);
            }}
          />
        </>
      )}
    </DetailsFrame>
  );
}
