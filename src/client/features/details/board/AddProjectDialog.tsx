import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ProjectRow } from '../../../../common/dto/details';
import { LINK_MESSAGES } from '../../../../common/dto/details';
import { useGetProjectsNoBoardQuery } from '../../../api/projectApi';
import { useAddProjectToBoardMutation } from '../../../api/projectInBoardApi';
import { PageLoading } from '../../../components/PageLoading';
import { runAndToast } from '../common';
import { useToast } from '../../../components/useToast';

interface Draft {
  intendTime: string;
  order: string;
  protectTime: string;
}

const EMPTY: Draft = { intendTime: '', order: '', protectTime: '' };

function ProjectLine({ project, boardId }: { project: ProjectRow; boardId: number }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [add, adding] = useAddProjectToBoardMutation();
  const toasts = useToast();
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [k]: e.target.value });
  const submit = async () => {
    if (!draft.intendTime || draft.order === '' || draft.protectTime === '') {
      toasts.error(LINK_MESSAGES.missingFields);
      return;
    }
    await runAndToast(
      toasts,
      () =>
        add({
          projectId: project.Id,
          boardId,
          intendTime: draft.intendTime,
          order: Number(draft.order),
          protectTime: Number(draft.protectTime),
        }),
      'Added project into evaluation board successfully',
    );
  };
  const id = `pib-${project.Id}`;
  return (
    <Stack component="li" direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={`${id}-name`} sx={{ flex: 1, minWidth: 200 }}>
        {project.Id} - {project.Name} <Typography component="span" variant="body2" color="text.secondary">({project.CourseName})</Typography>
      </Typography>
      <TextField
        id={`${id}-time`}
        label="Intend time"
        type="time"
        size="small"
        value={draft.intendTime}
        onChange={set('intendTime')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField id={`${id}-order`} label="Order" type="number" size="small" value={draft.order} onChange={set('order')} slotProps={{ htmlInput: { min: 1 } }} sx={{ width: 100 }} />
      <TextField
        id={`${id}-protect`}
        label="Protect time"
        type="number"
        size="small"
        value={draft.protectTime}
        onChange={set('protectTime')}
        slotProps={{ htmlInput: { min: 1 } }}
        sx={{ width: 130 }}
      />
      <Button variant="contained" size="small" onClick={submit} disabled={adding.isLoading} aria-label={`+Add ${project.Name}`}>
        +Add
      </Button>
    </Stack>
  );
}

/** 'List project out evaluation...': projects of the board's semester and subject on no board. */
export function AddProjectDialog({ boardId, open, onClose }: { boardId: number; open: boolean; onClose(): void }) {
  const { data, isLoading } = useGetProjectsNoBoardQuery(boardId, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-project-title" fullWidth maxWidth="md">
      <DialogTitle id="add-project-title">List project out evaluation...</DialogTitle>
      <DialogContent>
        {isLoading && <PageLoading />}
        {data && data.length === 0 && <Typography>All projects have been evaluated...</Typography>}
        {data && data.length > 0 && (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="add-project-title">
            {data.map((p) => (
              <ProjectLine key={p.Id} project={p} boardId={boardId} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
