import Button from '@mui/material/Button';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useGetCoursesBySemesterSubjectQuery } from '../../../api/courseApi';
import { errorMessage } from '../../../api/baseApi';
import { useAddProjectMutation } from '../../../api/projectApi';
import { projectAddFormSchema } from '../../../../common/validation/catalog';
import { FormSelect, FormText } from '../common/fields';
import { FormGrid } from '../common/FormGrid';
import { useSemesterOptions, useSubjectOptions } from '../common/options';
import { useToast } from '../../../app/useToast';

type Values = { name: string; notion: string; semester: number | ''; subject: number | ''; courseId: number | '' };

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
  const toast = useToast();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const initial: Values = { name: '', notion: '', semester: '', subject: '', courseId: '' };
  return (
    <Formik
      initialValues={initial}
      validationSchema={projectAddFormSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          const r = await addProject(projectAddFormSchema.cast(values)).unwrap();
          resetForm();
          toast.success(r.message ?? 'Add project successfully');
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label="Add project">
          <FormGrid>
            <FormText name="name" label="Name" />
            <FormText name="notion" label="Notion" multiline />
            <FormSelect name="semester" label="Semester" options={semesters} onPicked={() => void setFieldValue('courseId', '')} />
            <FormSelect name="subject" label="Subject" options={subjects} onPicked={() => void setFieldValue('courseId', '')} />
            <CourseField />
          </FormGrid>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Add
          </Button>
        </Form>
      )}
    </Formik>
  );
}
