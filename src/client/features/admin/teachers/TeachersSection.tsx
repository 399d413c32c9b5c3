import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useImportTeachersMutation } from '../../../api/teacherApi';
import { ImportPanel } from '../common/ImportPanel';
import { IMPORT_FIELDS } from './importFields';
import { SectionHeader } from '../common/SectionHeader';
import { TeacherAddForm } from './TeacherAddForm';
import { TeacherList } from './TeacherList';


export default function TeachersSection() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation();
  const [importTeachers] = useImportTeachersMutation();
  return (
    <section aria-label={t('adminUi.teachers.section')}>
      <SectionHeader title={t('adminUi.teachers.title')} adding={adding} onToggle={() => setAdding((a) => !a)} />
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
