import { useAddCourseMutation } from '../../../api/courseApi';
import { courseAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { FormSelect, FormText } from '../../../components/formFields';
import { useLecturerOptions, useSemesterOptions, useSubjectOptions } from '../common/options';

export function CourseAddForm() {
  const [addCourse] = useAddCourseMutation();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const lecturers = useLecturerOptions();
  return (
    <AddForm
      label="Add course"
      initialValues={{ semesterId: '', subjectId: '', LectureId: '', name: '' }}
      schema={courseAddSchema}
      save={(body) => addCourse(body).unwrap()}
      successText="Add course added successfully"
    >
      <FormSelect name="semesterId" label="Semester" options={semesters} />
      <FormSelect name="subjectId" label="Subject" options={subjects} />
      <FormSelect name="LectureId" label="Lecturer" options={lecturers} />
      <FormText name="name" label="Name" />
    </AddForm>
  );
}
