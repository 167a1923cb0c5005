import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyJobs } from '../api/outputs';
import { ChartFigure } from './ChartFigure';
import { ChartFrame } from './ChartFrame';
import { CHART, legendProps, tooltipStyle } from './chart-theme';
import { formatCount, formatDay, formatShare } from './format';
import { weeksSummary } from './summaries';

/** Jobs posted per week, split into remote and on-site (stacked), oldest week first. */
export function JobsPerWeekChart({ weeks }: { weeks: readonly WeeklyJobs[] }) {
  const data = weeks.map((w) => ({ week: formatDay(w.weekStart), remote: w.remoteJobs, onSite: w.jobs - w.remoteJobs }));
  return (
    <ChartFigure
      title="Jobs posted per week"
      summary={weeksSummary(weeks)}
      table={{
        caption: 'Jobs posted per week, last 12 weeks',
        columns: ['Week starting', 'Jobs', 'Remote', 'Remote share'],
        numeric: [1, 2, 3],
        rows: weeks.map((w) => [formatDay(w.weekStart), formatCount(w.jobs), formatCount(w.remoteJobs), formatShare(w.remoteShare)]),
      }}
    >
      <ChartFrame>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART.grid} vertical={false} />
          <XAxis dataKey="week" stroke={CHART.axis.stroke} tick={CHART.axis.tick} tickLine={false} interval="preserveStartEnd" />
          <YAxis stroke={CHART.axis.stroke} tick={CHART.axis.tick} tickLine={false} axisLine={false} allowDecimals={false} />
          <Tooltip cursor={CHART.cursor} {...tooltipStyle} formatter={(value) => formatCount(Number(value))} />
          <Legend {...legendProps} />
          <Bar dataKey="remote" name="Remote" stackId="jobs" fill={CHART.series.primary} />
          <Bar dataKey="onSite" name="On-site" stackId="jobs" fill={CHART.series.secondary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartFrame>
    </ChartFigure>
  );
}
