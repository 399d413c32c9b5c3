import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { memo, type ClipboardEvent, type KeyboardEvent } from 'react';
import { scoreTextProblem } from '../../../common/scoreInput';
import { CommentButton } from './CommentButton';

/** The grid's texts for a wrong cell, translated once per grid (a cell never calls the translator). */
export interface CellMessages {
  invalid: string;
  invalidLong: string;
  empty: string;
  decimals: string;
  decimalsLong: string;
}

/** The short and long texts of a cell's problem ('empty' only once errors are shown); null when it says nothing. */
export function cellMessage(text: string, showErrors: boolean, messages: CellMessages): { short: string; long: string } | null {
  const problem = scoreTextProblem(text);
  if (problem === null || (problem === 'empty' && !showErrors)) return null;
  if (problem === 'empty') return { short: messages.empty, long: messages.empty };
  if (problem === 'scoreDecimals') return { short: messages.decimals, long: messages.decimalsLong };
  return { short: messages.invalid, long: messages.invalidLong };
}

interface CellProps {
  messages: CellMessages;
  commented: boolean;
  onCommentClick(): void;
  cellKey: string;
  label: string;
  text: string;
  changed: boolean;
  showErrors: boolean;
  readOnly: boolean;
  row: number;
  col: number;
  onEdit(cells: Record<string, string>): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>, r: number, c: number): void;
  onPaste(e: ClipboardEvent<HTMLInputElement>, r: number, c: number): void;
  register(r: number, c: number, el: HTMLInputElement | null): void;
}

/**
 * One mark of the marking grid: its input (keys and paste handled by the grid), its comment button and, when the
 * text is not a mark (or is missing once errors are shown), a short message tied to the input.
 */
export const GridCell = memo(function GridCell({ messages, commented, onCommentClick, cellKey, label, text, changed, showErrors, readOnly, row, col, onEdit, onKeyDown, onPaste, register }: CellProps) {
  const message = cellMessage(text, showErrors, messages);
  const invalid = message !== null;
  const errorId = `cell-error-${row}-${col}`;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
    <InputBase
      value={text}
      readOnly={readOnly}
      onChange={(e) => onEdit({ [cellKey]: e.target.value })}
      onFocus={(e) => e.target.select()}
      inputRef={(el: HTMLInputElement | null) => register(row, col, el)}
      inputProps={{
        id: `cell-${row}-${col}`,
        'aria-label': label,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : undefined,
        inputMode: 'decimal',
        autoComplete: 'off',
        onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onKeyDown(e, row, col),
        onPaste: (e: ClipboardEvent<HTMLInputElement>) => onPaste(e, row, col),
        style: { textAlign: 'center' },
      }}
      sx={{
        width: 90,
        px: 1,
        border: 2,
        borderRadius: 1,
        borderColor: invalid ? 'error.main' : changed ? 'warning.dark' : 'grey.500',
        bgcolor: readOnly ? 'action.hover' : changed ? 'rgba(255, 193, 7, 0.12)' : undefined,
        '&.Mui-focused': { borderColor: invalid ? 'error.main' : 'primary.main' },
      }}
    />
    <CommentButton what={label} has={commented} onClick={onCommentClick} />
    </Box>
    {message && (
      <Typography id={errorId} variant="caption" sx={{ color: 'error.main', fontWeight: 600, lineHeight: 1.2, maxWidth: 120, textAlign: 'center' }} title={message.long}>
        {message.short}
      </Typography>
    )}
    </Box>
  );
});
