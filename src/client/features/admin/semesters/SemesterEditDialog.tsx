import { useEditSemesterMutation, type SemesterRow } from '../../../api/semesterApi';
import { semesterAddSchema } from '../../../../common/validation/catalog';
import { dateOnly } from '../../../../common/timing';
import { EditDialog } from '../../../components/EditDialog';
import { SemesterFields } from './SemesterFields';
import { useTranslation } from '../../../i18n/i18n';

/** The semester Edit modal; the server refuses an overlap or a board left outside the dates (shown inline). */
export function SemesterEditDialog({ semester, onClose }: { semester: SemesterRow; onClose(): void }) {
  const [editSemester] = useEditSemesterMutation();
  const { t } = useTranslation();
  return (
    <EditDialog
      title={t('adminUi.semesters.edit')}
      initialValues={{ year: String(semester.Year), session: semester.Session, startTime: dateOnly(semester.StartTime), endTime: dateOnly(semester.EndTime) }}
      schema={semesterAddSchema}
      save={(body) => editSemester({ ...body, id: semester.Id }).unwrap()}
      successText={t('adminUi.semesters.updated')}
      onClose={onClose}
    >
      <SemesterFields />
    </EditDialog>
  );
}
