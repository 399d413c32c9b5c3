import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useAddStudentMutation } from '../../../api/studentApi';
import { studentAddSchema } from '../../../../common/validation/people';
import { FormDate, FormText } from '../common/fields';
import { FormAlert } from '../common/FormAlert';
import { FormGrid } from '../common/FormGrid';

const EMPTY = { code: '', name: '', birthday: '', address: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function StudentAddForm() {
  const [addStudent] = useAddStudentMutation();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={studentAddSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const r = await addStudent(studentAddSchema.cast(values)).unwrap();
          resetForm();
          setMessage({ severity: 'success', text: r.message ?? 'Added student successfully' });
        } catch (error) {
          setMessage({ severity: 'error', text: errorMessage(error) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add student">
          <FormGrid>
            <FormText name="code" label="Code" />
            <FormText name="name" label="Name" />
            <FormDate name="birthday" label="Birthday" />
            <FormText name="address" label="Address" />
            <FormText name="username" label="Username" />
            <FormText name="password" label="Password" type="password" autoComplete="new-password" />
          </FormGrid>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add
          </Button>
          <FormAlert message={message} />
        </Form>
      )}
    </Formik>
  );
}
