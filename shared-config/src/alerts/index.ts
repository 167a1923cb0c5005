export * from './constants';
export type * from './schema';
export * from './describe';
