import 'dayjs/locale/vi';
import { viVN as coreViVN } from '@mui/material/locale';
import { viVN as gridViVN } from '@mui/x-data-grid/locales';
import { viVN as pickersViVN } from '@mui/x-date-pickers/locales';

const number = (n: number) => n.toLocaleString('vi-VN');

/**
 * The DataGrid texts MUI's viVN leaves in English (its page counter above all): "1–25 trên 20.000" like the
 * core pagination's Vietnamese.
 */
const gridViExtra = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        localeText: {
          ...gridViVN.components.MuiDataGrid.defaultProps.localeText,
          noColumnsOverlayLabel: 'Không có cột',
          noColumnsOverlayManageColumns: 'Quản lý cột',
          columnsManagementDeleteIconLabel: 'Xóa',
          headerFilterClear: 'Xóa bộ lọc',
          columnMenuAriaLabel: (columnName: string) => `Menu của cột ${columnName}`,
          paginationDisplayedRows: ({ from, to, count, estimated }: { from: number; to: number; count: number; estimated?: number }) => {
            if (count !== -1 && count != null) return `${number(from)}–${number(to)} trên ${number(count)}`;
            return `${number(from)}–${number(to)} trên ${estimated && estimated > to ? `khoảng ${number(estimated)}` : `hơn ${number(to)}`}`;
          },
        },
      },
    },
  },
};

/** MUI core, DataGrid and date pickers in Vietnamese (MUI's own viVN locales, completed), dayjs's Vietnamese month names. */
// shaped as muiLocale.ts's MuiLocale, which checks it where it loads this chunk (no import back: no cycle)
export const MUI_VI = { themeLocales: [coreViVN, gridViExtra, pickersViVN] as object[], dayjsLocale: 'vi' };
