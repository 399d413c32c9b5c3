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
import { t, useTranslation } from '../../../i18n/i18n';

type Who = 'student' | 'teacher';
/** the adminUi.nouns key naming each kind of person */
const LABEL = { student: 'student', teacher: 'lecturer' } as const satisfies Record<Who, string>;

// The dialogs live inside a grid cell (portals bubble React events): keys typed there are not the grid's.
const keepKeys = (e: KeyboardEvent) => e.stopPropagation();

/**
 * "Reset password" of one student or lecturer: a confirmation, then the temporary password the
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
  useTranslation();
  const noun = t(`adminUi.nouns.${LABEL[who]}`);
  const what = t('adminUi.reset.who', { who: noun, name, id });

  const confirm = async (sendLink = false) => {
    try {
      const answer = await reset({ who, id, sendLink }).unwrap();
      if (sendLink) toast.success(t('mail.resetLinkSent'));
      else setTemporary(answer.data?.temporaryPassword ?? null);
    } catch (error) {
      toast.error(errorMessage(error, t('adminUi.reset.failed')));
    } finally {
      setAsking(false);
    }
  };
  const copy = () =>
    void navigator.clipboard?.writeText(temporary ?? '').then(
      () => toast.success(t('adminUi.reset.copied')),
      () => toast.error(t('adminUi.reset.copyRefused')),
    );

  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={t('adminUi.reset.buttonLabel', { who: noun, id })}>
        {t('adminUi.reset.button')}
      </Button>
      <Dialog open={asking} onClose={() => undefined} aria-labelledby={`${titleId}-ask`} aria-describedby={`${textId}-ask`}>
        <Box onKeyDown={keepKeys}>
          <DialogTitle id={`${titleId}-ask`}>{t('adminUi.reset.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${textId}-ask`}>
              {t('adminUi.reset.question', { what })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)} disabled={isLoading}>
              {t('adminUi.common.cancel')}
            </Button>
            <Button onClick={() => void confirm(true)} disabled={isLoading}>
              {t('mail.resetByLink')}
            </Button>
            <Button onClick={() => void confirm()} color="error" variant="contained" disabled={isLoading}>
              {isLoading ? t('adminUi.reset.resetting') : t('adminUi.reset.title')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <Dialog open={temporary !== null} onClose={() => undefined} aria-labelledby={`${titleId}-done`} aria-describedby={`${textId}-done`}>
        <Box onKeyDown={keepKeys}>
          <DialogTitle id={`${titleId}-done`}>{t('adminUi.reset.temporaryTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${textId}-done`}>
              {t('adminUi.reset.giveIt', { what })}
            </DialogContentText>
            <Box
              component="output"
              aria-label={t('adminUi.reset.temporaryTitle')}
              data-testid="temporary-password"
              sx={{ display: 'block', mt: 2, p: 1.5, fontFamily: 'monospace', fontSize: '1.2rem', bgcolor: 'grey.100', borderRadius: 1, userSelect: 'all' }}
            >
              {temporary}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={copy}>{t('adminUi.reset.copy')}</Button>
            <Button variant="contained" onClick={() => setTemporary(null)}>
              {t('adminUi.common.done')}
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
    headerName: t('adminUi.reset.column'),
    width: 110,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => <ResetPasswordButton who={who} id={row.Id} name={row.Name} />,
  };
}
