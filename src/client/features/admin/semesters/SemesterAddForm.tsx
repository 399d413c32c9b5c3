import { useAddSemesterMutation } from '../../../api/semesterApi';
import { semesterAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { FormDate, FormText } from '../../../components/formFields';

const EMPTY = { year: '', session: '', startTime: '', endTime: '' };
const SPEC_TOAST = { autoHideDuration: 3000 };

export function SemesterAddForm() {
  const [addSemester] = useAddSemesterMutation();
  return (
    <AddForm
      label="Add semester"
      initialValues={EMPTY}
      schema={semesterAddSchema}
      save={async (body) => {
        await addSemester(body).unwrap();
      }}
      // The spec's snackbar text (sic), 3 s, whatever the server answers.
      successText="Add template successfully"
      toastOptions={SPEC_TOAST}
    >
      <FormText name="year" label="Year" type="number" />
      <FormText name="session" label="Session" />
      <FormDate name="startTime" label="Start time" />
      <FormDate name="endTime" label="End time" />
    </AddForm>
  );
}
