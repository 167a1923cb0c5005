import { Box, Stack, Text } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MarketInsights } from '../api/outputs';
import { ChartFigure } from './ChartFigure';
import { ChartFrame } from './ChartFrame';
import { CHART, tooltipStyle } from './chart-theme';
import { formatCount, formatDay, formatShare } from './format';
import { remoteSummary } from './summaries';

/** The share of jobs open to remote work: the last 30 days as one figure, and week by week. */
export function RemoteShareChart({ remote, weeks }: Pick<MarketInsights, 'remote' | 'weeks'>) {
  const data = weeks.map((w) => ({ week: formatDay(w.weekStart), share: w.remoteShare }));
  return (
    <ChartFigure
      title="Remote share"
      summary={remoteSummary(remote)}
      table={{
        caption: 'Share of jobs open to remote work',
        columns: ['Period', 'Remote jobs', 'All jobs', 'Remote share'],
        numeric: [1, 2, 3],
        rows: [
          ['Last 30 days', formatCount(remote.remoteJobs), formatCount(remote.jobs), formatShare(remote.share)],
          ...weeks.map((w) => [
            `Week of ${formatDay(w.weekStart)}`,
            formatCount(w.remoteJobs),
            formatCount(w.jobs),
            formatShare(w.remoteShare),
          ]),
        ],
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} spacing={6} align={{ base: 'stretch', md: 'center' }}>
        <Stack spacing={0} minW="10rem" aria-hidden>
          <Text
            fontFamily="heading"
            fontSize="5xl"
            fontWeight="700"
            lineHeight="1"
            bgGradient="linear(to-r, brand.200, accent.200)"
            bgClip="text"
          >
            {formatShare(remote.share)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            remote, last 30 days
          </Text>
        </Stack>
        <Box flex="1" minW={0}>
          <ChartFrame height={220}>
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
              <CartesianGrid stroke={CHART.grid} vertical={false} />
              <XAxis dataKey="week" stroke={CHART.axis.stroke} tick={CHART.axis.tick} tickLine={false} interval="preserveStartEnd" />
              <YAxis
                domain={[0, 1]}
                tickFormatter={formatShare}
                stroke={CHART.axis.stroke}
                tick={CHART.axis.tick}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip {...tooltipStyle} formatter={(value) => [formatShare(Number(value)), 'Remote share']} />
              <Line
                type="monotone"
                dataKey="share"
                name="Remote share"
                stroke={CHART.series.secondary}
                strokeWidth={2.5}
                dot={{ r: 3, fill: CHART.series.secondary }}
              />
            </LineChart>
          </ChartFrame>
        </Box>
      </Stack>
    </ChartFigure>
  );
}
