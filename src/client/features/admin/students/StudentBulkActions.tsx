import { useMemo } from 'react';
import type { StudentFilter } from '../../../../common/contract/admin';
import { courseSelectors, useGetCoursesQuery } from '../../../api/courseApi';
import { projectSelectors, useGetProjectsQuery } from '../../../api/projectApi';
import { useEnrolStudentsInCourseMutation } from '../../../api/studentInCourseApi';
import { useAddStudentsToProjectMutation } from '../../../api/studentInProjectApi';
import { BulkAssignButton } from '../common/BulkAssign';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';
import { semesterText } from '../../../components/semesterText';

/**
 * The Students grid's 'Enrol selected in course…' and 'Add selected to project…' (one request each): on the selected
 * ids, or on every student the grid's search and filter keep (`matching`: the filter and its count).
 */
export function StudentBulkActions({ ids, matching }: { ids: number[]; matching?: { filter: StudentFilter; count: number } }) {
  useGetCoursesQuery(undefined, { skip: ids.length === 0 });
  useGetProjectsQuery(undefined, { skip: ids.length === 0 });
  const allCourses = useAppSelector(courseSelectors.selectAll);
  const allProjects = useAppSelector(projectSelectors.selectAll);
  const { t } = useTranslation();
  const [enrol] = useEnrolStudentsInCourseMutation();
  const [addToProject] = useAddStudentsToProjectMutation();
  const courseTargets = useMemo(
    () => allCourses.map((c) => ({ id: c.Id, label: `${c.Name} (${semesterText(c.SemesterYear, c.SemesterSession)}, ID ${c.Id})` })),
    [allCourses],
  );
  const projectTargets = useMemo(
    () => allProjects.map((p) => ({ id: p.Id, label: `${p.Name} (${p.CourseName}, ID ${p.Id})` })),
    [allProjects],
  );
  return (
    <>
      <BulkAssignButton ids={ids} action={t('adminStudents.students.enrol')} targetLabel={t('adminStudents.students.course')} targets={courseTargets} matching={matching?.count} run={(course, students) => enrol(matching ? { course, filter: matching.filter } : { course, students }).unwrap()} />
      <BulkAssignButton ids={ids} action={t('adminStudents.students.addToProject')} targetLabel={t('adminStudents.students.project')} targets={projectTargets} matching={matching?.count} run={(project, students) => addToProject(matching ? { project, filter: matching.filter } : { project, students }).unwrap()} />
    </>
  );
}
