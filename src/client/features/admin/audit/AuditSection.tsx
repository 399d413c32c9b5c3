import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { AUDIT_MAX_PAGE_SIZE } from '../../../../common/dto/audit';
import { auditApi, useGetAuditLogQuery, type AuditQuery, type AuditRow } from '../../../api/auditApi';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import { useAppDispatch } from '../../../state/hooks';
import { AuditFilters, NO_FILTER, type AuditFilterValues } from './AuditFilters';
import { auditCsv, dayStart } from './auditCsv';

const two = (n: number) => String(n).padStart(2, '0');
/** An instant in the browser's time zone, YYYY-MM-DD HH:mm:ss. */
const local = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

const COLUMNS: GridColDef<AuditRow>[] = [
  { field: 'At', headerName: 'When', width: 170, valueGetter: (v: string) => local(v) },
  { field: 'Username', headerName: 'User', width: 140, valueGetter: (v: string | null) => v ?? '—' },
  { field: 'Role', headerName: 'Role', width: 80 },
  { field: 'Action', headerName: 'Action', width: 140 },
  {
    field: 'TargetKind',
    headerName: 'Target',
    width: 150,
    valueGetter: (_v, row) => (row.TargetKind ? `${row.TargetKind}${row.TargetId ? ` #${row.TargetId}` : ''}` : ''),
  },
  { field: 'Outcome', headerName: 'Outcome', width: 100 },
  { field: 'Address', headerName: 'Address', width: 130 },
  // the whole text on hover (and in the CSV export)
  { field: 'Detail', headerName: 'Detail', flex: 1, minWidth: 240, renderCell: ({ value }) => <span title={value ?? ''}>{value}</span> },
];

const EXPORT_LIMIT = 100_000;

/** The filter as the server takes it (local days to instants). */
function toQuery(f: AuditFilterValues): AuditQuery {
  return {
    action: f.action || undefined,
    outcome: f.outcome || undefined,
    actor: f.actor.trim() || undefined,
    from: dayStart(f.from),
    to: dayStart(f.to, true),
    text: f.text.trim() || undefined,
  };
}

/** Typing settles for 300 ms before the server is asked again. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Admin console › Audit (issue 9 item 6): who did what, when, from where, and how it ended — newest first, paged
 * and filtered on the server; Export CSV downloads every row of the current filter.
 */
export default function AuditSection() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTER);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [exporting, setExporting] = useState(false);
  const settled = useSettled(filters);
  const query = useMemo(() => toQuery(settled), [settled]);
  const { data, isFetching, error } = useGetAuditLogQuery({ ...query, page: paging.page, pageSize: paging.pageSize }, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const toast = useToast();

  const changeFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: AuditRow[] = [];
      for (let page = 0; rows.length < EXPORT_LIMIT; page++) {
        const call = dispatch(auditApi.endpoints.getAuditLog.initiate({ ...query, page, pageSize: AUDIT_MAX_PAGE_SIZE }, { subscribe: false, forceRefetch: true }));
        const answer = await call.unwrap();
        rows.push(...answer.rows);
        if (answer.rows.length < AUDIT_MAX_PAGE_SIZE || rows.length >= answer.total) break;
      }
      const url = URL.createObjectURL(new Blob([auditCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'audit.csv';
      link.click();
      URL.revokeObjectURL(url);
      toast.success(`${rows.length} row(s) exported`);
    } catch (e) {
      toast.error(errorMessage(e, 'The audit log could not be exported'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label="Audit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Audit log
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || !data?.total}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Box>
      <AuditFilters value={filters} onChange={changeFilters} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(error, 'The audit log could not be loaded')}
        </Alert>
      )}
      <DataGrid<AuditRow>
        aria-label="Audit log"
        rows={data?.rows ?? []}
        columns={COLUMNS}
        getRowId={(r) => r.Id}
        loading={isFetching}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        disableColumnSorting
        paginationMode="server"
        rowCount={data?.total ?? 0}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50, 100]}
        localeText={{ noRowsLabel: 'No audit record matches these filters' }}
      />
    </section>
  );
}
