import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** A grid's checkbox selection as ids (an 'exclude' model means every row but those). */
export function useSelection(rows: readonly { Id: number }[]) {
  const [model, setModel] = useState<GridRowSelectionModel>(EMPTY);
  const ids = useMemo(() => {
    if (model.type === 'include') return [...model.ids].map(Number);
    return rows.map((r) => r.Id).filter((id) => !model.ids.has(id));
  }, [model, rows]);
  const unselect = (gone: number[]) => {
    const left = new Set(ids.filter((id) => !gone.includes(id)));
    setModel({ type: 'include', ids: left });
  };
  return { model, setModel, ids, unselect };
}
