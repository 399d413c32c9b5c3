import { useEditProjectMutation, type ProjectRow } from '../../../api/projectApi';
import { projectEditSchema } from '../../../../common/validation/catalog';
import { EditDialog } from '../common/EditDialog';
import { FormText } from '../../../components/formFields';

/** The project Edit modal: Name and Notion, Close / Save changes. */
export function ProjectEditDialog({ project, onClose }: { project: ProjectRow; onClose(): void }) {
  const [editProject] = useEditProjectMutation();
  return (
    <EditDialog
      title="Edit project"
      initialValues={{ name: project.Name, notion: project.Notion }}
      schema={projectEditSchema}
      save={(body) => editProject({ ...body, id: project.Id }).unwrap()}
      successText="Updated project successfully"
      onClose={onClose}
    >
      <FormText name="name" label="Name" />
      <FormText name="notion" label="Notion" multiline />
    </EditDialog>
  );
}
