import { useState } from 'react';
import { useImportTeachersMutation } from '../../../api/teacherApi';
import { ImportPanel } from '../common/ImportPanel';
import { IMPORT_FIELDS } from './importFields';
import { SectionHeader } from '../common/SectionHeader';
import { TeacherAddForm } from './TeacherAddForm';
import { TeacherList } from './TeacherList';


export default function TeachersSection() {
  const [adding, setAdding] = useState(false);
  const [importTeachers] = useImportTeachersMutation();
  return (
    <section aria-label="Lecturer">
      <SectionHeader title="Teachers Management" adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? (
        <>
          <TeacherAddForm />
          <ImportPanel noun="lecturers" fields={IMPORT_FIELDS} importRows={(rows) => importTeachers(rows).unwrap()} />
        </>
      ) : (
        <TeacherList />
      )}
    </section>
  );
}
