import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useEditTeacherMutation, type LecturerRow } from '../../../api/teacherApi';
import { lecturerEditSchema } from '../../../../common/validation/people';
import { FormDate, FormText } from '../common/fields';
import { FormAlert } from '../common/FormAlert';

/** 'Edit Teacher': name, phone number, birthday, address. */
export function TeacherEditDialog({ teacher, onClose }: { teacher: LecturerRow; onClose(): void }) {
  const [editTeacher] = useEditTeacherMutation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="teacher-edit-title" fullWidth maxWidth="sm">
      <Formik
        initialValues={{ name: teacher.Name, phonenumber: teacher.PhoneNumber ?? '', birthday: (teacher.BirthDay ?? '').slice(0, 10), address: teacher.Address ?? '' }}
        validationSchema={lecturerEditSchema}
        onSubmit={async (values) => {
          try {
            await editTeacher({ ...lecturerEditSchema.cast(values), id: teacher.Id }).unwrap();
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="teacher-edit-title">Edit Teacher</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
              <FormText name="name" label="Name" />
              <FormText name="phonenumber" label="Phone number" type="tel" />
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
