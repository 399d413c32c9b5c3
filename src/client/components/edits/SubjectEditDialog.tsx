import { useEditSubjectMutation, type SubjectRow } from '../../api/subjectApi';
import { subjectAddSchema } from '../../../common/validation/catalog';
import { EditDialog } from '../EditDialog';
import { useTranslation } from '../../i18n/i18n';
import { FormText } from '../formFields';

/** The subject Edit modal: Subject (unique in any case) and Description; a success toast. */
export function SubjectEditDialog({ subject, onClose }: { subject: SubjectRow; onClose(): void }) {
  const { t } = useTranslation();
  const [editSubject] = useEditSubjectMutation();
  return (
    <EditDialog
      title={t('adminUi.subjects.edit')}
      initialValues={{ name: subject.Name, description: subject.Description }}
      schema={subjectAddSchema}
      save={(body) => editSubject({ ...body, id: subject.Id }).unwrap()}
      successText={t('adminUi.subjects.updated')}
      onClose={onClose}
    >
      <FormText name="name" label={t('adminUi.fields.subject')} />
      <FormText name="description" label={t('adminUi.fields.description')} multiline />
    </EditDialog>
  );
}
