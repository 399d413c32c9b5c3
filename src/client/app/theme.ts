import { createTheme } from '@mui/material/styles';

import { MAIN_ID } from '../components/SkipLink';

const PRIMARY = '#0d47a1';
/** The one focus mark of the app: a ring in the primary colour, drawn inside the row so a neighbour never hides it. */
const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: '-2px' };

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#ef6c00' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 8 },
  // someone who asked their system for less motion (prefers-reduced-motion) gets dialogs, menus and ripples without
  // their transitions (MUI's own setting)
  motion: { reducedMotion: 'system' },
  typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
  components: {
    // every interactive row shows where the keyboard is, not only a faint grey: list items, menu items, table
    // rows, and the DataGrid's cells, headers and the row that holds the focused cell
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiTableRow: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING, '&:focus-within': { backgroundColor: 'rgba(13, 71, 161, 0.06)' } } } },
    MuiCssBaseline: {
      styleOverrides: {
        [`#${MAIN_ID}:focus`]: { outline: 'none' },
        'h1[tabindex="-1"]:focus-visible': { outline: `2px solid ${PRIMARY}`, outlineOffset: '2px' },
        // the class twice: above the grid's own (later, equally specific) 1 px outline
        '.MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-cell:focus, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-cell:focus-within, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-columnHeader:focus, .MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-columnHeader:focus-within':
          FOCUS_RING,
        '.MuiDataGrid-root.MuiDataGrid-root .MuiDataGrid-row:focus-within': { backgroundColor: 'rgba(13, 71, 161, 0.08)', boxShadow: `inset 4px 0 0 ${PRIMARY}` },
      },
    },
  },
});
