import 'dayjs/locale/vi';
import { viVN as coreViVN } from '@mui/material/locale';
import { viVN as gridViVN } from '@mui/x-data-grid/locales';
import { viVN as pickersViVN } from '@mui/x-date-pickers/locales';
import type { MuiLocale } from './muiLocale';

/** MUI core, DataGrid and date pickers in Vietnamese (MUI's own viVN locales), dayjs's Vietnamese month names. */
export const MUI_VI: MuiLocale = { themeLocales: [coreViVN, gridViVN, pickersViVN], dayjsLocale: 'vi' };
