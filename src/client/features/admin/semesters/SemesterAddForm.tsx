import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../api/baseApi';
import { useAddSemesterMutation } from '../../../api/semesterApi';
import { semesterAddSchema } from '../../../../common/validation/catalog';
import { FormDate, FormText } from '../common/fields';
import { FormGrid } from '../common/FormGrid';
import { useToast } from '../../../app/useToast';

const EMPTY = { year: '', session: '', startTime: '', endTime: '' };

export function SemesterAddForm() {
  const [addSemester] = useAddSemesterMutation();
  const toast = useToast();
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={semesterAddSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await addSemester(semesterAddSchema.cast(values)).unwrap();
          resetForm();
          // The spec's snackbar text (sic), 3 s.
          toast.success('Add template successfully', { autoHideDuration: 3000 });
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add semester">
          <FormGrid>
            <FormText name="year" label="Year" type="number" />
            <FormText name="session" label="Session" />
            <FormDate name="startTime" label="Start time" />
            <FormDate name="endTime" label="End time" />
          </FormGrid>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add
          </Button>
        </Form>
      )}
    </Formik>
  );
}
