import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useAddBoardMutation } from '../../../api/evalutionApi';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';
import { boardAddSchema } from '../../../../common/validation/board';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { AddForm } from '../common/AddForm';
import { useSemesterOptions, useSubjectOptions } from '../common/options';
import { basisPointsOf } from '../../../../common/grading';

type Values = { name: string; room: string; semesterId: number | ''; subjectId: number | ''; templateId: number | ''; startTime: string; endTime: string; date: string };
const EMPTY: Values = { name: '', room: '', semesterId: '', subjectId: '', templateId: '', startTime: '', endTime: '', date: '' };

/** Only the chosen subject's templates whose columns add up to 100 % can be used by a board. */
function TemplateField() {
  const { values } = useFormikContext<Values>();
  const { data } = useGetTemplatesQuery();
  const options = useMemo(
    () =>
      (data ? templateSelectors.selectAll(data) : [])
        .filter((t) => t.SubjectId === values.subjectId && t.ColumnCount > 0 && basisPointsOf(t.PercentTotal) === 10000)
        .map((t) => ({ value: t.Id, label: `${t.Id} - ${t.Name}` })),
    [data, values.subjectId],
  );
  return <FormSelect name="templateId" label="Template" options={options} disabled={!values.subjectId} />;
}

/** 'Add Committee': Name, Room, Semester, Subject, Template, Start Time, End Time, Date. */
export function BoardAddForm() {
  const [addBoard] = useAddBoardMutation();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  return (
    <AddForm label="Add Committee" heading initialValues={EMPTY} schema={boardAddSchema} save={(body) => addBoard(body).unwrap()} successText="Added evaluation board successfully">
      {({ setFieldValue }) => (
        <>
          <FormText name="name" label="Name" />
          <FormText name="room" label="Room" type="number" />
          <FormSelect name="semesterId" label="Semester" options={semesters} />
          <FormSelect name="subjectId" label="Subject" options={subjects} onPicked={() => void setFieldValue('templateId', '')} />
          <TemplateField />
          <FormDate name="date" label="Date" />
          <FormText name="startTime" label="Start Time" type="time" />
          <FormText name="endTime" label="End Time" type="time" />
        </>
      )}
    </AddForm>
  );
}
