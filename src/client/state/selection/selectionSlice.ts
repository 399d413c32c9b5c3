import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../sessionSlice';
import { readSelectionFromCookies } from './selectionCookies';
import type { BoardChoice, ChosenCourse, ProjectChoice, SelectionState } from './types';

export type { BoardChoice, ChosenCourse, ProjectChoice, SelectionState } from './types';

const empty: SelectionState = { course: null, evaluationId: null, templateId: null, lectureInBoardId: null, projectId: null, courseId: null };

/** The reducer: what the lecturer has chosen, read from the cookies at start; logout empties it. */
const selectionSlice = createSlice({
  name: 'selection',
  initialState: readSelectionFromCookies,
  reducers: {
    courseChosen(state, action: PayloadAction<ChosenCourse>) {
      state.course = action.payload;
    },
    boardChosen(state, action: PayloadAction<BoardChoice>) {
      Object.assign(state, action.payload);
    },
    projectChosen(state, action: PayloadAction<ProjectChoice>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => empty),
});

export const { courseChosen, boardChosen, projectChosen } = selectionSlice.actions;
export default selectionSlice.reducer;
