import { useEditStudentMutation, type StudentRow } from '../../../api/studentApi';
import { studentEditSchema } from '../../../../common/validation/people';
import { EditDialog } from '../common/EditDialog';
import { PersonFields } from '../common/PersonFields';

/** 'Edit student': name, birthday, address. */
export function StudentEditDialog({ student, onClose }: { student: StudentRow; onClose(): void }) {
  const [editStudent] = useEditStudentMutation();
  return (
    <EditDialog
      title="Edit student"
      initialValues={{ name: student.Name, birthday: (student.BirthDay ?? '').slice(0, 10), address: student.Address ?? '' }}
      schema={studentEditSchema}
      save={(body) => editStudent({ ...body, id: student.Id }).unwrap()}
      onClose={onClose}
    >
      <PersonFields fields={['name', 'birthday', 'address']} />
    </EditDialog>
  );
}
