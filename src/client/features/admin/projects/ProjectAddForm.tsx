import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useGetCoursesBySemesterSubjectQuery } from '../../../api/courseApi';
import { useAddProjectMutation } from '../../../api/projectApi';
import { projectAddFormSchema } from '../../../../common/validation/catalog';
import { FormSelect, FormText } from '../../../components/formFields';
import { AddForm } from '../common/AddForm';
import { useSemesterOptions, useSubjectOptions } from '../common/options';

type Values = { name: string; notion: string; semester: number | ''; subject: number | ''; courseId: number | '' };
const EMPTY: Values = { name: '', notion: '', semester: '', subject: '', courseId: '' };

/** The course select fills once semester and subject are chosen. */
function CourseField() {
  const { values, setFieldValue } = useFormikContext<Values>();
  const ready = !!values.semester && !!values.subject;
  const { data, isFetching } = useGetCoursesBySemesterSubjectQuery({ semesterId: Number(values.semester), subjectId: Number(values.subject) }, { skip: !ready });
  const options = useMemo(() => (ready ? (data ?? []).map((c) => ({ value: c.Id, label: `${c.Id} - ${c.Name}` })) : []), [data, ready]);
  return (
    <FormSelect
      name="courseId"
      label="Course Id"
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
  return (
    <AddForm label="Add project" initialValues={EMPTY} schema={projectAddFormSchema} save={(body) => addProject(body).unwrap()} successText="Add project successfully">
      {({ setFieldValue }) => (
        <>
          <FormText name="name" label="Name" />
          <FormText name="notion" label="Notion" multiline />
          <FormSelect name="semester" label="Semester" options={semesters} onPicked={() => void setFieldValue('courseId', '')} />
          <FormSelect name="subject" label="Subject" options={subjects} onPicked={() => void setFieldValue('courseId', '')} />
          <CourseField />
        </>
      )}
    </AddForm>
  );
}
