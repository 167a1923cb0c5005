import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { TagTrend } from '../api/outputs';
import { ChartFigure } from './ChartFigure';
import { ChartFrame } from './ChartFrame';
import { CHART, legendProps, tooltipStyle } from './chart-theme';
import { formatCount, formatGrowth } from './format';
import { topTagsSummary } from './summaries';

/** How many tags the chart draws; the table lists every one the api sent. */
const CHART_TAGS = 10;
const ROW_HEIGHT = 34;

/** The most used skills of the last 30 days next to the 30 days before: growth at a glance. */
export function TopTagsChart({ tags }: { tags: readonly TagTrend[] }) {
  const data = tags.slice(0, CHART_TAGS).map((t) => ({ tag: t.tag, jobs: t.jobs, previousJobs: t.previousJobs }));
  return (
    <ChartFigure
      title="Top skills and their growth"
      summary={topTagsSummary(tags)}
      table={{
        caption: 'Jobs per skill, last 30 days and the 30 days before',
        columns: ['Skill', 'Last 30 days', 'The 30 days before', 'Growth'],
        numeric: [1, 2, 3],
        rows: tags.map((t) => [t.tag, formatCount(t.jobs), formatCount(t.previousJobs), formatGrowth(t.growth)]),
      }}
    >
      <ChartFrame height={Math.max(160, data.length * ROW_HEIGHT + 60)}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }} barGap={2} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART.grid} horizontal={false} />
          <XAxis type="number" stroke={CHART.axis.stroke} tick={CHART.axis.tick} tickLine={false} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="tag"
            width={110}
            stroke={CHART.axis.stroke}
            tick={CHART.axis.tick}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip cursor={CHART.cursor} {...tooltipStyle} formatter={(value) => formatCount(Number(value))} />
          <Legend {...legendProps} />
          <Bar dataKey="jobs" name="Last 30 days" fill={CHART.series.primary} radius={[0, 4, 4, 0]} />
          <Bar dataKey="previousJobs" name="The 30 days before" fill={CHART.series.muted} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ChartFrame>
    </ChartFigure>
  );
}
