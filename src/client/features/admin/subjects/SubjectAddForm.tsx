import { useAddSubjectMutation } from '../../../api/subjectApi';
import { subjectAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { FormText } from '../../../components/formFields';
import { useTranslation } from '../../../i18n/i18n';

export function SubjectAddForm() {
  const [addSubject] = useAddSubjectMutation();
  const { t } = useTranslation();
  return (
    <AddForm label={t('adminUi.subjects.add')} initialValues={{ name: '', description: '' }} schema={subjectAddSchema} save={(body) => addSubject(body).unwrap()} successText={t('adminUi.subjects.added')}>
      <FormText name="name" label={t('adminUi.fields.subject')} />
      <FormText name="description" label={t('adminUi.fields.description')} multiline />
    </AddForm>
  );
}
