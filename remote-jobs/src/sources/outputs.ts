/** Names for the `imports` router's answers the Sources tab renders, read off the real router. */
import type { RouterOutputs } from '@chainwork/api';

export type SourceHealth = RouterOutputs['imports']['sources'][number];
