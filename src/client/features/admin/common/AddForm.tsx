import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import type { ToastOptions } from '../../../components/toasts';
import type { Schema } from 'yup';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import { FormAlert, type FormMessage } from '../../../components/FormAlert';
import { FormGrid } from './FormGrid';
import { successMessage } from '../../../components/successMessage';
import { useTranslation } from '../../../i18n/i18n';

/** A Yup schema (src/common/validation/): it validates the form and its cast() gives the call's body. */
export type CastSchema<Out> = Schema<Out>;

export interface AddFormProps<V extends FormikValues, Out> {
  /** the form's accessible name ('Add student'); with `heading` it is also shown as the form's title */
  label: string;
  heading?: boolean;
  initialValues: V;
  schema: CastSchema<Out>;
  /** runs the add call with the cast values; resolves with the server's envelope, rejects with the RTK Query error */
  save(body: Out): Promise<{ message?: string } | void>;
  /** shown when the server's answer has no message */
  successText: string;
  /** 'toast' (default) or 'inline' (an alert under the form) */
  feedback?: 'toast' | 'inline';
  toastOptions?: ToastOptions;
  /** the fields, laid out in two columns */
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
  /** a refusal the form shows itself (a schedule conflict, in place): true when handled, so no toast says it */
  onRefused?(error: unknown, formik: FormikHelpers<V>): boolean;
  /** shown under the form's button (what `onRefused` keeps) */
  after?(formik: FormikProps<V>): ReactNode;
}

/**
 * Every admin add form: Formik + Yup, the fields, 'Add'. On success the form resets and the server's message shows;
 * otherwise its message shows as an error and the form is kept.
 */
export function AddForm<V extends FormikValues, Out>({ label, heading, initialValues, schema, save, successText, feedback = 'toast', toastOptions, children, onRefused, after }: AddFormProps<V, Out>) {
  const toast = useToast();
  const headingId = useId();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const { t } = useTranslation();
  const show = (severity: 'success' | 'error', text: string) => {
    if (feedback === 'inline') setMessage({ severity, text });
    else if (severity === 'success') toast.success(text, toastOptions);
    else toast.error(text);
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const r = await save(schema.cast(values));
          helpers.resetForm();
          show('success', successMessage(r, successText));
        } catch (error) {
          if (!onRefused?.(error, helpers)) show('error', errorMessage(error));
        }
      }}
    >
      {(formik) => (
        <Form noValidate {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
          {heading && (
            <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
              {label}
            </Typography>
          )}
          <FormGrid>{typeof children === 'function' ? children(formik) : children}</FormGrid>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('adminUi.common.add')}
          </Button>
          {feedback === 'inline' && <FormAlert message={message} />}
          {after?.(formik)}
        </Form>
      )}
    </Formik>
  );
}
