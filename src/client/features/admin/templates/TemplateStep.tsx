import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { templateAddSchema } from '../../../../common/validation/templates';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { FormGrid } from '../common/FormGrid';
import { useSubjectOptions } from '../common/options';
import { templateSelectors, useGetTemplatesQuery } from '../../../api/templateApi';

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
  const templates = useGetTemplatesQuery();
  /** step 1 checks the ID against the templates already there (the server refuses a duplicate anyway) */
  const taken = (id: number | '') => id !== '' && !!templates.data && templateSelectors.selectById(templates.data, Number(id)) !== undefined;
  return (
    <Formik
      initialValues={draft}
      validationSchema={templateAddSchema}
      onSubmit={(values, { setFieldError }) => {
        if (taken(values.id)) setFieldError('id', `The template ID ${values.id} is already taken`);
        else onNext(values);
      }}
    >
      <Form noValidate aria-label="Add template">
        <FormGrid>
          <FormText name="id" label="ID" type="number" />
          <FormText name="name" label="Name" />
          <FormSelect name="subjectId" label="Subject Id" options={subjects} />
          <FormDate name="applydate" label="Apply Date" />
        </FormGrid>
        <Button type="submit" variant="contained">
          Next
        </Button>
      </Form>
    </Formik>
  );
}
