import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { templateAddSchema } from '../../../../common/validation/templates';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { FormGrid } from '../common/FormGrid';
import { useSubjectOptions } from '../../../components/options';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export interface TemplateDraft {
  id: number | '';
  name: string;
  subjectId: number | '';
  applydate: string;
}

export const EMPTY_TEMPLATE: TemplateDraft = { id: '', name: '', subjectId: '', applydate: '' };

/** Step 1 of the template wizard: ID, Name, Subject Id, Apply Date, Next. */
export function TemplateStep({ draft, onNext }: { draft: TemplateDraft; onNext(values: TemplateDraft): void }) {
  const subjects = useSubjectOptions();
  const { t } = useTranslation();
  useGetTemplatesQuery();
  /** step 1 checks the ID against the templates already there (the server refuses a duplicate anyway) */
  const templateIds = useAppSelector(templateSelectors.selectIds);
  const taken = (id: number | '') => id !== '' && templateIds.includes(Number(id));
  return (
    <Formik
      initialValues={draft}
      validationSchema={templateAddSchema}
      onSubmit={(values, { setFieldError }) => {
        if (taken(values.id)) setFieldError('id', t('adminStudents.templates.taken', { id: values.id }));
        else onNext(values);
      }}
    >
      <Form noValidate aria-label={t('adminStudents.templates.addForm')}>
        <FormGrid>
          <FormText name="id" label={t('adminStudents.templates.id')} type="number" />
          <FormText name="name" label={t('adminStudents.templates.formName')} />
          <FormSelect name="subjectId" label={t('adminStudents.templates.subject')} options={subjects} />
          <FormDate name="applydate" label={t('adminStudents.templates.applyDate')} />
        </FormGrid>
        <Button type="submit" variant="contained">
          {t('adminStudents.templates.next')}
        </Button>
      </Form>
    </Formik>
  );
}
