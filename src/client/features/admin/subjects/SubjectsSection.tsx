import { useState } from 'react';
import { SectionHeader } from '../common/SectionHeader';
import { SubjectAddForm } from './SubjectAddForm';
import { SubjectList } from './SubjectList';

export default function SubjectsSection() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="Subject">
      <SectionHeader title="Subjects" adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <SubjectAddForm /> : <SubjectList />}
    </section>
  );
}
