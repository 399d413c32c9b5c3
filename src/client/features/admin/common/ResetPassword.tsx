import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useState, type KeyboardEvent } from 'react';
import { useResetPasswordMutation } from '../../../api/accountApi';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';

type Who = 'student' | 'teacher';
const LABEL: Record<Who, string> = { student: 'student', teacher: 'lecturer' };

// The dialogs live inside a grid cell (portals bubble React events): keys typed there are not the grid's.
const keepKeys = (e: KeyboardEvent) => e.stopPropagation();

/**
 * "Reset password" of one student or lecturer (issue 9 item 4): a confirmation, then the temporary password the
 * server generated, shown once for the admin to hand over. The user must choose a new password at the next login,
 * and every session of theirs ends now.
 */
export function ResetPasswordButton({ who, id, name }: { who: Who; id: number; name: string }) {
  const [asking, setAsking] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const toast = useToast();
  const titleId = useId();
  const textId = useId();
  const what = `${LABEL[who]} ${name} (ID = ${id})`;

  const confirm = async () => {
    try {
      const answer = await reset({ who, id }).unwrap();
      setTemporary(answer.data?.temporaryPassword ?? null);
    } catch (error) {
      toast.error(errorMessage(error, 'The password could not be reset'));
    } finally {
      setAsking(false);
    }
  };
  const copy = () =>
    void navigator.clipboard?.writeText(temporary ?? '').then(
      () => toast.success('Copied'),
      () => toast.error('Copying is not allowed here: select the password and copy it'),
    );

  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={`Reset password of ${LABEL[who]} ${id}`}>
        Reset
      </Button>
      <Dialog open={asking} onClose={() => undefined} aria-labelledby={`${titleId}-ask`} aria-describedby={`${textId}-ask`}>
        <Box onKeyDown={keepKeys}>
          <DialogTitle id={`${titleId}-ask`}>Reset password</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${textId}-ask`}>
              Reset the password of {what}? A temporary password is generated; they must choose a new one at their next
              login, and their open sessions end now.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)} disabled={isLoading}>
              Cancel
            </Button>
            <Button onClick={confirm} color="error" variant="contained" disabled={isLoading}>
              {isLoading ? 'Resetting...' : 'Reset password'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog open={temporary !== null} onClose={() => undefined} aria-labelledby={`${titleId}-done`} aria-describedby={`${textId}-done`}>
        <Box onKeyDown={keepKeys}>
          <DialogTitle id={`${titleId}-done`}>Temporary password</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${textId}-done`}>
              Give this password to {what}. It is shown only this once; they must change it when they log in.
            </DialogContentText>
            <Box
              component="output"
              aria-label="Temporary password"
              data-testid="temporary-password"
              sx={{ display: 'block', mt: 2, p: 1.5, fontFamily: 'monospace', fontSize: '1.2rem', bgcolor: 'grey.100', borderRadius: 1, userSelect: 'all' }}
            >
              {temporary}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={copy}>Copy</Button>
            <Button variant="contained" onClick={() => setTemporary(null)}>
              Done
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

/** The lists' "Reset password" column (students, lecturers); not exported to CSV. */
export function resetPasswordColumn<R extends { Id: number; Name: string }>(who: Who): GridColDef<R> {
  return {
    field: 'ResetPassword',
    headerName: 'Password',
    width: 110,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => <ResetPasswordButton who={who} id={row.Id} name={row.Name} />,
  };
}
