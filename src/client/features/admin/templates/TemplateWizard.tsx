import { successMessage } from '../../../components/successMessage';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useAddTemplateWithColumnsMutation } from '../../../api/templateApi';
import { FormAlert } from '../../../components/FormAlert';
import { ColumnsStep } from './ColumnsStep';
import type { ColumnsValues, DataColumn } from '../../../components/scoreColumnsForm';
import { EMPTY_TEMPLATE, TemplateStep, type TemplateDraft } from './TemplateStep';
import { useToast } from '../../../components/useToast';
import { useTranslation } from '../../../i18n/i18n';

/**
 * The two-step template add. Both steps are sent in one atomic call (POST /template/addwithcolumns), so a refused
 * template (e.g. duplicate ID: inner status 401 with 'massage') stores nothing; its text is shown on step 1.
 */
export function TemplateWizard() {
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_TEMPLATE);
  const [failure, setFailure] = useState<string | null>(null);
  /** the typed columns survive Back and a refusal */
  const [columns, setColumns] = useState<ColumnsValues | undefined>(undefined);
  const [addTemplate, { isLoading }] = useAddTemplateWithColumnsMutation();
  const toast = useToast();
  const { t } = useTranslation();

  const confirm = async (dataColumn: DataColumn[], values: ColumnsValues) => {
    setColumns(values);
    try {
      const r = await addTemplate({
        id: Number(draft.id),
        name: draft.name.trim(),
        subjectId: Number(draft.subjectId),
        applydate: draft.applydate,
        dataColumn,
      }).unwrap();
      toast.success(successMessage(r, t('adminStudents.templates.added')));
      setDraft(EMPTY_TEMPLATE);
      setColumns(undefined);
      setFailure(null);
      setStep(1);
    } catch (error) {
      setFailure(errorMessage(error));
      setStep(1);
    }
  };

  return step === 1 ? (
    <>
      <FormAlert message={failure ? { severity: 'error', text: failure } : null} />
      <TemplateStep
        key={JSON.stringify(draft)}
        draft={draft}
        onNext={(values) => {
          setDraft(values);
          setFailure(null);
          setStep(2);
        }}
      />
    </>
  ) : (
    <ColumnsStep
      busy={isLoading}
      initial={columns}
      onBack={(values) => {
        setColumns(values);
        setStep(1);
      }}
      onConfirm={confirm}
    />
  );
}
