import { useEditCourseMutation, type CourseRow } from '../../../api/courseApi';
import { courseEditSchema } from '../../../../common/validation/catalog';
import { EditDialog } from '../common/EditDialog';
import { useLecturerOptions } from '../common/options';
import { FormSelect, FormText } from '../../../components/formFields';

/** The course Edit modal: Course Name and Lecturer (subject and semester stay); a success toast. */
export function CourseEditDialog({ course, onClose }: { course: CourseRow; onClose(): void }) {
  const [editCourse] = useEditCourseMutation();
  const lecturers = useLecturerOptions();
  return (
    <EditDialog
      title="Edit course"
      initialValues={{ name: course.Name, LectureId: course.LectureId }}
      schema={courseEditSchema}
      save={(body) => editCourse({ ...body, id: course.Id }).unwrap()}
      successText="Updated course successfully"
      onClose={onClose}
    >
      <FormText name="name" label="Course Name" />
      <FormSelect name="LectureId" label="Lecturer" options={lecturers} />
    </EditDialog>
  );
}
