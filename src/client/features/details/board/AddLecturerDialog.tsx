import { t as translate } from '../../../i18n/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAddLecturerToBoardMutation } from '../../../api/lectureInBoardApi';
import { useGetLecturersNotInBoardQuery } from '../../../api/teacherApi';
import { PageLoading } from '../../../components/PageLoading';
import { runAndToast } from '../common';
import { useToast } from '../../../components/useToast';
import { useSaveAnyway } from '../../../components/schedule/SaveAnyway';

/** 'List teacher other...': lecturers not on the board, each with Add. */
export function AddLecturerDialog({ boardId, open, onClose }: { boardId: number; open: boolean; onClose(): void }) {
  const { data, isLoading } = useGetLecturersNotInBoardQuery(boardId, { skip: !open });
  const [add, adding] = useAddLecturerToBoardMutation();
  const toasts = useToast();
  const saveAnyway = useSaveAnyway();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-lecturer-title" fullWidth maxWidth="sm">
      <DialogTitle id="add-lecturer-title">{translate('addToBoard.lecturersTitle')}</DialogTitle>
      <DialogContent>
        {isLoading && <PageLoading />}
        {data && data.length === 0 && <Typography>{translate('details.noItem')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-labelledby="add-lecturer-title">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>{translate('details.name')}</TableCell>
                <TableCell>{translate('details.phone')}</TableCell>
                <TableCell align="right">{translate('addToBoard.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((l) => (
                <TableRow key={l.Id}>
                  <TableCell>{l.Id}</TableCell>
                  <TableCell>{l.Name}</TableCell>
                  <TableCell>{l.PhoneNumber}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="contained"
                      disabled={adding.isLoading}
                      aria-label={translate('addToBoard.addName', { name: l.Name })}
                      onClick={() =>
                        runAndToast(toasts, () => ({ unwrap: () => saveAnyway.guard((force) => add({ teacherId: l.Id, boardId, force }).unwrap()) }), translate('errors.addedLecturerToBoard'))
                      }
                    >
                      {translate('common.add')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.close')}</Button>
      </DialogActions>
      {saveAnyway.dialog}
    </Dialog>
  );
}
