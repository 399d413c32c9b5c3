import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CommentButton } from './CommentButton';
import { commentKey } from './comments';
import type { CommentTarget } from './CommentDialog';
import { memo, useCallback, useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { MarkingStudent, MarkingView } from '../../../common/contract/marking';
import type { ColumnRow } from '../../../common/contract/rows';
import { formatPercent, formatScore } from '../../../common/format';
import { basisPointsOf, lecturerTotal, toHundredths, type ColumnWeight } from '../../../common/grading';
import { parseScoreInput } from '../../../common/scoreInput';
import { useTranslation } from '../../i18n/i18n';
import { GridCell, type CellMessages } from './GridCell';
import { keyOf, nextEmptyCell, pastedCells } from './gridModel';

export interface MarkingGridProps {
  view: MarkingView;
  textOf(key: string): string;
  /** true when the cell differs from what the server holds (a draft) */
  isChanged(key: string): boolean;
  /** sets the text of some cells (keyOf keys); must keep its identity between renders */
  onEdit(cells: Record<string, string>): void;
  /** Escape: the cell goes back to the server's value */
  onRestore(key: string): void;
  showErrors: boolean;
  readOnly: boolean;
  /** the text of a comment (comments.ts keys) */
  commentOf(key: string): string;
  /** opens the comment editor */
  onComment(target: CommentTarget): void;
}

/** Alt+C: the cell's comment; Alt+G: the student's general comment (documented in the grid's hint). */
const isCommentKeyPress = (e: KeyboardEvent) => e.altKey && (e.key === 'c' || e.key === 'C' || e.code === 'KeyC');
const isGeneralKeyPress = (e: KeyboardEvent) => e.altKey && (e.key === 'g' || e.key === 'G' || e.code === 'KeyG');

/** The key that jumps to the next empty cell (documented in the grid's hint). */
export const isNextEmptyKey = (e: KeyboardEvent) => e.altKey && (e.key === 'n' || e.key === 'N' || e.code === 'KeyN');

const SEP = '\u0001';
const stickyStudent = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', minWidth: 180 } as const;

/**
 * The keyboard-first grid for up to 40 students: the header row with the percentages stays on top, the student
 * column stays on the left while scrolling sideways. Arrows and Enter move, Tab goes on, typing replaces the cell,
 * Escape restores it, a pasted block fills cells, Alt+N jumps to the next empty cell. Rows and cells are memoised:
 * a keystroke re-renders only the edited cell and its row's total.
 */
export function MarkingGrid({ view, textOf, isChanged, onEdit, onRestore, showErrors, readOnly, commentOf, onComment }: MarkingGridProps) {
  const { students, columns } = view;
  const { t, language } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[][]>([]);
  const weights: ColumnWeight[] = useMemo(() => columns.map((c) => ({ columnId: c.id, percentBp: basisPointsOf(c.percent) })), [columns]);
  const latest = useRef({ textOf, onEdit, onRestore, view, onComment });
  latest.current = { textOf, onEdit, onRestore, view, onComment };
  const messages = useMemo(
    () => ({ invalid: t('words.invalidCell'), invalidLong: t('words.invalidCellLong'), empty: t('words.emptyCell'), decimals: t('words.decimalsCell'), decimalsLong: t('words.decimalsCellLong') }),
    [t],
  );
  const openComment = useCallback((r: number, c: number | null) => {
    const { view: v, onComment: open } = latest.current;
    const s = v.students[r]!;
    const col = c === null ? null : v.columns[c]!;
    open({ key: commentKey(s.stdinprjId, col ? col.id : 0), title: `${s.Code} - ${s.Name}, ${col ? col.name : t('words.generalComment')}` });
  }, [t]);

  const focusCell = useCallback((r: number, c: number) => {
    const el = inputs.current[r]?.[c];
    if (el) {
      el.focus();
      el.select();
    }
  }, []);

  const register = useCallback((r: number, c: number, el: HTMLInputElement | null) => {
    (inputs.current[r] ??= [])[c] = el;
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
      const { view: v, textOf: text } = latest.current;
      if (isCommentKeyPress(e) || isGeneralKeyPress(e)) {
        e.preventDefault();
        openComment(r, isCommentKeyPress(e) ? c : null);
        return;
      }
      // Ctrl (or Cmd) with a key is the screen's (Ctrl+Enter saves): the cell does not move
      if (e.ctrlKey || e.metaKey) return;
      if (isNextEmptyKey(e)) {
        e.preventDefault();
        const next = nextEmptyCell(v, text, r, c);
        if (next) focusCell(next[0], next[1]);
        return;
      }
      if (e.key === 'Escape') {
        latest.current.onRestore(keyOf(v.students[r]!.stdinprjId, v.columns[c]!.id));
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
      if (nr >= 0 && nr < v.students.length && nc >= 0 && nc < v.columns.length) focusCell(nr, nc);
    },
    [focusCell, openComment],
  );

  const onPaste = useCallback((e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
    const cells = pastedCells(e.clipboardData.getData('text/plain'), latest.current.view, r, c);
    if (!cells) return;
    e.preventDefault();
    latest.current.onEdit(cells);
  }, []);

  const results = useMemo(() => new Map(view.publication?.results.map((r) => [r.StudentId, r]) ?? []), [view.publication]);

  return (
    <Paper>
      <Typography id="marking-help" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        {readOnly ? t('marking.helpReadOnly') : `${t('marking.help')} ${t('words.keysHint')} ${t('marking.saveKeys')}.`}
      </Typography>
      <TableContainer sx={{ maxHeight: '65vh' }} tabIndex={-1}>
        <Table size="small" stickyHeader aria-label={t('marking.gridLabel')} aria-describedby="marking-help">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ ...stickyStudent, zIndex: 3 }}>
                {t('marking.student')}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.id} component="th" scope="col" align="center">
                  {c.name} ({formatPercent(c.percent, language)})
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="center">
                {t('marking.total')}
              </TableCell>
              {view.publication && (
                <TableCell component="th" scope="col" align="center">
                  {t('marking.final')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((s, r) => {
              const keys = columns.map((col) => keyOf(s.stdinprjId, col.id));
              const result = results.get(s.StudentId);
              return (
                <GridRow
                  key={s.stdinprjId}
                  student={s}
                  row={r}
                  columns={columns}
                  weights={weights}
                  texts={keys.map(textOf).join(SEP)}
                  changed={keys.map((k) => (isChanged(k) ? '1' : '0')).join('')}
                  commented={[0, ...columns.map((col) => col.id)].map((id) => (commentOf(commentKey(s.stdinprjId, id)).trim() ? '1' : '0')).join('')}
                  messages={messages}
                  openComment={openComment}
                  showErrors={showErrors}
                  readOnly={readOnly}
                  final={result ? `${formatScore(result.Score, language)} (${result.Result ? t('marking.passed') : t('marking.notPassed')})` : view.publication ? '—' : null}
                  onEdit={onEdit}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                  register={register}
                />
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

interface RowProps {
  student: MarkingStudent;
  row: number;
  columns: ColumnRow[];
  weights: ColumnWeight[];
  /** the row's cell texts joined (a string, so an untouched row skips rendering) */
  texts: string;
  changed: string;
  /** '1' where a comment is written: the general one first, then one per column */
  commented: string;
  messages: CellMessages;
  openComment(r: number, c: number | null): void;
  showErrors: boolean;
  readOnly: boolean;
  final: string | null;
  onEdit(cells: Record<string, string>): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>, r: number, c: number): void;
  onPaste(e: ClipboardEvent<HTMLInputElement>, r: number, c: number): void;
  register(r: number, c: number, el: HTMLInputElement | null): void;
}


const GridRow = memo(function GridRow({ student: s, row: r, columns, weights, texts, changed, commented, messages, openComment, showErrors, readOnly, final, ...handlers }: RowProps) {
  const { language } = useTranslation();
  const values = texts.split(SEP);
  const scores = new Map<number, number>();
  columns.forEach((col, c) => {
    const h = toHundredths(parseScoreInput(values[c] ?? ''));
    if (h !== null) scores.set(col.id, h);
  });
  const total = lecturerTotal(weights, scores);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={stickyStudent}>
        {s.Code} - {s.Name}
        <CommentButton what={`${s.Code}`} general has={commented[0] === '1'} onClick={() => openComment(r, null)} />
      </TableCell>
      {columns.map((col, c) => (
        <TableCell key={col.id} align="center" sx={{ p: 0.5 }}>
          <GridCell
            messages={messages}
            commented={commented[c + 1] === '1'}
            onCommentClick={() => openComment(r, c)}
            cellKey={keyOf(s.stdinprjId, col.id)}
            label={`${s.Code} ${col.name}`}
            text={values[c] ?? ''}
            changed={changed[c] === '1'}
            showErrors={showErrors}
            readOnly={readOnly}
            row={r}
            col={c}
            {...handlers}
          />
        </TableCell>
      ))}
      <TableCell align="center" data-testid={`total-${s.Code}`} sx={{ fontWeight: 600 }}>
        {total === null ? '—' : formatScore(total, language)}
      </TableCell>
      {final !== null && (
        <TableCell align="center" data-testid={`final-${s.Code}`}>
          {final}
        </TableCell>
      )}
    </TableRow>
  );
});
