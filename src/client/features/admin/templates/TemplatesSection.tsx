import { useState } from 'react';
import { SectionHeader } from '../common/SectionHeader';
import { TemplateList } from './TemplateList';
import { TemplateWizard } from './TemplateWizard';

export default function TemplatesSection() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="Template Score">
      <SectionHeader title="Template Score" adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <TemplateWizard /> : <TemplateList />}
    </section>
  );
}
