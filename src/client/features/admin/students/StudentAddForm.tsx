import { useAddStudentMutation } from '../../../api/studentApi';
import { studentAddSchema } from '../../../../common/validation/people';
import { AddForm } from '../common/AddForm';
import { PersonFields } from '../common/PersonFields';

const EMPTY = { code: '', name: '', birthday: '', address: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function StudentAddForm() {
  const [addStudent] = useAddStudentMutation();
  return (
    <AddForm label="Add student" feedback="inline" initialValues={EMPTY} schema={studentAddSchema} save={(body) => addStudent(body).unwrap()} successText="Added student successfully">
      <PersonFields fields={['code', 'name', 'birthday', 'address', 'username', 'password']} />
    </AddForm>
  );
}
