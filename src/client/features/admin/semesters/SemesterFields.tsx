import { FormDate, FormText } from '../../../components/formFields';
import { useTranslation } from '../../../i18n/i18n';

/** A semester's fields, the same in the Add form and the Edit modal (semesterAddSchema checks both). */
export function SemesterFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormText name="year" label={t('adminUi.fields.year')} type="number" />
      <FormText name="session" label={t('adminUi.fields.session')} />
      <FormDate name="startTime" label={t('adminUi.fields.startTimeLower')} />
      <FormDate name="endTime" label={t('adminUi.fields.endTimeLower')} />
    </>
  );
}
