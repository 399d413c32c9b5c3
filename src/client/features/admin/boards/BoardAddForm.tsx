import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddBoardMutation } from '../../../api/evalutionApi';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';
import { boardAddSchema } from '../../../../common/validation/board';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { AddForm } from '../common/AddForm';
import { useSemesterOptions, useSubjectOptions } from '../../../components/options';
import { basisPointsOf } from '../../../../common/grading';
import { useTranslation } from '../../../i18n/i18n';
import { useSaveAnyway } from '../../../components/schedule/SaveAnyway';
import { ConflictNotice, useConflictNotice } from '../../../components/schedule/ConflictNotice';
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
  const conflicts = useConflictNotice();
  // the board just added stays named under the form with a link to its page (the toast closes after 2 s), so the
  // next step (its lecturers and projects) is one click away
  const [added, setAdded] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <AddForm
        label={t('adminUi.boards.add')}
        heading
        initialValues={EMPTY}
        schema={boardAddSchema}
        save={async (body) => {
          setAdded(null);
          const r = await saveAnyway.guard((force) => addBoard({ ...body, force }).unwrap());
          conflicts.clear();
          const id = (r as { data?: { id?: unknown } } | undefined)?.data?.id;
          if (typeof id === 'number') setAdded({ id, name: body.name });
          return r;
        }}
        successText={t('adminUi.boards.added')}
        onRefused={(error, { setFieldError }) =>
          conflicts.refused(error, (fields, text) => fields.forEach((f) => setFieldError(f, text)), (c) => (c.Kind === 'room' ? ['room', 'date', 'startTime', 'endTime'] : ['date', 'startTime', 'endTime']))
        }
        after={({ setFieldValue }) => (
          <>
            {added && (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {t('adminUi.boards.addedNotice', { name: added.name })}{' '}
                <Link component={RouterLink} to={`/boarddetails/${added.id}`}>
                  {t('adminUi.boards.open', { name: added.name })}
                </Link>
              </Alert>
            )}
            <ConflictNotice
            state={conflicts.state}
            onUseFree={(slot) => {
              void setFieldValue('startTime', slot.Start);
              void setFieldValue('endTime', slot.End);
              conflicts.clear();
            }}
          />
          </>
        )}
      >
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
