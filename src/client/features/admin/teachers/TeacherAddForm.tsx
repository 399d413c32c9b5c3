import { useAddTeacherMutation } from '../../../api/teacherApi';
import { lecturerAddSchema } from '../../../../common/validation/people';
import { AddForm } from '../common/AddForm';
import { PersonFields } from '../common/PersonFields';
import { useTranslation } from '../../../i18n/i18n';

const EMPTY = { name: '', birthday: '', phone: '', address: '', email: '', username: '', password: '' };

/** On success the form resets and the server's message shows; otherwise its message shows as an error (form kept). */
export function TeacherAddForm() {
  const [addTeacher] = useAddTeacherMutation();
  const { t } = useTranslation();
  return (
    <AddForm label={t('adminUi.teachers.add')} feedback="inline" initialValues={EMPTY} schema={lecturerAddSchema} save={(body) => addTeacher(body).unwrap()} successText={t('adminUi.teachers.added')}>
      <PersonFields fields={['name', 'birthday', 'phone', 'address', 'email', 'username', 'password']} />
    </AddForm>
  );
}
