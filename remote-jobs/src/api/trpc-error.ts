// The error helpers live in shared-config, shared with the shell's pages.
export { isFinalError, isMissingJob, retryTransient, trpcErrorCode } from '@chainwork/shared-config/react';
