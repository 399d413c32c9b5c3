import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { translateMessage, useTranslation } from '../../../i18n/i18n';

/** A refused row of an import; `cell` (the sheet's A1 address) only where the file is a workbook. */
export interface RefusedRow {
  row: number;
  field: string;
  message: string;
  /** a server rule's refusal: its message code and variables (common/messages); none for a schema's message */
  code?: string;
  params?: Record<string, string>;
  cell?: string | null;
}

export type ImportOutcomeValue = { kind: 'done'; text: string } | { kind: 'refused'; text: string; errors: RefusedRow[] } | null;

/**
 * What an import answered: the success, or the refusal with every refused row and its reason (the CSV and the
 * Excel imports show the same table; the Excel one adds the cell).
 */
export function ImportOutcome({ outcome, cellLabel }: { outcome: ImportOutcomeValue; cellLabel?: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'done') {
    return (
      <Alert severity="success" role="status" sx={{ mt: 1 }}>
        {outcome.text}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        {outcome.text}
      </Alert>
      {outcome.errors.length > 0 && (
        // many problems, or a phone's width, scroll inside this box: focusable, so the keyboard can scroll it too
        <Box role="region" aria-label={t('adminStudents.importer.refused')} tabIndex={0} sx={{ overflowX: 'auto', maxHeight: 360, maxWidth: 800 }}>
          <Table size="small" stickyHeader aria-label={t('adminStudents.importer.refused')} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminStudents.importer.row')}</TableCell>
                {cellLabel && <TableCell>{cellLabel}</TableCell>}
                <TableCell>{t('adminStudents.importer.field')}</TableCell>
                <TableCell>{t('adminStudents.importer.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outcome.errors.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{e.row}</TableCell>
                  {cellLabel && <TableCell>{e.cell ?? '—'}</TableCell>}
                  <TableCell>{e.field}</TableCell>
                  <TableCell>{translateMessage(e.message, e.code ?? undefined, 400, e.params ?? {})}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
