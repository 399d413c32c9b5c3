import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DRILL_MAX } from '../../../common/analytics';
import { useGetTermStudentsQuery, type DrillArgs } from '../../api/analyticsApi';
import { LoadState } from './ChartTable';
import { CellsTable } from './CellsTable';
import { formatScore } from '../../../common/format';
import { useAnalyticsTexts } from './texts';

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
        <CellsTable
          head={[tx('code'), tx('name'), tx('project'), tx('score'), tx('result'), tx('board')]}
          rows={data.map((r) => [
            r.Code,
            r.Name,
            r.ProjectName,
            formatScore(r.Score, language),
            r.Passed ? tx('pass') : tx('fail'),
            r.BoardId === null ? (
              tx('noBoard')
            ) : (
              <Link component={RouterLink} to={`/boardanalytics/${r.BoardId}`} aria-label={tx('openBoard', { name: r.BoardName ?? '' })}>
                {r.BoardName}
              </Link>
            ),
          ])}
          rowKey={(i) => `${data[i]!.StudentId}-${data[i]!.ProjectName}`}
          container={{ sx: { maxWidth: '100%', overflowX: 'auto', maxHeight: 480 } }}
          table={{ stickyHeader: true, 'aria-labelledby': 'drill-title' }}
        />
      )}
    </Paper>
  );
}
