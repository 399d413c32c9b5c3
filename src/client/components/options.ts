import { useMemo } from 'react';
import { semesterSelectors, useGetSemestersQuery } from '../api/semesterApi';
import { subjectSelectors, useGetSubjectsQuery } from '../api/subjectApi';
import { teacherSelectors, useGetTeachersQuery } from '../api/teacherApi';
import type { Option } from './formFields';
import { useAppSelector } from '../state/hooks';
import { semesterText } from './semesterText';

/** Select options shared by the add forms (cached lists, refreshed through their tags). */
export function useSemesterOptions(): Option[] {
  useGetSemestersQuery();
  const rows = useAppSelector(semesterSelectors.selectAll);
  return useMemo(() => rows.map((s) => ({ value: s.Id, label: semesterText(s.Year, s.Session) })), [rows]);
}

export function useSubjectOptions(): Option[] {
  useGetSubjectsQuery();
  const rows = useAppSelector(subjectSelectors.selectAll);
  return useMemo(() => rows.map((s) => ({ value: s.Id, label: s.Name })), [rows]);
}

export function useLecturerOptions(): Option[] {
  useGetTeachersQuery();
  const rows = useAppSelector(teacherSelectors.selectAll);
  return useMemo(() => rows.map((t) => ({ value: t.Id, label: t.Name })), [rows]);
}
