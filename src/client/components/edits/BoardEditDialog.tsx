import { useMemo } from 'react';
import { useEditBoardMutation, type BoardRow } from '../../api/evalutionApi';
import { templateSelectors, useGetTemplatesQuery } from '../../api/templateApi';
import { boardEditSchema } from '../../../common/validation/board';
import { basisPointsOf } from '../../../common/grading';
import { dateOnly } from '../../../common/timing';
import { EditDialog } from '../EditDialog';
import { useTranslation } from '../../i18n/i18n';
import { FormDate, FormSelect, FormText } from '../formFields';
import { useSaveAnyway } from '../schedule/SaveAnyway';
import { useAppSelector } from '../../state/hooks';

/**
 * The evaluation board Edit modal: Name, Room, Template (complete templates of the board's subject), Date, times.
 * The server refuses a date outside the semester or a new template once the board has marks (shown inline).
 */
export function BoardEditDialog({ board, onClose }: { board: Pick<BoardRow, 'Id' | 'Name' | 'Room' | 'TemplateId' | 'Date' | 'StartTime' | 'EndTime' | 'SubjectId'>; onClose(): void }) {
  const { t } = useTranslation();
  const [editBoard] = useEditBoardMutation();
  const saveAnyway = useSaveAnyway();
  useGetTemplatesQuery();
  const allTemplates = useAppSelector(templateSelectors.selectAll);
  const templates = useMemo(
    () =>
      allTemplates
        .filter((tp) => tp.SubjectId === board.SubjectId && tp.ColumnCount > 0 && basisPointsOf(tp.PercentTotal) === 10000)
        .map((tp) => ({ value: tp.Id, label: `${tp.Id} - ${tp.Name}` })),
    [allTemplates, board.SubjectId],
  );
  return (
    <>
      <EditDialog
        title={t('adminUi.boards.edit')}
        initialValues={{ name: board.Name, room: board.Room, templateId: board.TemplateId, date: dateOnly(board.Date), startTime: board.StartTime.slice(0, 5), endTime: board.EndTime.slice(0, 5) }}
        schema={boardEditSchema}
        save={(body) => saveAnyway.guard((force) => editBoard({ ...body, id: board.Id, force }).unwrap())}
        successText={t('adminUi.boards.updated')}
        onClose={onClose}
      >
        <FormText name="name" label={t('adminUi.fields.name')} />
        <FormText name="room" label={t('adminUi.fields.room')} />
        <FormSelect name="templateId" label={t('adminUi.fields.template')} options={templates} />
        <FormDate name="date" label={t('adminUi.fields.date')} />
        <FormText name="startTime" label={t('adminUi.fields.startTime')} type="time" />
        <FormText name="endTime" label={t('adminUi.fields.endTime')} type="time" />
      </EditDialog>
      {saveAnyway.dialog}
    </>
  );
}
