import { useAddSubjectMutation } from '../../../api/subjectApi';
import { subjectAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { FormText } from '../../../components/formFields';

export function SubjectAddForm() {
  const [addSubject] = useAddSubjectMutation();
  return (
    <AddForm label="Add subject" initialValues={{ name: '', description: '' }} schema={subjectAddSchema} save={(body) => addSubject(body).unwrap()} successText="Added subject successfully">
      <FormText name="name" label="Subject" />
      <FormText name="description" label="Description" multiline />
    </AddForm>
  );
}
