import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { courseSelectors, useGetCoursesQuery } from '../../../api/courseApi';
import { useTranslation } from '../../../i18n/i18n';
import { SectionHeader } from '../common/SectionHeader';
import { ProjectAddForm } from './ProjectAddForm';
import { ProjectList } from './ProjectList';
import { useAppSelector } from '../../../state/hooks';

/** 'All Course' or one course. */
function CourseFilter({ value, onChange }: { value: number; onChange(v: number): void }) {
  useGetCoursesQuery();
  const courses = useAppSelector(courseSelectors.selectAll);
  const { t } = useTranslation();
  return (
    <TextField select id="project-course-filter" size="small" label={t('adminUi.fields.course')} value={courses.length ? value : 0} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 200 }}>
      <MenuItem value={0}>{t('adminUi.courses.allCourses')}</MenuItem>
      {courses.map((c) => (
        <MenuItem key={c.Id} value={c.Id}>
          {c.Id} - {c.Name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function ProjectsSection() {
  const [adding, setAdding] = useState(false);
  const [courseId, setCourseId] = useState(0);
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminUi.projects.section')}>
      <SectionHeader title={t('adminUi.projects.title')} adding={adding} onToggle={() => setAdding((a) => !a)}>
        <CourseFilter value={courseId} onChange={setCourseId} />
      </SectionHeader>
      {adding ? <ProjectAddForm /> : <ProjectList courseId={courseId} />}
    </section>
  );
}
