import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import { useGetBoardScheduleQuery, usePackBoardMutation, useReorderBoardMutation } from '../../api/scheduleApi';
import { useToast } from '../../components/useToast';
import { useTranslation } from '../../i18n/i18n';
import { BoardConflictBanner } from './BoardConflictBanner';

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/**
 * A board's running order on the board page: each project's start and end, gaps and overlaps, the overrun and the
 * board's open conflicts; reorder by dragging a line (HTML5 drag events) or with move up / down (the keyboard's way), "pack from the start" with a changeover. The server
 * refuses every change once the board has marks (and any change that would clash), with the conflicts named.
 */
export default function RunningOrder({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, isLoading, isError } = useGetBoardScheduleQuery(boardId);
  const [reorder, reordering] = useReorderBoardMutation();
  const [pack, packing] = usePackBoardMutation();
  const [changeover, setChangeover] = useState('5');
  // drag and drop (HTML5 drag events): the line being dragged and the line it would land on
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (isLoading) return <Typography>…</Typography>;
  if (isError || !data) return <Alert severity="error">{t('schedule.loadError')}</Alert>;
  const locked = data.Board.Terminated;
  const busy = reordering.isLoading || packing.isLoading;
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(t('schedule.saved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const moveTo = (from: number, to: number) => {
    if (from === to) return;
    const ids = data.Lines.map((l) => l.ProjectId);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    return run(() => reorder({ boardId, projectIds: ids }).unwrap());
  };
  const move = (index: number, by: number) => moveTo(index, index + by);
  const canDrag = !locked && !busy && data.Lines.length > 1;
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const minutes = Number(changeover);
  return (
    <Box component="section" aria-labelledby="running-order-title" sx={{ mt: 2 }}>
      <Typography id="running-order-title" variant="h6" component="h2">
        {t('schedule.runningOrder')} ({data.Board.Date} {data.Board.StartTime}–{data.Board.EndTime})
      </Typography>
      {locked && <Alert severity="info">{t('schedule.terminated')}</Alert>}
      {data.Overrun > 0 && <Alert severity="warning">{t('schedule.overrun', { count: data.Overrun })}</Alert>}
      <BoardConflictBanner conflicts={data.Conflicts} />
      {data.Lines.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('schedule.noProjects')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="running-order-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('schedule.order')}</TableCell>
                <TableCell>{t('schedule.project')}</TableCell>
                <TableCell>{t('schedule.start')}</TableCell>
                <TableCell>{t('schedule.end')}</TableCell>
                <TableCell>{t('schedule.gap')}</TableCell>
                {/* the move buttons' column: named for screen readers (each button says what it moves) */}
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('schedule.move')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.Lines.map((l, i) => (
                <TableRow
                  key={l.ProjectId}
                  data-testid="running-line"
                  draggable={canDrag}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(l.ProjectId));
                    setDragged(i);
                  }}
                  onDragOver={(e) => {
                    if (!canDrag) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                    if (over !== i) setOver(i);
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    // the dragged line travels with the drag itself (the state may not have caught up)
                    const from = data.Lines.findIndex((x) => String(x.ProjectId) === e.dataTransfer.getData('text/plain'));
                    endDrag();
                    if (canDrag && from >= 0) void moveTo(from, i);
                  }}
                  onDragEnd={endDrag}
                  sx={{
                    cursor: canDrag ? 'grab' : undefined,
                    opacity: dragged === i ? 0.5 : 1,
                    outline: over === i && dragged !== i ? '2px dashed' : undefined,
                    outlineColor: 'primary.main',
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {canDrag && <DragIndicator fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', color: 'text.secondary' }} />}
                    {i + 1}
                  </TableCell>
                  <TableCell>{l.ProjectName}</TableCell>
                  <TableCell>{l.IntendTime}</TableCell>
                  <TableCell>{l.End}</TableCell>
                  <TableCell>
                    {l.GapBefore > 0 && t('schedule.gapMinutes', { count: l.GapBefore })}
                    {l.GapBefore < 0 && t('schedule.overlap', { count: -l.GapBefore })}
                    {l.Outside && ` ${t('schedule.outside')}`}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={t('schedule.moveUp', { name: l.ProjectName })} disabled={locked || busy || i === 0} onClick={() => move(i, -1)}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('schedule.moveDown', { name: l.ProjectName })}
                      disabled={locked || busy || i === data.Lines.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {!locked && data.Lines.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label={t('schedule.changeover')}
            size="small"
            type="number"
            value={changeover}
            onChange={(e) => setChangeover(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 120 } }}
            sx={{ width: 200 }}
          />
          <Button variant="outlined" disabled={busy || !(minutes >= 0 && minutes <= 120)} onClick={() => run(() => pack({ boardId, changeover: Math.round(minutes) }).unwrap())}>
            {t('schedule.pack')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
