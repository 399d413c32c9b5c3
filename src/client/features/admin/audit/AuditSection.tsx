import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { AUDIT_MAX_PAGE_SIZE } from '../../../../common/audit';
import { auditApi, useGetAuditLogQuery, type AuditQuery, type AuditRow } from '../../../api/auditApi';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import { useAppDispatch } from '../../../state/hooks';
import { AuditFilters, NO_FILTER, type AuditFilterValues } from './AuditFilters';
import { auditCsv, dayStart } from './auditCsv';
import { translateKey, useTranslation, type Translate } from '../../../i18n/i18n';
import { useInstant } from '../../../components/useInstant';
import type { Language } from '../../../../common/languages';


/** A code of the log (action, outcome, role, target kind) in the language in use; an unknown one as it is. */
const label = (group: string, code: string | null) => (code ? translateKey(`adminUi.audit.${group}.${code}`, { defaultValue: code }) : '');

/** The columns in the language in use (the CSV export keeps the log's own codes). */
const columnsOf = (t: Translate, language: Language, when: ReturnType<typeof useInstant>): GridColDef<AuditRow>[] => [
  {
    field: 'At',
    headerName: t('adminUi.audit.when'),
    width: 170,
    // sorted by the stored instant; shown in the university's zone, dd/MM/yyyy HH:mm:ss in Vietnamese
    valueFormatter: (v: string) => when(v, true),
  },
  { field: 'Username', headerName: t('adminUi.audit.user'), width: 140, valueGetter: (v: string | null) => v ?? '—' },
  { field: 'Role', headerName: t('adminUi.audit.role'), width: 100, valueFormatter: (v: string | null) => label('roles', v) },
  { field: 'Action', headerName: t('adminUi.audit.action'), width: 150, valueFormatter: (v: string) => label('actions', v) },
  {
    field: 'TargetKind',
    headerName: t('adminUi.audit.target'),
    width: 150,
    valueGetter: (_v, row) => (row.TargetKind ? `${translateKey(`adminUi.nouns.${row.TargetKind}`, { defaultValue: row.TargetKind })}${row.TargetId ? ` #${row.TargetId}` : ''}` : ''),
  },
  { field: 'Outcome', headerName: t('adminUi.audit.outcome'), width: 110, valueFormatter: (v: string) => label('outcomes', v) },
  // a refusal repeated within its minute is one row, counted
  { field: 'Count', headerName: t('adminUi.audit.count'), width: 80, type: 'number' },
  { field: 'Address', headerName: t('adminUi.audit.address'), width: 130 },
  // the whole text on hover (and in the CSV export); the server stored control and bidi characters as escapes
  // (\n, \u202e), so what is shown is what was typed, visibly
  { field: 'Detail', headerName: t('adminUi.audit.detail'), flex: 1, minWidth: 240, renderCell: ({ value }) => <span title={value ?? ''}>{value}</span> },
];

const EXPORT_LIMIT = 100_000;

/** The empty log's text as an overlay: a localeText prop would replace the grid's texts of the language in use. */
function NoAuditRows() {
  const { t } = useTranslation();
  return <GridOverlay>{t('adminUi.audit.noRows')}</GridOverlay>;
}
const SLOTS = { noRowsOverlay: NoAuditRows };

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
 * Admin console › Audit: who did what, when, from where, and how it ended — newest first, paged
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
  const { t, language } = useTranslation();
  const when = useInstant();
  const columns = useMemo(() => columnsOf(t, language, when), [t, language, when]);

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
      const url = URL.createObjectURL(new Blob(['\uFEFF', auditCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'audit.csv';
      link.click();
      URL.revokeObjectURL(url);
      toast.success(t('adminUi.audit.exported', { count: rows.length }));
    } catch (e) {
      toast.error(errorMessage(e, t('adminUi.audit.exportError')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label={t('adminUi.audit.section')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('adminUi.audit.title')}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || !data?.total}>
          {exporting ? t('adminUi.audit.exporting') : t('adminUi.audit.exportCsv')}
        </Button>
      </Box>
      <AuditFilters value={filters} onChange={changeFilters} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(error, t('adminUi.audit.loadError'))}
        </Alert>
      )}
      <DataGrid<AuditRow>
        aria-label={t('adminUi.audit.title')}
        rows={data?.rows ?? []}
        columns={columns}
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
        slots={SLOTS}
      />
    </section>
  );
}
