import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useEditProjectMutation, type ProjectRow } from '../../../api/projectApi';
import { projectEditSchema } from '../../../../common/validation/catalog';
import { FormText } from '../common/fields';
import { FormAlert } from '../common/FormAlert';
import { useToast } from '../../../app/useToast';

/** The project Edit modal: Name and Notion, Close / Save changes. */
export function ProjectEditDialog({ project, onClose }: { project: ProjectRow; onClose(): void }) {
  const [editProject] = useEditProjectMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="project-edit-title" fullWidth maxWidth="sm">
      <Formik
        initialValues={{ name: project.Name, notion: project.Notion }}
        validationSchema={projectEditSchema}
        onSubmit={async (values) => {
          try {
            const r = await editProject({ ...projectEditSchema.cast(values), id: project.Id }).unwrap();
            toast.success(r.message ?? 'Updated project successfully');
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="project-edit-title">Edit project</DialogTitle>
            <DialogContent>
              <FormText name="name" label="Name" />
              <FormText name="notion" label="Notion" multiline />
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
