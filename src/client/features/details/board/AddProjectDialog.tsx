import { t as translate, translateValidation } from '../../../i18n/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { ValidationError } from 'yup';
import type { ProjectRow } from '../../../../common/contract/details';
import { saidOf } from '../../../../common/validation/says';
import { projectInBoardSchema, type ProjectInBoardInput } from '../../../../common/validation/projectInBoard';
import { useGetProjectsNoBoardQuery } from '../../../api/projectApi';
import { useAddProjectToBoardMutation } from '../../../api/projectInBoardApi';
import { PageLoading } from '../../../components/PageLoading';
import { errorMessage } from '../../../api/baseApi';
import { successMessage } from '../../../components/successMessage';
import { useToast } from '../../../components/useToast';
import { useSaveAnyway } from '../../../components/schedule/SaveAnyway';
import { ConflictNotice, useConflictNotice } from '../../../components/schedule/ConflictNotice';

/** What the line holds (Formik keeps a type="number" input's value as a number, '' when empty). */
interface Draft {
  intendTime: string;
  order: number | '';
  protectTime: number | '';
}

const EMPTY: Draft = { intendTime: '', order: '', protectTime: '' };

/** One candidate project: its time, order and protect time, judged by the shared schema when +Add is pressed. */
function ProjectLine({ project, boardId }: { project: ProjectRow; boardId: number }) {
  const [add] = useAddProjectToBoardMutation();
  const toasts = useToast();
  const saveAnyway = useSaveAnyway();
  const conflicts = useConflictNotice();
  const submit = async (draft: Draft, { setFieldError }: FormikHelpers<Draft>) => {
    let body: ProjectInBoardInput;
    try {
      const orUndefined = (v: number | '') => (v === '' ? undefined : v);
      body = await projectInBoardSchema.validate({ projectId: project.Id, boardId, intendTime: draft.intendTime, order: orUndefined(draft.order), protectTime: orUndefined(draft.protectTime) });
    } catch (error) {
      toasts.error(error instanceof ValidationError ? translateValidation(saidOf(error)) : translate('errors.missingFields'));
      return;
    }
    try {
      const result = await saveAnyway.guard((force) => add({ ...body, force }).unwrap());
      conflicts.clear();
      toasts.success(successMessage(result, translate('errors.addedProjectToBoard')));
    } catch (error) {
      // a schedule conflict stays beside its line, the time marked; anything else is a toast as before
      if (!conflicts.refused(error, (fields, text) => fields.forEach((f) => setFieldError(f, text)), () => ['intendTime'])) toasts.error(errorMessage(error));
    }
  };
  const id = `pib-${project.Id}`;
  return (
    <Formik<Draft> initialValues={EMPTY} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting, setFieldValue }) => (
        <Stack component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Form noValidate>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
              <Typography id={`${id}-name`} sx={{ flex: 1, minWidth: 200 }}>
                {project.Id} - {project.Name} <Typography component="span" variant="body2" color="text.secondary">({project.CourseName})</Typography>
              </Typography>
              <LineField id={`${id}-time`} name="intendTime" label={translate('addToBoard.intendTime')} type="time" />
              <LineField id={`${id}-order`} name="order" label={translate('addToBoard.order')} type="number" width={100} />
              <LineField id={`${id}-protect`} name="protectTime" label={translate('addToBoard.protectTime')} type="number" width={130} />
              <Button type="submit" variant="contained" size="small" disabled={isSubmitting} aria-label={translate('addToBoard.plusAddName', { name: project.Name })}>
                {translate('addToBoard.plusAdd')}
              </Button>
            </Stack>
          </Form>
          <ConflictNotice
            state={conflicts.state}
            selfBoardId={boardId}
            onUseFree={(slot) => {
              void setFieldValue('intendTime', slot.Start);
              conflicts.clear();
            }}
          />
          {saveAnyway.dialog}
        </Stack>
      )}
    </Formik>
  );
}

/** One field of a project's line, bound to the line's form by name: a time, or a whole number from 1. */
function LineField({ id, name, label, type, width }: { id: string; name: keyof Draft; label: string; type: 'time' | 'number'; width?: number }) {
  const [field, meta] = useField<string>(name);
  return (
    <TextField
      {...field}
      error={!!meta.error}
      helperText={meta.error}
      id={id}
      label={label}
      type={type}
      size="small"
      slotProps={type === 'time' ? { inputLabel: { shrink: true } } : { htmlInput: { min: 1 } }}
      sx={width === undefined ? undefined : { width }}
    />
  );
}

/** 'List project out evaluation...': projects of the board's semester and subject on no board. */
export function AddProjectDialog({ boardId, open, onClose }: { boardId: number; open: boolean; onClose(): void }) {
  const { data, isLoading } = useGetProjectsNoBoardQuery(boardId, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-project-title" fullWidth maxWidth="md">
      <DialogTitle id="add-project-title">{translate('addToBoard.projectsTitle')}</DialogTitle>
      <DialogContent>
        {isLoading && <PageLoading />}
        {data && data.length === 0 && <Typography>{translate('addToBoard.allEvaluated')}</Typography>}
        {data && data.length > 0 && (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="add-project-title">
            {data.map((p) => (
              <ProjectLine key={p.Id} project={p} boardId={boardId} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
