import { useEditSemesterMutation, type SemesterRow } from '../../../api/semesterApi';
import { semesterAddSchema } from '../../../../common/validation/catalog';
import { dateOnly } from '../../../../common/timing';
import { EditDialog } from '../common/EditDialog';
import { FormDate, FormText } from '../../../components/formFields';

/** The semester Edit modal; the server refuses an overlap or a board left outside the dates (shown inline). */
export function SemesterEditDialog({ semester, onClose }: { semester: SemesterRow; onClose(): void }) {
  const [editSemester] = useEditSemesterMutation();
  return (
    <EditDialog
      title="Edit semester"
      initialValues={{ year: String(semester.Year), session: semester.Session, startTime: dateOnly(semester.StartTime), endTime: dateOnly(semester.EndTime) }}
      schema={semesterAddSchema}
      save={(body) => editSemester({ ...body, id: semester.Id }).unwrap()}
      successText="Updated semester successfully"
      onClose={onClose}
    >
      <FormText name="year" label="Year" type="number" />
      <FormText name="session" label="Session" />
      <FormDate name="startTime" label="Start time" />
      <FormDate name="endTime" label="End time" />
    </EditDialog>
  );
}
