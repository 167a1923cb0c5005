import type { ComponentType } from 'react';

/**
 * A layout is a component that renders `<PageOutlet />` where the page goes. A page picks
 * one in its registry entry (pages/registry.tsx); the default layout otherwise (docs/product-requirements.md#routes).
 */
export type LayoutComponent = ComponentType;
