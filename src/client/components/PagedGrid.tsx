import { useTheme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';

export type PagedGridProps<R extends GridValidRowModel> = DataGridProps<R> & {
  'aria-label': string;
  /** the empty list's text (DataGrid's own when not given) */
  emptyText?: string;
};

/** A read-only DataGrid sorted and paged on the client: 25 rows a page, the footer hidden while every row fits. */
export function PagedGrid<R extends GridValidRowModel>({ emptyText, ...props }: PagedGridProps<R>) {
  const count = props.rows?.length ?? 0;
  // the grid's texts of the language in use (the theme's) with this list's empty text: a localeText prop replaces them all
  const themed = useTheme().components?.MuiDataGrid?.defaultProps?.localeText;
  return (
    <DataGrid<R>
      autoHeight
      disableRowSelectionOnClick
      hideFooter={count <= 25}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      {...(emptyText ? { localeText: { ...themed, noRowsLabel: emptyText } } : {})}
      {...props}
    />
  );
}
