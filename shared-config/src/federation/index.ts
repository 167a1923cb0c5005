export * from './contract';
export * from './shared';
export * from './routing';
export type * from './props';
// The page's loading phases, for the tools that measure them (no DOM is touched on import).
export { FIRST_IDLE_MARK } from '../browser/first-idle-mark';
