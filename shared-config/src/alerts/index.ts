export * from './constants';
export * from './schema';
export * from './describe';
