import { useEditTeacherMutation, type LecturerRow } from '../../../api/teacherApi';
import { lecturerEditSchema } from '../../../../common/validation/people';
import { EditDialog } from '../../../components/EditDialog';
import { PersonFields } from '../common/PersonFields';
import { dateOnly } from '../../../../common/timing';
import { useTranslation } from '../../../i18n/i18n';

/** 'Edit Teacher': name, phone number, birthday, address. */
export function TeacherEditDialog({ teacher, onClose }: { teacher: LecturerRow; onClose(): void }) {
  const [editTeacher] = useEditTeacherMutation();
  const { t } = useTranslation();
  return (
    <EditDialog
      title={t('adminUi.teachers.edit')}
      initialValues={{ name: teacher.Name, phonenumber: teacher.PhoneNumber ?? '', birthday: dateOnly(teacher.BirthDay), address: teacher.Address ?? '', email: teacher.Email ?? '' }}
      schema={lecturerEditSchema}
      save={(body) => editTeacher({ ...body, id: teacher.Id }).unwrap()}
      successText={t('errors.updatedLecturer')}
      onClose={onClose}
    >
      <PersonFields fields={['name', 'phonenumber', 'birthday', 'address', 'email']} />
    </EditDialog>
  );
}
