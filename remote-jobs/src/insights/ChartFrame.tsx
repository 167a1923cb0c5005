import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { CHART } from './chart-theme';

/**
 * The chart's box: full width, fixed height. `initialDimension` lets the first render
 * draw at a sensible size before the container is measured (and where it never is).
 */
export function ChartFrame({ children, height = CHART.height }: { children: ReactElement; height?: number }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      {children}
    </ResponsiveContainer>
  );
}
