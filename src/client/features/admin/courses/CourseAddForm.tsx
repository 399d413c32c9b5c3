import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useAddCourseMutation } from '../../../api/courseApi';
import { errorMessage } from '../../../api/baseApi';
import { courseAddSchema } from '../../../../common/validation/catalog';
import { FormSelect, FormText } from '../common/fields';
import { FormGrid } from '../common/FormGrid';
import { useLecturerOptions, useSemesterOptions, useSubjectOptions } from '../common/options';
import { useToast } from '../../../app/useToast';

export function CourseAddForm() {
  const [addCourse] = useAddCourseMutation();
  const toast = useToast();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const lecturers = useLecturerOptions();
  return (
    <Formik
      initialValues={{ semesterId: '', subjectId: '', LectureId: '', name: '' }}
      validationSchema={courseAddSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const r = await addCourse(courseAddSchema.cast(values)).unwrap();
          resetForm();
          toast.success(r.message ?? 'Add course added successfully');
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add course">
          <FormGrid>
            <FormSelect name="semesterId" label="Semester" options={semesters} />
            <FormSelect name="subjectId" label="Subject" options={subjects} />
            <FormSelect name="LectureId" label="Lecturer" options={lecturers} />
            <FormText name="name" label="Name" />
          </FormGrid>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add
          </Button>
        </Form>
      )}
    </Formik>
  );
}
