import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@chainwork/api';

/**
 * One tRPC React context for the whole page. shared-config is a Module Federation
 * singleton, so the shell's provider and every remote's `useTRPC()` meet here.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
