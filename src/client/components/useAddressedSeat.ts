import { useEffect } from 'react';
import { useGetLecturerBoardsQuery } from '../api/evalutionApi';
import { useGetProjectsMarkedQuery } from '../api/projectApi';
import { useSessionUser } from '../state/hooks';
import { useChoose, useSelection } from '../state/selection/useSelection';

const idOf = (param: string | undefined) => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0);

/** The board's and project's own addresses (what Back, a bookmark and a shared link open). */
export const boardAddress = (boardId: number) => `/evaluation/${boardId}`;
export const markingAddress = (boardId: number, projectId: number) => `/teacherboardscore/${boardId}/${projectId}`;

/**
 * The lecturer's seat (and project) an address names. `/evaluation/:boardId` and `/teacherboardscore/:boardId/:projectId`
 * carry them: the seat is found among the lecturer's own boards, the project's course among the board's projects, and
 * both are chosen again (cookies and store) so every screen behind agrees — a bookmark or a new session works. The
 * spec's paths (`/evaluation/<name>`, `/teacherboardscore/marked`) carry none: the choice kept from an earlier screen
 * stands. `known`: false while the address is still being resolved.
 */
export function useAddressedSeat(boardParam: string | undefined, projectParam?: string) {
  const user = useSessionUser();
  const selection = useSelection();
  const choose = useChoose();
  const boardId = idOf(boardParam);
  const addressedProject = idOf(projectParam);
  const { data: boards, isLoading: boardsLoading } = useGetLecturerBoardsQuery(user?.id ?? 0, { skip: boardId === 0 || !user });
  const board = boardId ? boards?.find((b) => b.Id === boardId) : undefined;
  const lib = boardId ? (board?.lectureinboardID ?? 0) : (selection.lectureInBoardId ?? 0);
  const { data: marked } = useGetProjectsMarkedQuery(lib, { skip: !addressedProject || lib === 0 });
  const project = addressedProject ? marked?.projects.find((p) => p.id === addressedProject) : undefined;
  const projectId = addressedProject || (selection.projectId ?? 0);

  useEffect(() => {
    if (board && selection.lectureInBoardId !== board.lectureinboardID) choose.board({ evaluationId: board.Id, templateId: board.TemplateId, lectureInBoardId: board.lectureinboardID });
  }, [board, selection.lectureInBoardId, choose]);
  useEffect(() => {
    if (project && selection.projectId !== project.id) choose.project({ projectId: project.id, courseId: project.CourseId });
  }, [project, selection.projectId, choose]);

  return { lib, projectId, boardId: boardId || (selection.evaluationId ?? 0), boardName: board?.Name, byAddress: boardId > 0, known: boardId === 0 || !boardsLoading };
}
