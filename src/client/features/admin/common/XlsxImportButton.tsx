import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useState, type ChangeEvent } from 'react';
import type { XlsxImportError } from '../../../../common/contract/imports';
import { errorMessage } from '../../../api/baseApi';
import { toBase64, type XlsxImportAnswer } from '../../../api/xlsxApi';
import { ImportOutcome, type ImportOutcomeValue } from './ImportOutcome';
import { useXlsxTexts } from '../../../components/xlsxTexts';
import { useTranslation } from '../../../i18n/i18n';


export interface XlsxImportButtonProps {
  /** 'students', 'lecturers', 'courses' or 'projects' */
  noun: string;
  /** the columns row 1 of the sheet names */
  columns: readonly string[];
  importFile(base64: string): Promise<XlsxImportAnswer>;
  /** what a success says, when not '{count} {noun} imported' (the schedule: boards and slots) */
  doneText?(answer: XlsxImportAnswer): string;
}

/**
 * The toolbar's 'Import Excel': a dialog that sends the chosen .xlsx to the server, shows progress, then the count
 * imported or every refused cell (row, cell, column, reason) in the chosen language; the server writes nothing
 * unless every row is valid.
 */
export function XlsxImportButton({ noun, columns, importFile, doneText }: XlsxImportButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcomeValue>(null);
  const id = useId();
  const { t } = useTranslation();
  const tx = useXlsxTexts();
  const nounText = t(`adminStudents.nouns.${noun}`, { defaultValue: noun });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setOutcome(null);
    setBusy(file.name);
    try {
      const answer = await importFile(toBase64(await file.arrayBuffer()));
      setOutcome({ kind: 'done', text: doneText ? doneText(answer) : t('adminStudents.importer.imported', { count: answer.data?.count ?? 0, noun: nounText }) });
    } catch (error) {
      const errors = (error as { data?: { data?: { errors?: XlsxImportError[] } } }).data?.data?.errors ?? [];
      const text = errors.length > 0 ? tx('refusedCount', { count: errors.length }) : errorMessage(error, tx('unreadable'));
      setOutcome({ kind: 'refused', text, errors });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {tx('import')}
      </Button>
      <Dialog open={open} onClose={() => busy === null && setOpen(false)} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
        <DialogTitle id={`${id}-title`}>{tx('title', { noun: nounText })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {tx('columns', { columns: columns.join(', ') })}
          </Typography>
          <Button component="label" htmlFor={`${id}-file`} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy !== null}>
            {tx('choose')}
            <input
              id={`${id}-file`}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              onChange={(e) => void onFile(e)}
              aria-label={tx('fileLabel', { noun: nounText })}
            />
          </Button>
          {busy !== null && (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2">{tx('uploading', { name: busy })}</Typography>
              <LinearProgress aria-label={tx('uploading', { name: busy })} />
            </Box>
          )}
          <ImportOutcome outcome={outcome} cellLabel={tx('cell')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy !== null}>
            {t('adminStudents.importer.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
