import { useEditCourseMutation, type CourseRow } from '../../api/courseApi';
import { courseEditSchema } from '../../../common/validation/catalog';
import { EditDialog } from '../EditDialog';
import { useTranslation } from '../../i18n/i18n';
import { useLecturerOptions } from '../options';
import { FormSelect, FormText } from '../formFields';

/** The course Edit modal: Course Name and Lecturer (subject and semester stay); a success toast. */
export function CourseEditDialog({ course, onClose }: { course: Pick<CourseRow, 'Id' | 'Name' | 'LectureId'>; onClose(): void }) {
  const { t } = useTranslation();
  const [editCourse] = useEditCourseMutation();
  const lecturers = useLecturerOptions();
  return (
    <EditDialog
      title={t('adminUi.courses.edit')}
      initialValues={{ name: course.Name, LectureId: course.LectureId }}
      schema={courseEditSchema}
      save={(body) => editCourse({ ...body, id: course.Id }).unwrap()}
      successText={t('adminUi.courses.updated')}
      onClose={onClose}
    >
      <FormText name="name" label={t('adminUi.fields.courseName')} />
      <FormSelect name="LectureId" label={t('adminUi.fields.lecturer')} options={lecturers} />
    </EditDialog>
  );
}
