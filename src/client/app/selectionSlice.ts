import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getCookie, getJsonCookie, setCookie, setJsonCookie } from './cookies';
import { useAppDispatch, useAppSelector } from './hooks';
import { loggedOut } from './sessionSlice';

/**
 * What the lecturer has chosen (spec section 3's cookies course, evaluation_id, template_id,
 * lectureinboard_id, project_id, course_id): kept in the cookies, with path / and SameSite=Strict, and
 * mirrored here so screens read them from the store. Logout clears both.
 */
export interface ChosenCourse {
  Id: number;
  Name: string;
}

export interface SelectionState {
  course: ChosenCourse | null;
  evaluationId: number | null;
  templateId: number | null;
  lectureInBoardId: number | null;
  projectId: number | null;
  courseId: number | null;
}

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

const empty: SelectionState = { course: null, evaluationId: null, templateId: null, lectureInBoardId: null, projectId: null, courseId: null };

const selectionSlice = createSlice({
  name: 'selection',
  initialState: readSelectionFromCookies,
  reducers: {
    courseChosen(state, action: PayloadAction<ChosenCourse>) {
      state.course = action.payload;
    },
    boardChosen(state, action: PayloadAction<{ evaluationId: number; templateId: number; lectureInBoardId: number }>) {
      Object.assign(state, action.payload);
    },
    projectChosen(state, action: PayloadAction<{ projectId: number; courseId: number }>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => empty),
});

export default selectionSlice.reducer;

export const useSelection = () => useAppSelector((s) => s.selection);

/** Stores a choice in its cookies and in the store. */
export function useChoose() {
  const dispatch = useAppDispatch();
  return {
    course(course: ChosenCourse) {
      setJsonCookie('course', course);
      dispatch(selectionSlice.actions.courseChosen(course));
    },
    board(choice: { evaluationId: number; templateId: number; lectureInBoardId: number }) {
      setCookie('evaluation_id', choice.evaluationId);
      setCookie('template_id', choice.templateId);
      setCookie('lectureinboard_id', choice.lectureInBoardId);
      dispatch(selectionSlice.actions.boardChosen(choice));
    },
    project(choice: { projectId: number; courseId: number }) {
      setCookie('project_id', choice.projectId);
      setCookie('course_id', choice.courseId);
      dispatch(selectionSlice.actions.projectChosen(choice));
    },
  };
}
