import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useAddTeacherMutation } from '../../../api/teacherApi';
import { lecturerAddSchema } from '../../../../common/validation/people';
import { FormDate, FormText } from '../common/fields';
import { FormAlert } from '../common/FormAlert';
import { FormGrid } from '../common/FormGrid';

const EMPTY = { name: '', birthday: '', phone: '', address: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function TeacherAddForm() {
  const [addTeacher] = useAddTeacherMutation();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={lecturerAddSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const r = await addTeacher(lecturerAddSchema.cast(values)).unwrap();
          resetForm();
          setMessage({ severity: 'success', text: r.message ?? 'Added lecturer successfully' });
        } catch (error) {
          setMessage({ severity: 'error', text: errorMessage(error) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add lecturer">
          <FormGrid>
            <FormText name="name" label="Name" />
            <FormDate name="birthday" label="Birthday" />
            <FormText name="phone" label="Phone number" type="tel" />
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
