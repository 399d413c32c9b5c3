import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../api/baseApi';
import { useAddSubjectMutation } from '../../../api/subjectApi';
import { subjectAddSchema } from '../../../../common/validation/catalog';
import { FormText } from '../common/fields';
import { FormGrid } from '../common/FormGrid';
import { useToast } from '../../../app/useToast';

export function SubjectAddForm() {
  const [addSubject] = useAddSubjectMutation();
  const toast = useToast();
  return (
    <Formik
      initialValues={{ name: '', description: '' }}
      validationSchema={subjectAddSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const r = await addSubject(subjectAddSchema.cast(values)).unwrap();
          resetForm();
          toast.success(r.message ?? 'Added subject successfully');
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add subject">
          <FormGrid>
            <FormText name="name" label="Subject" />
            <FormText name="description" label="Description" multiline />
          </FormGrid>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add
          </Button>
        </Form>
      )}
    </Formik>
  );
}
