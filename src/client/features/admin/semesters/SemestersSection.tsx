import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { SectionHeader } from '../common/SectionHeader';
import { SemesterAddForm } from './SemesterAddForm';
import { SemesterList } from './SemesterList';

export default function SemestersSection() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminUi.semesters.section')}>
      <SectionHeader title={t('adminUi.semesters.title')} adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <SemesterAddForm /> : <SemesterList />}
    </section>
  );
}
