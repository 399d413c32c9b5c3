import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useEditStudentMutation, type StudentRow } from '../../../api/studentApi';
import { studentEditSchema } from '../../../../common/validation/people';
import { FormDate, FormText } from '../common/fields';
import { FormAlert } from '../common/FormAlert';

/** 'Edit student': name, birthday, address. */
export function StudentEditDialog({ student, onClose }: { student: StudentRow; onClose(): void }) {
  const [editStudent] = useEditStudentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="student-edit-title" fullWidth maxWidth="sm">
      <Formik
        initialValues={{ name: student.Name, birthday: (student.BirthDay ?? '').slice(0, 10), address: student.Address ?? '' }}
        validationSchema={studentEditSchema}
        onSubmit={async (values) => {
          try {
            await editStudent({ ...studentEditSchema.cast(values), id: student.Id }).unwrap();
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="student-edit-title">Edit student</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
              <FormText name="name" label="Name" />
              <FormDate name="birthday" label="Birthday" />
              <FormText name="address" label="Address" />
              <FormAlert message={failure ? { severity: 'error', text: failure } : null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save changes
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
