import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState, type ReactNode } from 'react';
import { CellsTable } from './CellsTable';
import { useAnalyticsTexts } from './texts';

/** Dark enough for 4.5:1 against white (bars and their value labels); beside the colour, each bar prints its value. */
export const BAR_COLOUR = '#1a4f8b';

/** Ticks on a value axis: a few round values read at a glance, however wide the chart is. */
const VALUE_TICKS = 5;

/** How many characters of a bar's name its axis shows (the whole name is in the tooltip, the text alternative and the table). */
const LABEL_CHARS = { phone: 14, wide: 28 };

const shortened = (text: string, chars: number) => (text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`);

/** What the value axis shows: its ticks' text, and its bounds when they are fixed (a rate runs 0 to 100 %). */
export interface ValueAxis {
  format(value: number): string;
  min?: number;
  max?: number;
  /** counts: no tick between two whole numbers */
  whole?: boolean;
}

export interface ChartTableProps {
  title: string;
  /** the chart's text alternative: what it shows, every value in words */
  alt: string;
  /** one bar per label */
  labels: string[];
  values: number[];
  /** how a bar's value is printed on it (beside colour) */
  format(value: number): string;
  /** the value axis (counts by default) */
  axis?: ValueAxis;
  horizontal?: boolean;
  /** the table behind "Show table": the same numbers */
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
 * One chart with its table: an MUI X bar chart (value printed beside each bar, a few round ticks on the value axis,
 * long names shortened on the axis) marked as an image whose text alternative carries every value, then its table
 * behind a "Show table" disclosure, so a page of charts stays short; a row's button opens what a click on its bar
 * opens. A table without a chart is shown as it is.
 */
export function ChartTable({ title, alt, labels, values, format, axis, horizontal, head, rows, onBar, barAction, actionText, help }: ChartTableProps) {
  const id = useId();
  const { tx } = useAnalyticsTexts();
  const phone = useMediaQuery('(max-width:599.95px)');
  const hasChart = values.length > 0;
  // until the user chooses, a table follows its chart: shown while there is none, collapsed once values arrive (a
  // table first rendered before its data must not stay open)
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? !hasChart;
  const action = actionText ?? tx('show');
  const height = horizontal ? Math.max(160, labels.length * 36 + 60) : 260;
  const band = {
    scaleType: 'band' as const,
    data: labels,
    valueFormatter: (v: string, context: { location: string }) => (context.location === 'tick' ? shortened(v, phone ? LABEL_CHARS.phone : LABEL_CHARS.wide) : v),
  };
  const value = {
    tickNumber: VALUE_TICKS,
    ...(axis?.whole !== false ? { tickMinStep: 1 } : {}),
    ...(axis?.min !== undefined ? { min: axis.min } : {}),
    ...(axis?.max !== undefined ? { max: axis.max } : {}),
    valueFormatter: (v: number) => (axis ? axis.format(v) : String(v)),
  };
  const axes = horizontal ? { yAxis: [{ ...band, width: phone ? 100 : 180 }], xAxis: [value] } : { xAxis: [band], yAxis: [value] };
  const tableId = `${id}-table`;
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
      {hasChart && (
        <Box role="img" aria-label={alt} sx={{ width: '100%', minWidth: 0 }}>
          <BarChart
            height={height}
            layout={horizontal ? 'horizontal' : 'vertical'}
            series={[
              {
                data: values,
                color: BAR_COLOUR,
                barLabel: (item) => (item.value === null ? '' : format(item.value)),
                // beside the bar, not inside it: a short bar's label is wider than the bar, above all on a phone
                barLabelPlacement: 'outside',
                valueFormatter: (v) => (v === null ? '' : format(v)),
              },
            ]}
            margin={horizontal ? { right: 56 } : { top: 24 }}
            {...axes}
            hideLegend
            onItemClick={onBar ? (_e, item) => onBar(item.dataIndex) : undefined}
          />
        </Box>
      )}
      {hasChart && (
        <Button size="small" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)} sx={{ mt: 1 }}>
          {open ? tx('hideTable') : tx('showTable')}
        </Button>
      )}
      {/* a narrow screen scrolls the table sideways: focusable so a keyboard can scroll it too */}
      <Box id={tableId} hidden={!open}>
        {open && (
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
        )}
      </Box>
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
