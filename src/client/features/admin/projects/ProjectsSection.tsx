import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { courseSelectors, useGetCoursesQuery } from '../../../api/courseApi';
import { SectionHeader } from '../common/SectionHeader';
import { ProjectAddForm } from './ProjectAddForm';
import { ProjectList } from './ProjectList';

/** 'All Course' or one course. */
function CourseFilter({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { data } = useGetCoursesQuery();
  const courses = useMemo(() => (data ? courseSelectors.selectAll(data) : []), [data]);
  return (
    <TextField select id="project-course-filter" size="small" label="Course" value={courses.length ? value : 0} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 200 }}>
      <MenuItem value={0}>All Course</MenuItem>
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
  return (
    <section aria-label="Project">
      <SectionHeader title="Projects" adding={adding} onToggle={() => setAdding((a) => !a)}>
        <CourseFilter value={courseId} onChange={setCourseId} />
      </SectionHeader>
      {adding ? <ProjectAddForm /> : <ProjectList courseId={courseId} />}
    </section>
  );
}
