import { useState } from 'react';
import { useImportStudentsMutation } from '../../../api/studentApi';
import { ImportPanel } from '../common/ImportPanel';
import { SectionHeader } from '../common/SectionHeader';
import { StudentAddForm } from './StudentAddForm';
import { StudentList } from './StudentList';

/** Import file columns: the export's (ID is ignored) plus username and password. */
const IMPORT_FIELDS = { code: 'Code', name: 'Name', birthday: 'Birthday', address: 'Address', username: 'Username', password: 'Password' };

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
