import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { SectionHeader } from '../common/SectionHeader';
import { TemplateList } from './TemplateList';
import { TemplateWizard } from './TemplateWizard';

export default function TemplatesSection() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminStudents.templates.section')}>
      <SectionHeader title={t('adminStudents.templates.title')} adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <TemplateWizard /> : <TemplateList />}
    </section>
  );
}
