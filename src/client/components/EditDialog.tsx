import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import type { Schema } from 'yup';
import { errorMessage } from '../api/baseApi';
import { useToast } from './useToast';
import { FormAlert } from './FormAlert';
import { successMessage } from './successMessage';
import { useTranslation } from '../i18n/i18n';

export interface EditDialogProps<V extends FormikValues, Out> {
  title: string;
  initialValues: V;
  schema: Schema<Out>;
  /** runs the edit call with the cast values; rejects with the RTK Query error */
  save(body: Out): Promise<unknown>;
  /** when given, a success toast (the server's message, else this text) */
  successText?: string;
  onClose(): void;
  children: ReactNode | ((values: V) => ReactNode);
}

/** Every admin edit modal: the fields, 'Close' / 'Save changes'; closes on success, shows the refusal inline otherwise. */
export function EditDialog<V extends FormikValues, Out>({ title, initialValues, schema, save, successText, onClose, children }: EditDialogProps<V, Out>) {
  const titleId = useId();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          try {
            const r = (await save(schema.cast(values) as Out)) as { message?: string } | undefined;
            if (successText) toast.success(successMessage(r, successText));
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent sx={{ pt: '8px !important' }}>
              {typeof children === 'function' ? children(values) : children}
              <FormAlert message={failure ? { severity: 'error', text: failure } : null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('adminUi.common.close')}</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {t('adminUi.common.saveChanges')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
