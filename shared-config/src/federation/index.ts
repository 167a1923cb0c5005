export * from './contract';
export * from './shared';
export type * from './props';
export { routingTableSchema } from './routing-schema';
