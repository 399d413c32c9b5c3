import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportSheet } from '../../../../common/importColumns';
import { useXlsxTexts } from '../../../components/xlsxTexts';
import { useTranslation } from '../../../i18n/i18n';

export interface PreviewValue {
  name: string;
  count: number;
  rows: Record<string, string>[];
  /** the schedule's: the boards and slots its import would save (it may change existing ones, not only add) */
  boards?: number;
  slots?: number;
}

/** A checked file before it is written: how many rows will be added and its first rows under the sheet's headers. */
export function ImportPreview({ preview, sheet }: { preview: PreviewValue; sheet: ImportSheet }) {
  const tx = useXlsxTexts();
  const { language } = useTranslation();
  // the columns the file fills, in the sheet's order
  const fields = Object.keys(sheet).filter((f) => preview.rows.some((r) => (r[f] ?? '') !== ''));
  return (
    <>
      <Alert severity="info" role="status" sx={{ mt: 1 }}>
        {preview.boards === undefined
          ? tx('previewCount', { count: preview.count, name: preview.name })
          : tx('previewSchedule', { count: preview.count, name: preview.name, boards: preview.boards, slots: preview.slots ?? 0 })}
      </Alert>
      {/* on a phone the rows scroll sideways inside this box: focusable, so the keyboard can scroll it too */}
      <Box role="region" aria-label={tx('previewFirst')} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={tx('previewFirst')} sx={{ mt: 1 }} data-testid="import-preview">
          <TableHead>
            <TableRow>
              {fields.map((f) => (
                <TableCell key={f}>{sheet[f]![language]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((r, i) => (
              <TableRow key={i}>
                {fields.map((f) => (
                  <TableCell key={f}>{r[f] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
