import type { CSSProperties } from 'react';
import { theme } from '@chainwork/shared-config/react';

/**
 * Chart colours for the dark page, from the theme's palettes: light tints for marks (they
 * read on ink), faint white for grid lines, muted white for axis text, and tooltips that
 * look like the page's raised surfaces instead of recharts' white box.
 */
const colors = theme.colors as Record<string, Record<string, string>>;

export const CHART = {
  height: 300,
  series: {
    primary: colors.brand![300]!,
    secondary: colors.accent![300]!,
    muted: colors.brand![500]!,
    low: colors.brand![500]!,
    mid: colors.brand![300]!,
    high: colors.accent![300]!,
  },
  axis: { stroke: 'rgba(255, 255, 255, 0.24)', tick: { fill: 'rgba(255, 255, 255, 0.72)', fontSize: 12 } },
  grid: 'rgba(255, 255, 255, 0.08)',
  cursor: { fill: 'rgba(255, 255, 255, 0.06)' },
} as const;

export const tooltipStyle: { contentStyle: CSSProperties; labelStyle: CSSProperties; itemStyle: CSSProperties } = {
  contentStyle: {
    background: colors.ink![800],
    border: '1px solid rgba(255, 255, 255, 0.16)',
    borderRadius: 8,
    color: 'rgba(255, 255, 255, 0.92)',
  },
  labelStyle: { color: '#fff', fontWeight: 600 },
  itemStyle: { color: 'rgba(255, 255, 255, 0.88)' },
};

export const legendStyle: CSSProperties = { fontSize: 13 };

/**
 * Legend props: entries in the order the series are declared (recharts sorts them by name
 * otherwise), and their words in readable white rather than each series' own colour.
 */
export const legendProps = {
  wrapperStyle: legendStyle,
  itemSorter: null,
  formatter: (value: unknown) => <span style={{ color: 'rgba(255, 255, 255, 0.82)' }}>{String(value)}</span>,
} as const;
