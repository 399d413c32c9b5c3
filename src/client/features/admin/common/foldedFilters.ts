import { getGridStringOperators, type GridColDef, type GridFilterOperator, type GridValidRowModel } from '@mui/x-data-grid';
import { foldText } from '../../../../common/fold';

/** How each text operator compares two folded texts (no accents, lower case: "kiem" matches "Kiếm"). */
const COMPARE: Record<string, (cell: string, value: string) => boolean> = {
  contains: (c, v) => c.includes(v),
  doesNotContain: (c, v) => !c.includes(v),
  equals: (c, v) => c === v,
  doesNotEqual: (c, v) => c !== v,
  startsWith: (c, v) => c.startsWith(v),
  endsWith: (c, v) => c.endsWith(v),
};

const cellText = (value: unknown) => foldText(value === null || value === undefined ? '' : String(value));

/** The DataGrid's text operators comparing without accents and case (isEmpty / isAnyOf keep MUI's own). */
export const foldedStringOperators = (): GridFilterOperator[] =>
  getGridStringOperators().map((op) => {
    const compare = COMPARE[op.value];
    if (!compare) return op;
    return {
      ...op,
      getApplyFilterFn: (item) => {
        if (item.value === undefined || item.value === null || String(item.value).trim() === '') return null;
        const value = foldText(String(item.value).trim());
        return (cell) => compare(cellText(cell), value);
      },
    };
  });

/**
 * A client-side list's text columns searched and filtered without accents (the quick filter 'Search…' and the
 * column filters): columns with operators or a quick filter of their own, and non-text columns, are left alone.
 */
export function withFoldedSearch<R extends GridValidRowModel>(columns: GridColDef<R>[]): GridColDef<R>[] {
  const operators = foldedStringOperators();
  return columns.map((col) => {
    if (col.type && col.type !== 'string') return col;
    return {
      ...col,
      filterOperators: col.filterOperators ?? operators,
      getApplyQuickFilterFn:
        col.getApplyQuickFilterFn ??
        ((value: unknown) => {
          const word = foldText(String(value ?? '').trim());
          if (!word) return null;
          return (cell: unknown) => cellText(cell).includes(word);
        }),
    } as GridColDef<R>;
  });
}
