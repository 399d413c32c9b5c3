import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useImportStudentsMutation } from '../../../api/studentApi';
import { ImportPanel } from '../common/ImportPanel';
import { IMPORT_FIELDS } from './importFields';
import { SectionHeader } from '../common/SectionHeader';
import { StudentAddForm } from './StudentAddForm';
import { StudentList } from './StudentList';


export default function StudentsSection() {
  const [adding, setAdding] = useState(false);
  const [importStudents] = useImportStudentsMutation();
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminStudents.students.section')}>
      <SectionHeader title={t('adminStudents.students.title')} adding={adding} onToggle={() => setAdding((a) => !a)} />
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
