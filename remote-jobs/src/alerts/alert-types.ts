import type { RouterOutputs } from '@chainwork/api';

/** One alert as `alerts.list` returns it. */
export type AlertListItem = RouterOutputs['alerts']['list'][number];
