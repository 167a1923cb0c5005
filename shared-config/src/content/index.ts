export * from './vocabulary';
export * from './limits';
export * from './turnstile';
export type * from './forms';
export type * from './filters';
export * from './moderation';
