import { useState } from 'react';
import { SemesterSelect } from '../../../components/SemesterSelect';
import { SectionHeader } from '../common/SectionHeader';
import { BoardAddForm } from './BoardAddForm';
import { BoardList } from './BoardList';

export default function BoardsSection() {
  const [adding, setAdding] = useState(false);
  const [semesterId, setSemesterId] = useState(0);
  return (
    <section aria-label="Evaluation Board">
      <SectionHeader title="Evaluation Board" adding={adding} onToggle={() => setAdding((a) => !a)}>
        <SemesterSelect value={semesterId} onChange={setSemesterId} id="board-semester-filter" />
      </SectionHeader>
      {adding ? <BoardAddForm /> : <BoardList semesterId={semesterId} />}
    </section>
  );
}
