/**
 * Detail pages and the student's report print cleanly from the browser: no header, footer, menus
 * or buttons; tables printed whole (rows never cut across pages, grids not clipped to their scroll area).
 */
export const PRINT_STYLES = {
  '@media print': {
    'header, footer, nav, button, [role="tablist"], .no-print, .MuiButton-root, .MuiIconButton-root, .MuiDataGrid-footerContainer, .MuiDataGrid-toolbarContainer, .notistack-SnackbarContainer':
      { display: 'none !important' },
    body: { background: '#fff' },
    main: { padding: '0 !important' },
    '.MuiPaper-root': { boxShadow: 'none !important' },
    'table, .MuiDataGrid-root': { breakInside: 'auto' },
    'tr, .MuiDataGrid-row, .MuiCard-root, .print-keep': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    'thead, .MuiDataGrid-columnHeaders': { display: 'table-header-group' },
    '.MuiDataGrid-main, .MuiDataGrid-virtualScroller, .MuiDataGrid-virtualScrollerContent, .MuiTableContainer-root': {
      overflow: 'visible !important',
      height: 'auto !important',
      maxHeight: 'none !important',
    },
    '.MuiDataGrid-root': { height: 'auto !important' },
  },
} as const;
