import { getCookie, getJsonCookie, setCookie, setJsonCookie } from '../cookies';
import type { BoardChoice, ChosenCourse, ProjectChoice, SelectionState } from './types';

/** The selection's cookie reads and writes (spec section 3's names). */
const id = (name: Parameters<typeof getCookie>[0]) => {
  const n = Number(getCookie(name));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readSelectionFromCookies(): SelectionState {
  return {
    course: getJsonCookie<ChosenCourse>('course'),
    evaluationId: id('evaluation_id'),
    templateId: id('template_id'),
    lectureInBoardId: id('lectureinboard_id'),
    projectId: id('project_id'),
    courseId: id('course_id'),
  };
}

export function writeCourseCookie(course: ChosenCourse): void {
  setJsonCookie('course', course);
}

export function writeBoardCookies(choice: BoardChoice): void {
  setCookie('evaluation_id', choice.evaluationId);
  setCookie('template_id', choice.templateId);
  setCookie('lectureinboard_id', choice.lectureInBoardId);
}

export function writeProjectCookies(choice: ProjectChoice): void {
  setCookie('project_id', choice.projectId);
  setCookie('course_id', choice.courseId);
}
