import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import type { CastSchema } from './AddForm';
import { FormAlert } from './FormAlert';

export interface EditDialogProps<V extends FormikValues, Out> {
  title: string;
  initialValues: V;
  schema: CastSchema<Out>;
  /** runs the edit call with the cast values; rejects with the RTK Query error */
  save(body: Out): Promise<{ message?: string } | void>;
  /** when given, a success toast (the server's message, else this text) */
  successText?: string;
  onClose(): void;
  children: ReactNode;
}

/** Every admin edit modal: the fields, 'Close' / 'Save changes'; closes on success, shows the refusal inline otherwise. */
export function EditDialog<V extends FormikValues, Out>({ title, initialValues, schema, save, successText, onClose, children }: EditDialogProps<V, Out>) {
  const titleId = useId();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          try {
            const r = await save(schema.cast(values));
            if (successText) toast.success(r?.message ?? successText);
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
              {children}
              <FormAlert message={failure ? { severity: 'error', text: failure } : null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save changes
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
