import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { SectionHeader } from '../common/SectionHeader';
import { SubjectAddForm } from './SubjectAddForm';
import { SubjectList } from './SubjectList';

export default function SubjectsSection() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminUi.subjects.section')}>
      <SectionHeader title={t('adminUi.subjects.title')} adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <SubjectAddForm /> : <SubjectList />}
    </section>
  );
}
