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

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvOptions?: GridCsvExportOptions;
    /** buttons shown beside Export (Import CSV, bulk actions) */
    actions?: ReactNode;
  }
}

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

/** 'Density': a menu setting the grid's row height. */
function DensityMenu() {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button size="small" aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        Density
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {DENSITIES.map((d) => (
          <MenuItem
            key={d.value}
            onClick={() => {
              apiRef.current.setDensity(d.value);
              setAnchor(null);
            }}
          >
            {d.label}
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
export function AdminToolbar({ csvOptions, actions }: { csvOptions?: GridCsvExportOptions; actions?: ReactNode }) {
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 4, justifyContent: 'flex-start' }}>
      <ColumnsPanelTrigger render={<Button size="small" />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger render={(props, state) => <Button {...props} size="small">{state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}</Button>} />
      <DensityMenu />
      <ExportCsv options={csvOptions} render={<Button size="small" />}>
        Export
      </ExportCsv>
      {actions}
      <QuickFilter defaultExpanded style={{ marginLeft: 'auto' }}>
        <QuickFilterControl placeholder="Search…" aria-label="Search" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}
