export * from './plans';
export * from './limits';
export * from './steps';
export * from './state-machine';
export * from './free-mail';
