import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { templateAddSchema } from '../../../../common/validation/templates';
import { FormDate, FormSelect, FormText } from '../../../components/formFields';
import { FormGrid } from '../common/FormGrid';
import { useSubjectOptions } from '../common/options';

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
  return (
    <Formik initialValues={draft} validationSchema={templateAddSchema} onSubmit={(values) => onNext(values)}>
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
