import { useState } from 'react';
import { useImportStudentsMutation } from '../../../api/studentApi';
import { ImportPanel } from '../common/ImportPanel';
import { IMPORT_FIELDS } from './importFields';
import { SectionHeader } from '../common/SectionHeader';
import { StudentAddForm } from './StudentAddForm';
import { StudentList } from './StudentList';


export default function StudentsSection() {
  const [adding, setAdding] = useState(false);
  const [importStudents] = useImportStudentsMutation();
  return (
    <section aria-label="Student">
      <SectionHeader title="Students Management" adding={adding} onToggle={() => setAdding((a) => !a)} />
      {adding ? (
        <>
          <StudentAddForm />
          <ImportPanel noun="students" fields={IMPORT_FIELDS} importRows={(rows) => importStudents(rows).unwrap()} />
        </>
      ) : (
        <StudentList />
      )}
    </section>
  );
}
