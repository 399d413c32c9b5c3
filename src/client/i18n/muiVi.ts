import 'dayjs/locale/vi';
import { viVN as coreViVN } from '@mui/material/locale';
import { viVN as gridViVN } from '@mui/x-data-grid/locales';
import { viVN as pickersViVN } from '@mui/x-date-pickers/locales';

/** MUI core, DataGrid and date pickers in Vietnamese (MUI's own viVN locales), dayjs's Vietnamese month names. */
// shaped as muiLocale.ts's MuiLocale, which checks it where it loads this chunk (no import back: no cycle)
export const MUI_VI = { themeLocales: [coreViVN, gridViVN, pickersViVN] as object[], dayjsLocale: 'vi' };
