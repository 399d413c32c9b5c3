import { useEditStudentMutation, type StudentRow } from '../../../api/studentApi';
import { studentEditSchema } from '../../../../common/validation/people';
import { EditDialog } from '../../../components/EditDialog';
import { PersonFields } from '../common/PersonFields';
import { dateOnly } from '../../../../common/timing';
import { useTranslation } from '../../../i18n/i18n';

/** 'Edit student': name, birthday, address. */
export function StudentEditDialog({ student, onClose }: { student: StudentRow; onClose(): void }) {
  const [editStudent] = useEditStudentMutation();
  const { t } = useTranslation();
  return (
    <EditDialog
      title={t('adminStudents.students.editTitle')}
      initialValues={{ name: student.Name, birthday: dateOnly(student.BirthDay), address: student.Address ?? '', email: student.Email ?? '' }}
      schema={studentEditSchema}
      save={(body) => editStudent({ ...body, id: student.Id }).unwrap()}
      onClose={onClose}
    >
      <PersonFields fields={['name', 'birthday', 'address', 'email']} />
    </EditDialog>
  );
}
