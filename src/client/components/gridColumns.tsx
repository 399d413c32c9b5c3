import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { semesterText } from './semesterText';

/** Columns every list of the catalogue shows the same way (admin lists and details pages). */

/**
 * The row's name as a link to its details page: the 'Name' column, flexible, at least `minWidth` wide.
 * `onOpen` runs as the link is followed (a list may remember what was opened).
 */
export function nameLinkColumn<R extends GridValidRowModel & { Name: string }>(
  headerName: string,
  minWidth: number,
  to: (row: R) => string,
  onOpen?: (row: R) => void,
): GridColDef<R> {
  return {
    field: 'Name',
    headerName,
    flex: 1,
    minWidth,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={to(row)} onClick={onOpen && (() => onOpen(row))}>
        {row.Name}
      </Link>
    ),
  };
}

/** The row's semester as "year - session" (sorted and filtered on that text). */
export function semesterColumn<R extends GridValidRowModel & { SemesterYear: string | number; SemesterSession: string | number }>(
  headerName: string,
  width: number,
): GridColDef<R> {
  return { field: 'Semester', headerName, width, valueGetter: (_v, row) => semesterText(row.SemesterYear, row.SemesterSession) };
}
