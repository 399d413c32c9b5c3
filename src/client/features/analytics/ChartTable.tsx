import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import { CellsTable } from './CellsTable';
import { useAnalyticsTexts } from './texts';

/** Dark enough for 4.5:1 against white (bars and their value labels); beside the colour, each bar prints its value. */
export const BAR_COLOUR = '#1a4f8b';

export interface ChartTableProps {
  title: string;
  /** the chart's text alternative: what it shows, every value in words */
  alt: string;
  /** one bar per label */
  labels: string[];
  values: number[];
  /** how a bar's value is printed on it (beside colour) */
  format(value: number): string;
  horizontal?: boolean;
  /** the table under the chart: the same numbers */
  head: string[];
  rows: ReactNode[][];
  /** a bar leads to the students behind it; the table's buttons do the same for keyboards */
  onBar?(index: number): void;
  barAction?(index: number): string;
  /** the visible text of the rows' buttons (their names, barAction, begin with it); 'Show students' by default */
  actionText?: string;
  help?: string;
}

/**
 * One chart with its table: an MUI X bar chart (value printed on each bar) marked as an image with its text
 * alternative, then a table with the same numbers; a row's button opens what a click on its bar opens.
 */
export function ChartTable({ title, alt, labels, values, format, horizontal, head, rows, onBar, barAction, actionText, help }: ChartTableProps) {
  const id = useId();
  const { tx } = useAnalyticsTexts();
  const action = actionText ?? tx('show');
  const height = horizontal ? Math.max(160, labels.length * 36 + 60) : 260;
  const axis = horizontal ? { yAxis: [{ scaleType: 'band' as const, data: labels, width: 120 }] } : { xAxis: [{ scaleType: 'band' as const, data: labels }] };
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, mb: 3, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      {values.length > 0 && (
        <Box role="img" aria-label={alt} sx={{ width: '100%', minWidth: 0 }}>
          <BarChart
            height={height}
            layout={horizontal ? 'horizontal' : 'vertical'}
            series={[{ data: values, color: BAR_COLOUR, barLabel: (item) => (item.value === null ? '' : format(item.value)), valueFormatter: (v) => (v === null ? '' : format(v)) }]}
            {...axis}
            hideLegend
            onItemClick={onBar ? (_e, item) => onBar(item.dataIndex) : undefined}
          />
        </Box>
      )}
      {/* a narrow screen scrolls the table sideways: focusable so a keyboard can scroll it too */}
      <CellsTable
        head={barAction ? [...head, action] : head}
        rows={
          barAction && onBar
            ? rows.map((cells, i) => [
                ...cells,
                <Button key="action" size="small" onClick={() => onBar(i)} aria-label={barAction(i)}>
                  {action}
                </Button>,
              ])
            : rows
        }
        container={{ tabIndex: 0, role: 'region', 'aria-label': tx('tableOf', { title }), sx: { mt: 1, maxWidth: '100%', overflowX: 'auto' } }}
        table={{ 'aria-label': tx('tableOf', { title }) }}
      />
    </Paper>
  );
}

/** Loading and failure (with Retry) states shared by the analytics screens. */
export function LoadState({ loading, error, retry }: { loading: boolean; error: boolean; retry(): void }) {
  const { tx } = useAnalyticsTexts();
  if (loading)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {tx('loading')}
      </Typography>
    );
  if (error)
    return (
      <Box role="alert" sx={{ p: 2 }}>
        <Typography>{tx('failed')}</Typography>
        <Button onClick={retry}>{tx('retry')}</Button>
      </Box>
    );
  return null;
}
