/**
 * What the lecturer has chosen (spec section 3's cookies course, evaluation_id, template_id,
 * lectureinboard_id, project_id, course_id): kept in the cookies, with path / and SameSite=Strict, and
 * mirrored in the store so screens read them from there. Logout clears both.
 */
export interface ChosenCourse {
  Id: number;
  Name: string;
}

export interface BoardChoice {
  evaluationId: number;
  templateId: number;
  lectureInBoardId: number;
}

export interface ProjectChoice {
  projectId: number;
  courseId: number;
}

export interface SelectionState {
  course: ChosenCourse | null;
  evaluationId: number | null;
  templateId: number | null;
  lectureInBoardId: number | null;
  projectId: number | null;
  courseId: number | null;
}
