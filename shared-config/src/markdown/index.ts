export * from './safe-url';
export * from './job-markdown';
// Types only: the converter is `@chainwork/shared-config/markdown-tree`, never in this shared entry.
export type { DescriptionElement, DescriptionNode, DescriptionTag, DescriptionTree } from './description-tree';
