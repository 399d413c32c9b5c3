import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { XlsxImportError } from '../../../../common/contract/imports';
import { errorMessage } from '../../../api/baseApi';
import type { XlsxImportAnswer } from '../../../api/xlsxApi';
import type { ImportSheet } from '../../../../common/importColumns';
import { ImportOutcome, type ImportOutcomeValue } from './ImportOutcome';
import { ImportPreview, type PreviewValue } from './ImportPreview';
import { useXlsxTexts } from '../../../components/xlsxTexts';
import { XlsxExportButton } from '../../../components/XlsxExportButton';
import { translateKey, useTranslation } from '../../../i18n/i18n';


export interface XlsxImportButtonProps {
  /** 'students', 'lecturers', 'courses' or 'projects' */
  noun: string;
  /** the columns row 1 of the sheet names */
  columns: readonly string[];
  /** the import's empty workbook (GET /export/template/{template}.xlsx) */
  template: 'students' | 'lecturers' | 'courses' | 'projects' | 'schedule';
  importFile(file: Blob): Promise<XlsxImportAnswer>;
  /** what a success says, when not '{count} {noun} imported' (the schedule: boards and slots) */
  doneText?(answer: XlsxImportAnswer): string;
  /** the file checked first without writing (its preview), then written on confirm; the sheet's headers name the preview's columns */
  preview?: { sheet: ImportSheet; checkFile(file: Blob): Promise<XlsxImportAnswer> };
}

/**
 * The toolbar's 'Import Excel': a dialog that sends the chosen .xlsx to the server, shows progress, then the count
 * imported or every refused cell (row, cell, column, reason) in the chosen language; the server writes nothing
 * unless every row is valid. With `preview` the file is checked first (nothing written): the dialog shows how many
 * rows will be added and the first ones, and 'Import N rows' writes them.
 */
export function XlsxImportButton({ noun, columns, template, importFile, doneText, preview }: XlsxImportButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcomeValue>(null);
  const [checked, setChecked] = useState<(PreviewValue & { file: Blob }) | null>(null);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  const tx = useXlsxTexts();
  const nounText = translateKey(`adminStudents.nouns.${noun}`, { defaultValue: noun });
  // "Imported 1 project", "Imported 3 projects": the noun's singular key is the plural's without its final s
  const importedText = (count: number) =>
    t('adminStudents.importer.imported', { count, noun: count === 1 ? translateKey(`adminStudents.nouns.${noun.replace(/s$/, '')}`, { defaultValue: nounText }) : nounText });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // read once, now: the preview and the import then send the very bytes checked, even if the file changes on disk
    const bytes = new Blob([await file.arrayBuffer()]);
    if (!preview) return send(file.name, () => importFile(bytes));
    setOutcome(null);
    setChecked(null);
    setBusy(tx('checking', { name: file.name }));
    try {
      const answer = await preview.checkFile(bytes);
      // the schedule's check also says how many boards and slots the import would save
      const saves = answer.data as { boards?: number; slots?: number } | undefined;
      const schedule = saves?.boards !== undefined ? { boards: saves.boards, slots: saves.slots ?? 0 } : {};
      setChecked({ file: bytes, name: file.name, count: answer.data?.count ?? 0, rows: answer.data?.preview ?? [], ...schedule });
    } catch (error) {
      refusedBy(error);
    } finally {
      setBusy(null);
    }
  };

  const send = async (name: string, call: () => Promise<XlsxImportAnswer>) => {
    setOutcome(null);
    setChecked(null);
    setBusy(tx('uploading', { name }));
    try {
      const answer = await call();
      setOutcome({ kind: 'done', text: doneText ? doneText(answer) : importedText(answer.data?.count ?? 0) });
    } catch (error) {
      refusedBy(error);
    } finally {
      setBusy(null);
    }
  };

  const refusedBy = (error: unknown) => {
    const refusal = (error as { data?: { data?: { errors?: XlsxImportError[]; more?: number } } }).data?.data;
    const errors = refusal?.errors ?? [];
    const more = refusal?.more ?? 0;
    // at most 50 problems come listed; `more` counts the rest
    const text = errors.length === 0 ? errorMessage(error, tx('unreadable')) : more > 0 ? tx('refusedMore', { count: errors.length + more, listed: errors.length }) : tx('refusedCount', { count: errors.length });
    setOutcome({ kind: 'refused', text, errors });
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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {tx('templateHint')}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <XlsxExportButton path={`/export/template/${template}.xlsx`} fileName={`${template}-template.xlsx`} label={tx('template')} />
          </Box>
          {/* a real button opening the hidden file input (a <label> drawn as a button is not allowed the button role) */}
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy !== null} onClick={() => fileInput.current?.click()}>
            {tx('choose')}
          </Button>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            onChange={(e) => void onFile(e)}
            aria-label={tx('fileLabel', { noun: nounText })}
          />
          {busy !== null && (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2">{busy}</Typography>
              <LinearProgress aria-label={busy} />
            </Box>
          )}
          {checked && preview && <ImportPreview preview={checked} sheet={preview.sheet} />}
          <ImportOutcome outcome={outcome} cellLabel={tx('cell')} />
        </DialogContent>
        <DialogActions>
          {checked && (
            <Button variant="contained" disabled={busy !== null || checked.count === 0} onClick={() => void send(checked.name, () => importFile(checked.file))}>
              {tx('confirm', { count: checked.count })}
            </Button>
          )}
          <Button
            onClick={() => {
              setOpen(false);
              setChecked(null);
            }}
            disabled={busy !== null}
          >
            {t('adminStudents.importer.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
