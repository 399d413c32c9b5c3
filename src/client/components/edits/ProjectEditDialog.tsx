import { useEditProjectMutation, type ProjectRow } from '../../api/projectApi';
import { projectEditSchema } from '../../../common/validation/catalog';
import { EditDialog } from '../EditDialog';
import { useTranslation } from '../../i18n/i18n';
import { FormText } from '../formFields';

/** The project Edit modal: Name and Notion, Close / Save changes. */
export function ProjectEditDialog({ project, onClose }: { project: Pick<ProjectRow, 'Id' | 'Name' | 'Notion'>; onClose(): void }) {
  const { t } = useTranslation();
  const [editProject] = useEditProjectMutation();
  return (
    <EditDialog
      title={t('adminUi.projects.edit')}
      initialValues={{ name: project.Name, notion: project.Notion }}
      schema={projectEditSchema}
      save={(body) => editProject({ ...body, id: project.Id }).unwrap()}
      successText={t('adminUi.projects.updated')}
      onClose={onClose}
    >
      <FormText name="name" label={t('adminUi.fields.name')} />
      <FormText name="notion" label={t('adminUi.fields.notion')} multiline />
    </EditDialog>
  );
}
