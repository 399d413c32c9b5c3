import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { SemesterSelect } from '../../../components/SemesterSelect';
import { SectionHeader } from '../common/SectionHeader';
import { CourseAddForm } from './CourseAddForm';
import { CourseList } from './CourseList';

export default function CoursesSection() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation();
  const [semesterId, setSemesterId] = useState(0);
  return (
    <section aria-label={t('adminUi.courses.section')}>
      <SectionHeader title={t('adminUi.courses.title')} adding={adding} onToggle={() => setAdding((a) => !a)}>
        <SemesterSelect value={semesterId} onChange={setSemesterId} id="course-semester-filter" />
      </SectionHeader>
      {adding ? <CourseAddForm /> : <CourseList semesterId={semesterId} />}
    </section>
  );
}
