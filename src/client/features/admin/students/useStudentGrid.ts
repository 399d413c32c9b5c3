import type { DataGridProps, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { STUDENT_FILTER_OPS, STUDENT_SORTS } from '../../../../common/students';
import type { StudentFilterOp, StudentSort } from '../../../../common/students';
import { useGetStudentPageQuery, useLazyGetFilteredStudentsQuery, type StudentQuery, type StudentRow } from '../../../api/studentApi';
import { cursorFor, NO_PAGES, withPage } from './pageCursors';

const isSort = (field: string): field is StudentSort => (STUDENT_SORTS as readonly string[]).includes(field);
const isOp = (op: string): op is StudentFilterOp => (STUDENT_FILTER_OPS as readonly string[]).includes(op);

/** The grid's sort, quick filter ('Search…') and column filter as the server's query. */
export function toStudentQuery(sortModel: GridSortModel, filterModel: GridFilterModel): StudentQuery {
  const query: StudentQuery = {};
  const sort = sortModel[0];
  if (sort && isSort(sort.field)) {
    query.sort = sort.field;
    query.order = sort.sort === 'desc' ? 'desc' : 'asc';
  }
  const q = (filterModel.quickFilterValues ?? []).map((v) => String(v ?? '').trim()).filter(Boolean).join(' ');
  if (q) query.q = q.slice(0, 200);
  const item = filterModel.items.find((i) => isSort(i.field) && isOp(i.operator));
  if (item && isSort(item.field) && isOp(item.operator)) {
    query.filterField = item.field;
    query.filterOp = item.operator;
    if (item.value !== undefined && item.value !== null) query.filterValue = String(item.value).slice(0, 200);
  }
  return query;
}

const FIRST_SORT: GridSortModel = [{ field: 'Code', sort: 'asc' }];
const NO_FILTER: GridFilterModel = { items: [] };

/**
 * The Students grid on the server (20,000 rows): the grid's page, sort, quick filter and column filter are sent
 * to GET /student/paged (the quick filter and the filter inputs debounced by the grid); Export fetches every
 * filtered row from GET /student/filtered. Selection is kept across pages (ids of rows not shown stay selected).
 * A page next to one already shown is asked from the row next to it (keyset: the server reads it from an index
 * instead of skipping every row before it); a page jumped to is asked by number (OFFSET).
 */
export function useStudentGrid() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>(FIRST_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>(NO_FILTER);
  const query = useMemo(() => toStudentQuery(sortModel, filterModel), [sortModel, filterModel]);
  const pagesKey = JSON.stringify([query, paginationModel.pageSize]);
  const [seen, setSeen] = useState(NO_PAGES);
  const cursor = cursorFor(seen, pagesKey, paginationModel.page, query.sort ?? 'Code');
  const page = useGetStudentPageQuery({ ...query, page: paginationModel.page, pageSize: paginationModel.pageSize, ...cursor });
  // currentData belongs to the arguments of this render: the page just shown, never the one before it
  const shown = page.currentData;
  useEffect(() => {
    if (shown) setSeen((s) => withPage(s, pagesKey, paginationModel.page, shown));
  }, [shown, pagesKey, paginationModel.page]);
  const [fetchFiltered, filtered] = useLazyGetFilteredStudentsQuery();
  const rows: StudentRow[] = page.data?.rows ?? [];
  const gridProps: Partial<DataGridProps<StudentRow>> = {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    rowCount: page.data?.total ?? 0,
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model) => {
      setSortModel(model);
      setPaginationModel((p) => ({ ...p, page: 0 }));
    },
    filterModel,
    onFilterModelChange: (model) => {
      setFilterModel(model);
      setPaginationModel((p) => ({ ...p, page: 0 }));
    },
    filterDebounceMs: 400,
    keepNonExistentRowsSelected: true,
    // the header checkbox selects the rows of the page (never "every row", which the grid could not name)
    disableRowSelectionExcludeModel: true,
  };
  const { q, filterField, filterOp, filterValue } = query;
  return {
    rows,
    /** the grid's sort, search and filter as the server reads them (an export of the rows shown) */
    query,
    /** how many rows the search and filter keep */
    total: page.data?.total ?? 0,
    /** the search and filter alone (what "select all N matching" sends instead of ids) */
    filter: useMemo(() => ({ q, filterField, filterOp, filterValue }), [q, filterField, filterOp, filterValue]),
    loading: page.isFetching,
    error: page.error,
    refetch: page.refetch,
    gridProps,
    /** every row the search and filter keep, in the grid's order */
    fetchFiltered: () => fetchFiltered(query).unwrap(),
    exporting: filtered.isFetching,
  };
}
