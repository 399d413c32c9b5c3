import { useAddCourseMutation } from '../../../api/courseApi';
import { courseAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { FormSelect, FormText } from '../../../components/formFields';
import { useLecturerOptions, useSemesterOptions, useSubjectOptions } from '../../../components/options';
import { useTranslation } from '../../../i18n/i18n';

export function CourseAddForm() {
  const [addCourse] = useAddCourseMutation();
  const semesters = useSemesterOptions();
  const subjects = useSubjectOptions();
  const lecturers = useLecturerOptions();
  const { t } = useTranslation();
  return (
    <AddForm
      label={t('adminUi.courses.add')}
      initialValues={{ semesterId: '', subjectId: '', LectureId: '', name: '' }}
      schema={courseAddSchema}
      save={(body) => addCourse(body).unwrap()}
      successText={t('adminUi.courses.added')}
    >
      <FormSelect name="semesterId" label={t('adminUi.fields.semester')} options={semesters} />
      <FormSelect name="subjectId" label={t('adminUi.fields.subject')} options={subjects} />
      <FormSelect name="LectureId" label={t('adminUi.fields.lecturer')} options={lecturers} />
      <FormText name="name" label={t('adminUi.fields.name')} />
    </AddForm>
  );
}
