import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's toasts with colours that meet WCAG AA contrast against white text. */
const AccessibleToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
}));

export const TOAST_COMPONENTS = {
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
  default: AccessibleToast,
};
