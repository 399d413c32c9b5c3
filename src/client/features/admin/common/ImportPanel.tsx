import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { successMessage } from '../../../components/successMessage';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage, type Envelope } from '../../../api/baseApi';
import { translateKey, useTranslation } from '../../../i18n/i18n';
import type { ImportRowError } from '../../../../common/contract/imports';
import { missingColumns, parseCsv, pickFields, templateCsv } from './csv';
import { ImportOutcome, type ImportOutcomeValue } from './ImportOutcome';

export interface ImportPanelProps<F extends string> {
  /** 'students' or 'lecturers' */
  noun: string;
  /** the call's field -> the file's column */
  fields: Record<F, string>;
  importRows(rows: Record<F, string>[]): Promise<Envelope<unknown>>;
}

/** The file's text (FileReader where Blob.text is missing, e.g. older browsers and jsdom). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}


/**
 * Beyond the spec: creates many accounts from one CSV file (the export's columns plus username and password).
 * The server checks every row first and writes nothing unless all are valid; refused rows are listed with reasons.
 */
export function ImportPanel<F extends string>({ noun, fields, importRows }: ImportPanelProps<F>) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { t, language } = useTranslation();
  const nounText = translateKey(`adminStudents.nouns.${noun}`, { defaultValue: noun });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcomeValue>(null);
  const [fileName, setFileName] = useState('');

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setOutcome(null);
    let rows: Record<F, string>[];
    try {
      const records = parseCsv(await readText(file));
      // a required column absent (a file of other headers) is named once, not refused on every row
      const missing = missingColumns(records, fields, language === 'vi' ? 'vi' : 'en');
      if (missing.length > 0) {
        setOutcome({ kind: 'refused', text: t('adminStudents.importer.missingColumns', { columns: missing.join(', ') }), errors: [] });
        return;
      }
      rows = records.map((r) => pickFields(r, fields));
    } catch (error) {
      setOutcome({ kind: 'refused', text: t('adminStudents.importer.invalid', { reason: (error as Error).message }), errors: [] });
      return;
    }
    setBusy(true);
    try {
      const r = await importRows(rows);
      setOutcome({ kind: 'done', text: successMessage(r, t('adminStudents.importer.imported', { count: rows.length, noun: nounText })) });
    } catch (error) {
      const errors = (error as { data?: { data?: { errors?: ImportRowError[] } } }).data?.data?.errors ?? [];
      setOutcome({ kind: 'refused', text: errorMessage(error), errors });
    } finally {
      setBusy(false);
    }
  };

  const downloadTemplate = () => {
    const url = URL.createObjectURL(new Blob([templateCsv(fields, language === 'vi' ? 'vi' : 'en')], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${noun}-template.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Box component="section" aria-labelledby={`${inputId}-title`} sx={{ mt: 4 }}>
      <Typography id={`${inputId}-title`} variant="h6" component="h3">
        {t('adminStudents.importer.heading', { noun: nounText })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('adminStudents.importer.columns', { columns: Object.values<string>(fields).join(', ') })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('adminStudents.importer.templateHint')}
      </Typography>
      <Box sx={{ mb: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
          {t('adminStudents.importer.template')}
        </Button>
      </Box>
      {/* a real button opening the hidden file input (a <label> drawn as a button is not allowed the button role) */}
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => fileInput.current?.click()}>
        {busy ? t('adminStudents.importer.importing') : t('adminStudents.importer.choose')}
      </Button>
      <input ref={fileInput} id={inputId} type="file" accept=".csv,text/csv" hidden onChange={onFile} aria-label={t('adminStudents.importer.fileLabel', { noun: nounText })} />
      {fileName && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('adminStudents.importer.file', { name: fileName })}
        </Typography>
      )}
      <ImportOutcome outcome={outcome} />
    </Box>
  );
}
