import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  FilterPanelTrigger,
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
    /** buttons shown beside Export (Import CSV, bulk actions) */
    actions?: ReactNode;
    /** a grid paged on the server: Export fetches every filtered row itself (the grid holds one page) */
    onExport?: () => void;
    exporting?: boolean;
  }
}

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];

/** 'Density': a menu setting the grid's row height. */
function DensityMenu() {
  const { t } = useTranslation();
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button size="small" aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('adminStudents.toolbar.density')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {DENSITIES.map((d) => (
          <MenuItem
            key={d}
            onClick={() => {
              apiRef.current.setDensity(d);
              setAnchor(null);
            }}
          >
            {t(`adminStudents.toolbar.${d}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * Every admin list's toolbar: Columns (choice), Filters (column filters), Density, Export (the filtered and sorted
 * rows, or the selected ones), the list's own actions (Import CSV, bulk actions) and the quick filter 'Search…'.
 */
export function AdminToolbar({ csvOptions, actions, onExport, exporting }: { csvOptions?: GridCsvExportOptions; actions?: ReactNode; onExport?: () => void; exporting?: boolean }) {
  const { t } = useTranslation();
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 4, justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger render={<Button size="small" />}>{t('adminStudents.toolbar.columns')}</ColumnsPanelTrigger>
      <FilterPanelTrigger render={(props, state) => <Button {...props} size="small">{state.filterCount > 0 ? t('adminStudents.toolbar.filtersCount', { count: state.filterCount }) : t('adminStudents.toolbar.filters')}</Button>} />
      <DensityMenu />
      {onExport ? (
        <Button size="small" onClick={onExport} disabled={exporting}>
          {t('adminStudents.toolbar.export')}
        </Button>
      ) : (
        <ExportCsv options={{ ...csvOptions, utf8WithBom: true }} render={<Button size="small" />}>
          {t('adminStudents.toolbar.export')}
        </ExportCsv>
      )}
      {actions}
      <QuickFilter defaultExpanded style={{ marginLeft: 'auto' }}>
        <QuickFilterControl placeholder={t('adminStudents.toolbar.search')} aria-label={t('adminStudents.toolbar.searchLabel')} size="small" />
      </QuickFilter>
    </Toolbar>
  );
}
