export * from './vocabulary';
export * from './limits';
export * from './turnstile';
export * from './forms';
export * from './filters';
export * from './moderation';
