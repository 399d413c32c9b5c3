import { useEditStudentMutation, type StudentRow } from '../../../api/studentApi';
import { studentEditSchema } from '../../../../common/validation/people';
import { EditDialog } from '../common/EditDialog';
import { PersonFields } from '../common/PersonFields';
import { dateOnly } from '../../../../common/timing';

/** 'Edit student': name, birthday, address. */
export function StudentEditDialog({ student, onClose }: { student: StudentRow; onClose(): void }) {
  const [editStudent] = useEditStudentMutation();
  return (
    <EditDialog
      title="Edit student"
      initialValues={{ name: student.Name, birthday: dateOnly(student.BirthDay), address: student.Address ?? '' }}
      schema={studentEditSchema}
      save={(body) => editStudent({ ...body, id: student.Id }).unwrap()}
      onClose={onClose}
    >
      <PersonFields fields={['name', 'birthday', 'address']} />
    </EditDialog>
  );
}
