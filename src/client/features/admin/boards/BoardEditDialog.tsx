import { useMemo } from 'react';
import { useEditBoardMutation, type BoardRow } from '../../../api/evalutionApi';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';
import { boardEditSchema } from '../../../../common/validation/board';
import { basisPointsOf } from '../../../../common/grading';
import { dateOnly } from '../../../../common/timing';
import { EditDialog } from '../common/EditDialog';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';

/**
 * The evaluation board Edit modal: Name, Room, Template (complete templates of the board's subject), Date, times.
 * The server refuses a date outside the semester or a new template once the board has marks (shown inline).
 */
export function BoardEditDialog({ board, onClose }: { board: BoardRow; onClose(): void }) {
  const [editBoard] = useEditBoardMutation();
  const { data } = useGetTemplatesQuery();
  const templates = useMemo(
    () =>
      (data ? templateSelectors.selectAll(data) : [])
        .filter((t) => t.SubjectId === board.SubjectId && t.ColumnCount > 0 && basisPointsOf(t.PercentTotal) === 10000)
        .map((t) => ({ value: t.Id, label: `${t.Id} - ${t.Name}` })),
    [data, board.SubjectId],
  );
  return (
    <EditDialog
      title="Edit evaluation board"
      initialValues={{ name: board.Name, room: board.Room, templateId: board.TemplateId, date: dateOnly(board.Date), startTime: board.StartTime.slice(0, 5), endTime: board.EndTime.slice(0, 5) }}
      schema={boardEditSchema}
      save={(body) => editBoard({ ...body, id: board.Id }).unwrap()}
      successText="Updated evaluation board successfully"
      onClose={onClose}
    >
      <FormText name="name" label="Name" />
      <FormText name="room" label="Room" />
      <FormSelect name="templateId" label="Template" options={templates} />
      <FormDate name="date" label="Date" />
      <FormText name="startTime" label="Start Time" type="time" />
      <FormText name="endTime" label="End Time" type="time" />
    </EditDialog>
  );
}
