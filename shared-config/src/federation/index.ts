export * from './contract';
export * from './shared';
export * from './routing';
export type * from './props';
