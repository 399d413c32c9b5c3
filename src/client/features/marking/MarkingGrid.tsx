import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { MarkingView } from '../../../common/dto/marking';
import { formatPercent, formatScore } from '../../../common/format';
import { basisPointsOf, lecturerTotal, toHundredths, type ColumnWeight } from '../../../common/grading';
import { parseScoreInput } from '../../../common/validation/scores';
import { keyOf, pastedCells, type Baseline } from './gridModel';

export interface MarkingGridProps {
  view: MarkingView;
  baseline: Map<string, Baseline>;
  textOf(key: string): string;
  /** sets the text of some cells (keyOf keys) */
  onEdit(cells: Record<string, string>): void;
  showErrors: boolean;
}

/**
 * The keyboard-first grid: one row per student, one cell per score column, a live weighted total.
 * Arrows and Enter move, Tab goes on, typing replaces the cell, Escape restores it, a pasted block fills cells.
 */
export function MarkingGrid({ view, baseline, textOf, onEdit, showErrors }: MarkingGridProps) {
  const { students, columns } = view;
  const inputs = useRef<(HTMLInputElement | null)[][]>([]);
  const weights: ColumnWeight[] = useMemo(() => columns.map((c) => ({ columnId: c.id, percentBp: basisPointsOf(c.percent) })), [columns]);

  const focusCell = (r: number, c: number) => {
    const el = inputs.current[r]?.[c];
    if (el) {
      el.focus();
      el.select();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    if (e.key === 'Escape') {
      const k = keyOf(students[r]!.stdinprjId, columns[c]!.id);
      onEdit({ [k]: baseline.get(k)?.text ?? '' });
      e.preventDefault();
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Enter: e.shiftKey ? [r - 1, c] : [r + 1, c],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    const [nr, nc] = to;
    if (nr >= 0 && nr < students.length && nc >= 0 && nc < columns.length) focusCell(nr, nc);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
    const cells = pastedCells(e.clipboardData.getData('text/plain'), view, r, c);
    if (!cells) return;
    e.preventDefault();
    onEdit(cells);
  };

  return (
    <Paper>
      <Typography id="marking-help" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Type a score from 0 to 10 (2 decimals at most). Arrow keys and Enter move between cells, Tab goes to the next cell,
        typing replaces the cell, Escape restores it; paste a block copied from a spreadsheet.
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Marking grid" aria-describedby="marking-help">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Student
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.id} component="th" scope="col" align="center">
                  {c.name} ({formatPercent(c.percent)})
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="center">
                Total
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((s, r) => {
              const scores = new Map<number, number>();
              for (const col of columns) {
                const h = toHundredths(parseScoreInput(textOf(keyOf(s.stdinprjId, col.id))));
                if (h !== null) scores.set(col.id, h);
              }
              const total = lecturerTotal(weights, scores);
              return (
                <TableRow key={s.stdinprjId}>
                  <TableCell component="th" scope="row">
                    {s.Code} - {s.Name}
                  </TableCell>
                  {columns.map((col, c) => {
                    const k = keyOf(s.stdinprjId, col.id);
                    const text = textOf(k);
                    const parsed = parseScoreInput(text);
                    const invalid = parsed === undefined || (showErrors && parsed === null);
                    const changed = text !== (baseline.get(k)?.text ?? '');
                    return (
                      <TableCell key={col.id} align="center" sx={{ p: 0.5 }}>
                        <InputBase
                          value={text}
                          onChange={(e) => onEdit({ [k]: e.target.value })}
                          onFocus={(e) => e.target.select()}
                          inputRef={(el: HTMLInputElement | null) => {
                            (inputs.current[r] ??= [])[c] = el;
                          }}
                          inputProps={{
                            'aria-label': `${s.Code} ${col.name}`,
                            'aria-invalid': invalid,
                            inputMode: 'decimal',
                            autoComplete: 'off',
                            onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onKeyDown(e, r, c),
                            onPaste: (e: ClipboardEvent<HTMLInputElement>) => onPaste(e, r, c),
                            style: { textAlign: 'center' },
                          }}
                          sx={{
                            width: 90,
                            px: 1,
                            border: 2,
                            borderRadius: 1,
                            borderColor: invalid ? 'error.main' : changed ? 'warning.dark' : 'grey.500',
                            bgcolor: changed ? 'rgba(255, 193, 7, 0.12)' : undefined,
                            '&.Mui-focused': { borderColor: invalid ? 'error.main' : 'primary.main' },
                          }}
                        />
                      </TableCell>
                    );
                  })}
                  <TableCell align="center" data-testid={`total-${s.Code}`} sx={{ fontWeight: 600 }}>
                    {total === null ? '—' : formatScore(total)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
