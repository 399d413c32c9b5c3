import { useEditSubjectMutation, type SubjectRow } from '../../../api/subjectApi';
import { subjectAddSchema } from '../../../../common/validation/catalog';
import { EditDialog } from '../common/EditDialog';
import { FormText } from '../../../components/formFields';

/** The subject Edit modal: Subject (unique in any case) and Description; a success toast. */
export function SubjectEditDialog({ subject, onClose }: { subject: SubjectRow; onClose(): void }) {
  const [editSubject] = useEditSubjectMutation();
  return (
    <EditDialog
      title="Edit subject"
      initialValues={{ name: subject.Name, description: subject.Description }}
      schema={subjectAddSchema}
      save={(body) => editSubject({ ...body, id: subject.Id }).unwrap()}
      successText="Updated subject successfully"
      onClose={onClose}
    >
      <FormText name="name" label="Subject" />
      <FormText name="description" label="Description" multiline />
    </EditDialog>
  );
}
