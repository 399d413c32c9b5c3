import { useState } from 'react';
import { SemesterSelect } from '../../../components/SemesterSelect';
import { SectionHeader } from '../common/SectionHeader';
import { CourseAddForm } from './CourseAddForm';
import { CourseList } from './CourseList';

export default function CoursesSection() {
  const [adding, setAdding] = useState(false);
  const [semesterId, setSemesterId] = useState(0);
  return (
    <section aria-label="Course">
      <SectionHeader title="Courses" adding={adding} onToggle={() => setAdding((a) => !a)}>
        <SemesterSelect value={semesterId} onChange={setSemesterId} id="course-semester-filter" />
      </SectionHeader>
      {adding ? <CourseAddForm /> : <CourseList semesterId={semesterId} />}
    </section>
  );
}
