import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalaryPercentiles } from '../api/outputs';
import { ChartFigure } from './ChartFigure';
import { ChartFrame } from './ChartFrame';
import { CHART, legendProps, tooltipStyle } from './chart-theme';
import { formatCount, formatUsd, formatUsdShort } from './format';
import { salarySummary } from './summaries';

const ROW_HEIGHT = 44;

/**
 * Salary percentiles (25th, median, 75th) per group, as three bars a row: the middle
 * half of salaries lies between the first and the last.
 */
export function SalaryChart({
  title,
  groupLabel,
  what,
  rows,
}: {
  title: string;
  /** The table's first column: "Skill", "Seniority". */
  groupLabel: string;
  /** For the summary: "skill", "seniority". */
  what: string;
  rows: ReadonlyArray<SalaryPercentiles & { label: string }>;
}) {
  return (
    <ChartFigure
      title={title}
      summary={salarySummary(rows, what)}
      table={{
        caption: `${title}, USD per year, jobs posted in the last 30 days that state a salary`,
        columns: [groupLabel, '25th percentile', 'Median', '75th percentile', 'Jobs'],
        numeric: [1, 2, 3, 4],
        rows: rows.map((r) => [r.label, formatUsd(r.p25), formatUsd(r.p50), formatUsd(r.p75), formatCount(r.jobs)]),
      }}
    >
      <ChartFrame height={Math.max(160, rows.length * ROW_HEIGHT + 60)}>
        <BarChart
          data={[...rows]}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          barGap={1}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={CHART.grid} horizontal={false} />
          <XAxis type="number" stroke={CHART.axis.stroke} tick={CHART.axis.tick} tickLine={false} tickFormatter={formatUsdShort} />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            stroke={CHART.axis.stroke}
            tick={CHART.axis.tick}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={CHART.cursor} {...tooltipStyle} formatter={(value) => formatUsd(Number(value))} />
          <Legend {...legendProps} />
          <Bar dataKey="p25" name="25th percentile" fill={CHART.series.low} />
          <Bar dataKey="p50" name="Median" fill={CHART.series.mid} />
          <Bar dataKey="p75" name="75th percentile" fill={CHART.series.high} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ChartFrame>
    </ChartFigure>
  );
}
