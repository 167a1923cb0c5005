// The fetch stub lives in shared-config's testing kit, shared with the shell's tests.
export * from '@chainwork/shared-config/testing/trpc';
