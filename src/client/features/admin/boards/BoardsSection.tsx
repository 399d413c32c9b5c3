import { lazy, Suspense, useMemo, useState } from 'react';
import { boardSelectors, useGetBoardsQuery } from '../../../api/evalutionApi';
import { useTranslation } from '../../../i18n/i18n';
import { SemesterSelect } from '../../../components/SemesterSelect';
import { SectionHeader } from '../common/SectionHeader';
import { PageLoading } from '../../../components/PageLoading';
import { BoardList } from './BoardList';
import { useAppSelector } from '../../../state/hooks';

/** The add form (date and time pickers, the shared Yup rules) loads when opened: the boards tab's first visit shows the list. */
const BoardAddForm = lazy(() => import('./BoardAddForm').then((m) => ({ default: m.BoardAddForm })));

export default function BoardsSection() {
  const [adding, setAdding] = useState(false);
  const [semesterId, setSemesterId] = useState(0);
  const { t } = useTranslation();
  useGetBoardsQuery();
  const boards = useAppSelector(boardSelectors.selectAll);
  // the filter offers the semesters that have boards, read from the list itself: no second request
  const semesters = useMemo(() => {
    const seen = new Map<number, { Id: number; Year: number; Session: string; start: string }>();
    for (const b of boards) {
      if (!seen.has(b.SemesterId)) seen.set(b.SemesterId, { Id: b.SemesterId, Year: b.SemesterYear, Session: b.SemesterSession, start: b.SemesterStart });
    }
    return [...seen.values()].sort((a, b) => b.start.localeCompare(a.start));
  }, [boards]);
  return (
    <section aria-label={t('adminUi.boards.section')}>
      <SectionHeader title={t('adminUi.boards.section')} adding={adding} onToggle={() => setAdding((a) => !a)}>
        <SemesterSelect value={semesterId} onChange={setSemesterId} id="board-semester-filter" options={semesters} />
      </SectionHeader>
      {adding ? (
        <Suspense fallback={<PageLoading />}>
          <BoardAddForm />
        </Suspense>
      ) : (
        <BoardList semesterId={semesterId} />
      )}
    </section>
  );
}
