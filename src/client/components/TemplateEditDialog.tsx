import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { mixed, type InferType } from 'yup';
import { basisPointsToPercentText, toBasisPoints } from '../../common/grading';
import { dateOnly } from '../../common/timing';
import { templateEditSchema } from '../../common/validation/templates';
import { useGetTemplateDetailsQuery } from '../api/detailsApi';
import { useEditTemplateMutation } from '../api/templateApi';
import { translateValidation, useTranslation } from '../i18n/i18n';
import { EditDialog } from './EditDialog';
import { FormDate, FormText } from './formFields';
import { PageLoading } from './PageLoading';
import { checkColumns, toDataColumn, type ColumnDraft } from './scoreColumnsForm';

interface Values {
  name: string;
  applydate: string;
  rows: ColumnDraft[];
}

/** name and apply date as the server checks them; the columns are judged live (checkColumns) and by the server */
const SCHEMA = templateEditSchema.pick(['name', 'applydate']).shape({ rows: mixed<ColumnDraft[]>().defined() });

/** The score columns of the Edit modal: name and percent per row, disabled with the reason once a board has marks. */
function ColumnRows({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const { values, handleChange } = useFormikContext<Values>();
  const check = checkColumns(values.rows);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }} disabled={locked}>
      <Typography component="legend" variant="subtitle1">
        {t('adminStudents.templateEdit.columns')}
      </Typography>
      {locked && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('adminStudents.templateEdit.locked')}
        </Alert>
      )}
      <FieldArray name="rows">
        {(rows) => (
          <>
            {values.rows.map((row, i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
                <TextField size="small" name={`rows.${i}.name`} value={row.name} onChange={handleChange} label={t('adminStudents.templateEdit.columnName', { n: i + 1 })} disabled={locked} error={!!check.rowErrors[i]?.name} helperText={check.rowErrors[i]?.name ? translateValidation(check.rowErrors[i]?.name) : ' '} sx={{ flex: 2 }} />
                <TextField size="small" name={`rows.${i}.percent`} value={row.percent} onChange={handleChange} label={t('adminStudents.templateEdit.columnPercent', { n: i + 1 })} disabled={locked} error={!!check.rowErrors[i]?.percent} helperText={check.rowErrors[i]?.percent ? translateValidation(check.rowErrors[i]?.percent) : ' '} sx={{ flex: 1 }} />
                <Button color="error" onClick={() => rows.remove(i)} disabled={locked || values.rows.length <= 1} aria-label={t('adminStudents.templateEdit.removeColumn', { n: i + 1 })}>
                  ✕
                </Button>
              </Box>
            ))}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Button size="small" onClick={() => rows.push({ name: '', percent: '' })} disabled={locked}>
                {t('adminStudents.templateEdit.addColumn')}
              </Button>
              <Typography variant="body2" color={check.sumBasisPoints === 10000 ? 'text.secondary' : 'error'}>
                {t('adminStudents.templateEdit.sum', { sum: check.sumText })}
              </Typography>
            </Box>
            {!locked && check.setErrors.length > 0 && <Typography variant="body2" color="error">{translateValidation(check.setErrors[0])}</Typography>}
          </>
        )}
      </FieldArray>
    </Box>
  );
}

/**
 * Edit of a template (Templates list and template details): Name and Apply Date at any time; the score columns
 * only while no board using the template has a mark (disabled with the reason; the server refuses anyway).
 */
export function TemplateEditDialog({ templateId, onClose }: { templateId: number; onClose(): void }) {
  const { t } = useTranslation();
  const { data } = useGetTemplateDetailsQuery(templateId);
  const [editTemplate] = useEditTemplateMutation();
  if (!data) return <PageLoading label={t('adminStudents.templateEdit.loading')} />;
  const locked = data.locked;
  const initialValues: Values = {
    name: data.template.Name,
    applydate: dateOnly(data.template.ApplyDate),
    rows: data.columns.map((c) => ({ name: c.name, percent: basisPointsToPercentText(toBasisPoints(c.percent) ?? 0) })),
  };
  return (
    <EditDialog<Values, InferType<typeof SCHEMA>>
      title={t('adminStudents.templateEdit.title')}
      initialValues={initialValues}
      schema={SCHEMA}
      save={(body) => editTemplate({ id: templateId, name: body.name, applydate: body.applydate, ...(locked ? {} : { dataColumn: toDataColumn(body.rows) }) }).unwrap()}
      successText={t('adminStudents.templateEdit.success')}
      onClose={onClose}
    >
      <FormText name="name" label={t('adminStudents.templateEdit.name')} />
      <FormDate name="applydate" label={t('adminStudents.templateEdit.applyDate')} />
      <ColumnRows locked={locked} />
    </EditDialog>
  );
}
