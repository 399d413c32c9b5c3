import { useState } from 'react';
import { SectionHeader } from '../common/SectionHeader';
import { SemesterAddForm } from './SemesterAddForm';
import { SemesterList } from './SemesterList';

export default function SemestersSection() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="Semester">
      <SectionHeader title="Semesters" adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? <SemesterAddForm /> : <SemesterList />}
    </section>
  );
}
