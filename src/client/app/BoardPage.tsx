import { lazy } from 'react';
import { loadAdminTexts } from '../i18n/i18n';
import { useSessionUser } from '../state/hooks';

// the admin's page renders with the admin's texts (i18n.ts), which a lecturer's visit never downloads
const AdminBoard = lazy(() =>
  Promise.all([import(/* webpackChunkName: "details" */ '../features/details/board/BoardDetailsPage'), loadAdminTexts()]).then(([module]) => module),
);
const LecturerBoard = lazy(() => import(/* webpackChunkName: "lecturer-board" */ '../features/boardView/LecturerBoardPage'));

/** /boarddetails/{board}: the admin's board details, or, for a lecturer of the board, its read-only page with the minutes. */
export default function BoardPage() {
  const user = useSessionUser();
  return user?.role === 'teach' ? <LecturerBoard /> : <AdminBoard />;
}
