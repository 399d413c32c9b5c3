import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../../common/format';
import { useGetScheduleConflictsQuery } from '../../../api/scheduleApi';
import { useGetSemestersQuery } from '../../../api/semesterApi';
import { useTranslation } from '../../../i18n/i18n';
import { conflictSubject } from '../../../components/schedule/conflictText';
import { semesterText } from '../../../components/semesterText';

/**
 * Every open conflict of a term (or of all terms): what clashes, when, and a link to each board involved, where the
 * admin fixes it (running order, lecturers, the board's date and room). Conflicts saved anyway stay listed here.
 */
export default function ConflictsSection() {
  const { t, language } = useTranslation();
  const [semesterId, setSemesterId] = useState('');
  const semesters = useGetSemestersQuery();
  const conflicts = useGetScheduleConflictsQuery({ semesterId: semesterId ? Number(semesterId) : undefined });
  const semesterRows = semesters.data ? semesters.data.ids.map((id) => semesters.data!.entities[id]!) : [];
  const rows = conflicts.data ?? [];
  return (
    <Box component="section" aria-labelledby="conflicts-title">
      <Typography id="conflicts-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('schedule.conflictList.title')}
      </Typography>
      <TextField
        className="no-print"
        select
        size="small"
        label={t('schedule.grid.semester')}
        value={semesterId}
        onChange={(e) => setSemesterId(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">{t('schedule.grid.all')}</MenuItem>
        {semesterRows.map((s) => (
          <MenuItem key={s.Id} value={String(s.Id)}>
            {semesterText(s.Year, s.Session)}
          </MenuItem>
        ))}
      </TextField>
      {conflicts.isLoading && <CircularProgress aria-label={t('schedule.conflictList.title')} />}
      {conflicts.isError && <Alert severity="error">{t('schedule.loadError')}</Alert>}
      {conflicts.isSuccess && rows.length === 0 && <Alert severity="success">{t('schedule.conflictList.none')}</Alert>}
      {rows.length > 0 && (
        <Box role="region" aria-label={t('schedule.conflictList.table')} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="conflicts-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('schedule.conflictList.kind')}</TableCell>
                <TableCell>{t('schedule.grid.date')}</TableCell>
                <TableCell>{t('schedule.conflictList.who')}</TableCell>
                <TableCell>{t('schedule.conflictList.boards')}</TableCell>
                <TableCell>{t('schedule.conflictList.slots')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={`${c.Kind}|${c.Text}`} data-testid="conflict-row">
                  <TableCell>{t(`schedule.conflictList.kinds.${c.Kind}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.Date, language)}</TableCell>
                  <TableCell>{conflictSubject(c, t)}</TableCell>
                  <TableCell>
                    {c.Boards.map((b) => (
                      <div key={b.Id}>
                        <Link component={RouterLink} to={`/boarddetails/${b.Id}`}>
                          {t('schedule.conflictList.fix', { name: b.Name })}
                        </Link>{' '}
                        ({t('schedule.room', { room: b.Room })}, {b.StartTime}–{b.EndTime})
                      </div>
                    ))}
                  </TableCell>
                  <TableCell>
                    {c.Projects.map((p) => (
                      <div key={p.Id}>
                        {p.Start}–{p.End} {p.Name}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
