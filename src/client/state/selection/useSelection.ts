import { useAppDispatch, useAppSelector } from '../hooks';
import { writeBoardCookies, writeCourseCookie, writeProjectCookies } from './selectionCookies';
import { boardChosen, courseChosen, projectChosen } from './selectionSlice';
import type { BoardChoice, ChosenCourse, ProjectChoice } from './types';

export const useSelection = () => useAppSelector((s) => s.selection);

/** Stores a choice in its cookies and in the store. */
export function useChoose() {
  const dispatch = useAppDispatch();
  return {
    course(course: ChosenCourse) {
      writeCourseCookie(course);
      dispatch(courseChosen(course));
    },
    board(choice: BoardChoice) {
      writeBoardCookies(choice);
      dispatch(boardChosen(choice));
    },
    project(choice: ProjectChoice) {
      writeProjectCookies(choice);
      dispatch(projectChosen(choice));
    },
  };
}
