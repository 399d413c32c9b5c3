import { useAddStudentMutation } from '../../../api/studentApi';
import { studentAddSchema } from '../../../../common/validation/people';
import { AddForm } from '../common/AddForm';
import { PersonFields } from '../common/PersonFields';
import { useTranslation } from '../../../i18n/i18n';

const EMPTY = { code: '', name: '', birthday: '', address: '', email: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function StudentAddForm() {
  const [addStudent] = useAddStudentMutation();
  const { t } = useTranslation();
  return (
    <AddForm label={t('adminStudents.students.addForm')} feedback="inline" initialValues={EMPTY} schema={studentAddSchema} save={(body) => addStudent(body).unwrap()} successText={t('adminStudents.students.added')}>
      <PersonFields fields={['code', 'name', 'birthday', 'address', 'email', 'username', 'password']} />
    </AddForm>
  );
}
