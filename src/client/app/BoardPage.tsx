import { lazy } from 'react';
import { useSessionUser } from '../state/hooks';

const AdminBoard = lazy(() => import(/* webpackChunkName: "details" */ '../features/details/board/BoardDetailsPage'));
const LecturerBoard = lazy(() => import(/* webpackChunkName: "lecturer-board" */ '../features/boardView/LecturerBoardPage'));

/** /boarddetails/{board}: the admin's board details, or, for a lecturer of the board, its read-only page with the minutes. */
export default function BoardPage() {
  const user = useSessionUser();
  return user?.role === 'teach' ? <LecturerBoard /> : <AdminBoard />;
}
