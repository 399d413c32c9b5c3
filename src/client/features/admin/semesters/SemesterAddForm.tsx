import { useAddSemesterMutation } from '../../../api/semesterApi';
import { semesterAddSchema } from '../../../../common/validation/catalog';
import { AddForm } from '../common/AddForm';
import { SemesterFields } from './SemesterFields';
import { useTranslation } from '../../../i18n/i18n';

const EMPTY = { year: '', session: '', startTime: '', endTime: '' };
const SPEC_TOAST = { autoHideDuration: 3000 };

export function SemesterAddForm() {
  const [addSemester] = useAddSemesterMutation();
  const { t } = useTranslation();
  return (
    <AddForm
      label={t('adminUi.semesters.add')}
      initialValues={EMPTY}
      schema={semesterAddSchema}
      save={async (body) => {
        await addSemester(body).unwrap();
      }}
      // The spec's snackbar text (sic), 3 s, whatever the server answers.
      successText={t('adminUi.semesters.added')}
      toastOptions={SPEC_TOAST}
    >
      <SemesterFields />
    </AddForm>
  );
}
