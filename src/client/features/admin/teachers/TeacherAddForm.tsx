import { useAddTeacherMutation } from '../../../api/teacherApi';
import { lecturerAddSchema } from '../../../../common/validation/people';
import { AddForm } from '../common/AddForm';
import { PersonFields } from '../common/PersonFields';

const EMPTY = { name: '', birthday: '', phone: '', address: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function TeacherAddForm() {
  const [addTeacher] = useAddTeacherMutation();
  return (
    <AddForm label="Add lecturer" feedback="inline" initialValues={EMPTY} schema={lecturerAddSchema} save={(body) => addTeacher(body).unwrap()} successText="Added lecturer successfully">
      <PersonFields fields={['name', 'birthday', 'phone', 'address', 'username', 'password']} />
    </AddForm>
  );
}
