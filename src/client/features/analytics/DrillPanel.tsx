import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '../../components/router';
import { DRILL_MAX } from '../../../common/analytics';
import { useGetTermStudentsQuery, type DrillArgs } from '../../api/analyticsApi';
import { LoadState } from './ChartTable';
import { formatNumber, useAnalyticsTexts } from './texts';

/**
 * The students behind one bar of the term's charts (published results), each leading on to the analytics of the
 * board their project was defended before. Takes the focus when opened, so a keyboard lands on it.
 */
export function DrillPanel({ args, what, onClose }: { args: DrillArgs; what: string; onClose(): void }) {
  const { tx, language } = useAnalyticsTexts();
  const { data, isLoading, isError, refetch } = useGetTermStudentsQuery(args);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [what]);
  return (
    <Paper component="section" aria-labelledby="drill-title" sx={{ p: 2, mb: 3, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id="drill-title" ref={heading} tabIndex={-1} variant="h6" component="h2">
          {tx('drillTitle', { what })}
        </Typography>
        <Button onClick={onClose}>{tx('close')}</Button>
      </Stack>
      <LoadState loading={isLoading} error={isError} retry={() => void refetch()} />
      {data && data.length === 0 && <Typography>{tx('noStudents')}</Typography>}
      {data && data.length >= DRILL_MAX && <Typography>{tx('truncated', { count: DRILL_MAX })}</Typography>}
      {data && data.length > 0 && (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-labelledby="drill-title">
            <TableHead>
              <TableRow>
                <TableCell>{tx('code')}</TableCell>
                <TableCell>{tx('name')}</TableCell>
                <TableCell>{tx('project')}</TableCell>
                <TableCell>{tx('score')}</TableCell>
                <TableCell>{tx('result')}</TableCell>
                <TableCell>{tx('board')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={`${r.StudentId}-${r.ProjectName}`}>
                  <TableCell>{r.Code}</TableCell>
                  <TableCell>{r.Name}</TableCell>
                  <TableCell>{r.ProjectName}</TableCell>
                  <TableCell>{formatNumber(r.Score, language)}</TableCell>
                  <TableCell>{r.Passed ? tx('pass') : tx('fail')}</TableCell>
                  <TableCell>
                    {r.BoardId === null ? (
                      tx('noBoard')
                    ) : (
                      <Link component={RouterLink} to={`/boardanalytics/${r.BoardId}`} aria-label={tx('openBoard', { name: r.BoardName ?? '' })}>
                        {r.BoardName}
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
