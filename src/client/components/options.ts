import { useMemo } from 'react';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';
import { subjectSelectors, useGetSubjectsQuery } from '../api/subjectApi';
import { teacherSelectors, useGetTeachersQuery } from '../api/teacherApi';
import type { Option } from './formFields';

/** Select options shared by the add forms (cached lists, refreshed through their tags). */
export function useSemesterOptions(): Option[] {
  const { data } = useGetSemestersQuery();
  return useMemo(() => (data ? semesterSelectors.selectAll(data).map((s) => ({ value: s.Id, label: `${s.Year} - ${s.Session}` })) : []), [data]);
}

export function useSubjectOptions(): Option[] {
  const { data } = useGetSubjectsQuery();
  return useMemo(() => (data ? subjectSelectors.selectAll(data).map((s) => ({ value: s.Id, label: s.Name })) : []), [data]);
}

export function useLecturerOptions(): Option[] {
  const { data } = useGetTeachersQuery();
  return useMemo(() => (data ? teacherSelectors.selectAll(data).map((t) => ({ value: t.Id, label: t.Name })) : []), [data]);
}
