import { useEditTeacherMutation, type LecturerRow } from '../../../api/teacherApi';
import { lecturerEditSchema } from '../../../../common/validation/people';
import { EditDialog } from '../common/EditDialog';
import { PersonFields } from '../common/PersonFields';
import { dateOnly } from '../../../../common/timing';

/** 'Edit Teacher': name, phone number, birthday, address. */
export function TeacherEditDialog({ teacher, onClose }: { teacher: LecturerRow; onClose(): void }) {
  const [editTeacher] = useEditTeacherMutation();
  return (
    <EditDialog
      title="Edit Teacher"
      initialValues={{ name: teacher.Name, phonenumber: teacher.PhoneNumber ?? '', birthday: dateOnly(teacher.BirthDay), address: teacher.Address ?? '' }}
      schema={lecturerEditSchema}
      save={(body) => editTeacher({ ...body, id: teacher.Id }).unwrap()}
      onClose={onClose}
    >
      <PersonFields fields={['name', 'phonenumber', 'birthday', 'address']} />
    </EditDialog>
  );
}
