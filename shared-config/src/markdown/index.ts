export * from './safe-url';
export * from './job-markdown';
