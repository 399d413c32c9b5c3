import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  FilterPanelTrigger,
  GridPreferencePanelsValue,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  type GridCsvExportOptions,
  type GridDensity,
} from '@mui/x-data-grid';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvOptions?: GridCsvExportOptions;
    /** buttons shown beside Filters (Import CSV, bulk actions) */
    actions?: ReactNode;
    /** a grid paged on the server: Export fetches every filtered row itself (the grid holds one page) */
    onExport?: () => void;
    exporting?: boolean;
  }
}

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];

interface MoreProps {
  csvOptions?: GridCsvExportOptions;
  onExport?: () => void;
  exporting?: boolean;
}

/** 'More actions': what a list needs less often (Columns, Density, Export), so the toolbar fits a laptop in either language. */
function MoreActions({ csvOptions, onExport, exporting }: MoreProps) {
  const { t } = useTranslation();
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('adminStudents.toolbar.more')}
        title={t('adminStudents.toolbar.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns))}>{t('adminStudents.toolbar.columns')}</MenuItem>
        <MenuItem
          disabled={exporting}
          onClick={run(() => (onExport ? onExport() : apiRef.current.exportDataAsCsv({ ...csvOptions, utf8WithBom: true })))}
        >
          {t('adminStudents.toolbar.export')}
        </MenuItem>
        {DENSITIES.map((d) => (
          <MenuItem key={d} onClick={run(() => apiRef.current.setDensity(d))}>
            {`${t('adminStudents.toolbar.density')}: ${t(`adminStudents.toolbar.${d}`)}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Every admin list's toolbar: the quick filter 'Search…' first (always in view), Filters (column filters), the
 * list's own actions (Import CSV, bulk actions), and 'More actions' (Columns, Export of the filtered and sorted rows
 * or the selected ones, Density). It wraps onto a second line rather than hide anything: its height follows its
 * content (the grid's own toolbar keeps one line's height and lets a second line slide under the headers).
 */
export function AdminToolbar({ csvOptions, actions, onExport, exporting }: { csvOptions?: GridCsvExportOptions; actions?: ReactNode; onExport?: () => void; exporting?: boolean }) {
  const { t } = useTranslation();
  return (
    <Toolbar style={{ flex: '0 0 auto', flexWrap: 'wrap', gap: 4, justifyContent: 'flex-start' }}>
      <QuickFilter defaultExpanded style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <QuickFilterControl placeholder={t('adminStudents.toolbar.search')} aria-label={t('adminStudents.toolbar.searchLabel')} size="small" fullWidth />
      </QuickFilter>
      <FilterPanelTrigger render={(props, state) => <Button {...props} size="small">{state.filterCount > 0 ? t('adminStudents.toolbar.filtersCount', { count: state.filterCount }) : t('adminStudents.toolbar.filters')}</Button>} />
      {actions}
      <MoreActions csvOptions={csvOptions} onExport={onExport} exporting={exporting} />
    </Toolbar>
  );
}
