import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useState, type ReactNode } from 'react';

/**
 * An action that is not available, with the reason beside it: the disabled button, then an info button whose
 * accessible name is the reason (a keyboard, touch or screen-reader user reaches it; focus or a tap shows it too).
 * A hover-only tooltip on the disabled button reached nobody but mouse users.
 */
export function DisabledAction({ children, reason, label, color, size = 'small', variant }: { children: ReactNode; reason: string; label?: string; color?: ButtonProps['color']; size?: ButtonProps['size']; variant?: ButtonProps['variant'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Button size={size} color={color} variant={variant} disabled aria-label={label}>
        {children}
      </Button>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Tooltip title={reason} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} describeChild>
          {/* a ring, not the pulsing focus ripple (an endless animation) */}
          <IconButton size="small" aria-label={reason} onClick={() => setOpen((o) => !o)} disableFocusRipple sx={{ p: 0.25, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </ClickAwayListener>
    </Box>
  );
}
