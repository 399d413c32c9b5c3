import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useAddBoardMutation } from '../../../api/evalutionApi';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';
import { boardAddSchema } from '../../../../common/validation/board';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { AddForm } from '../common/AddForm';
import { useSemesterOptions, useSubjectOptions } from '../../../components/options';
import { basisPointsOf } from '../../../../common/grading';
import { useTranslation } from '../../../i18n/i18n';
import { useSaveAnyway } from '../../../components/schedule/SaveAnyway';
import { useAppSelector } from '../../../state/hooks';

type Values = { name: string; room: string; semesterId: number | ''; subjectId: number | ''; templateId: number | ''; startTime: string; endTime: string; date: string };
const EMPTY: Values = { name: '', room: '', semesterId: '', subjectId: '', templateId: '', startTime: '', endTime: '', date: '' };

/** Only the chosen subject's templates whose columns add up to 100 % can be used by a board. */
function TemplateField() {
  const { values } = useFormikContext<Values>();
  useGetTemplatesQuery();
  const allTemplates = useAppSelector(templateSelectors.selectAll);
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      allTemplates
        .filter((tp) => tp.SubjectId === values.subjectId && tp.ColumnCount > 0 && basisPointsOf(tp.PercentTotal) === 10000)
        .map((tp) => ({ value: tp.Id, label: `${tp.Id} - ${tp.Name}` })),
    [allTemplates, values.subjectId],
  );
  return <FormSelect name="templateId" label={t('adminUi.fields.template')} options={options} disabled={!values.subjectId} />;
}

/** 'Add Committee': Name, Room, Semester, Subject, Template, Start Time, End Time, Date. */
export function BoardAddForm() {
  const [addBoard] = useAddBoardMutation();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const { t } = useTranslation();
  const saveAnyway = useSaveAnyway();
  return (
    <>
      <AddForm label={t('adminUi.boards.add')} heading initialValues={EMPTY} schema={boardAddSchema} save={(body) => saveAnyway.guard((force) => addBoard({ ...body, force }).unwrap())} successText={t('adminUi.boards.added')}>
        {({ setFieldValue }) => (
          <>
            <FormText name="name" label={t('adminUi.fields.name')} />
            <FormText name="room" label={t('adminUi.fields.room')} type="number" />
            <FormSelect name="semesterId" label={t('adminUi.fields.semester')} options={semesters} />
            <FormSelect name="subjectId" label={t('adminUi.fields.subject')} options={subjects} onPicked={() => void setFieldValue('templateId', '')} />
            <TemplateField />
            <FormDate name="date" label={t('adminUi.fields.date')} />
            <FormText name="startTime" label={t('adminUi.fields.startTime')} type="time" />
            <FormText name="endTime" label={t('adminUi.fields.endTime')} type="time" />
          </>
        )}
      </AddForm>
      {saveAnyway.dialog}
    </>
  );
}
