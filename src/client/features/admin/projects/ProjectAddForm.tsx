import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useGetCoursesBySemesterSubjectQuery } from '../../../api/courseApi';
import { useAddProjectMutation } from '../../../api/projectApi';
import { projectAddFormSchema } from '../../../../common/validation/catalog';
import { FormSelect, FormText } from '../../../components/formFields';
import { AddForm } from '../common/AddForm';
import { useSemesterOptions, useSubjectOptions } from '../../../components/options';
import { useTranslation } from '../../../i18n/i18n';

type Values = { name: string; notion: string; semester: number | ''; subject: number | ''; courseId: number | '' };
const EMPTY: Values = { name: '', notion: '', semester: '', subject: '', courseId: '' };

/** The course select fills once semester and subject are chosen. */
function CourseField() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const ready = !!values.semester && !!values.subject;
  const { t } = useTranslation();
  const { data, isFetching } = useGetCoursesBySemesterSubjectQuery({ semesterId: Number(values.semester), subjectId: Number(values.subject) }, { skip: !ready });
  const options = useMemo(() => (ready ? (data ?? []).map((c) => ({ value: c.Id, label: `${c.Id} - ${c.Name}` })) : []), [data, ready]);
  return (
    <FormSelect
      name="courseId"
      label={t('adminUi.fields.courseId')}
      options={options}
      disabled={!ready || isFetching}
      onPicked={(v) => void setFieldValue('courseId', v)}
    />
  );
}

export function ProjectAddForm() {
  const [addProject] = useAddProjectMutation();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const { t } = useTranslation();
  return (
    <AddForm label={t('adminUi.projects.add')} initialValues={EMPTY} schema={projectAddFormSchema} save={(body) => addProject(body).unwrap()} successText={t('adminUi.projects.added')}>
      {({ setFieldValue }) => (
        <>
          <FormText name="name" label={t('adminUi.fields.name')} />
          <FormText name="notion" label={t('adminUi.fields.notion')} multiline />
          <FormSelect name="semester" label={t('adminUi.fields.semester')} options={semesters} onPicked={() => void setFieldValue('courseId', '')} />
          <FormSelect name="subject" label={t('adminUi.fields.subject')} options={subjects} onPicked={() => void setFieldValue('courseId', '')} />
          <CourseField />
        </>
      )}
    </AddForm>
  );
}
