import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { SemesterSelect } from '../../../components/SemesterSelect';
import { SectionHeader } from '../common/SectionHeader';
import { BoardAddForm } from './BoardAddForm';
import { BoardList } from './BoardList';

export default function BoardsSection() {
  const [adding, setAdding] = useState(false);
  const [semesterId, setSemesterId] = useState(0);
  const { t } = useTranslation();
  return (
    <section aria-label={t('adminUi.boards.section')}>
      <SectionHeader title={t('adminUi.boards.section')} adding={adding} onToggle={() => setAdding((a) => !a)}>
        <SemesterSelect value={semesterId} onChange={setSemesterId} id="board-semester-filter" />
      </SectionHeader>
      {adding ? <BoardAddForm /> : <BoardList semesterId={semesterId} />}
    </section>
  );
}
