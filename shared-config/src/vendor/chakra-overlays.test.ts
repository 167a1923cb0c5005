// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { theme } from '../theme';

it("adds the overlays' styles to the page's theme as the facade loads, not before", async () => {
  const components = theme.components as Record<string, unknown>;
  expect(Object.keys(components)).not.toEqual(expect.arrayContaining(['Drawer']));
  expect(components.Menu).toBeUndefined();
  await import('./chakra-overlays');
  expect(components.Drawer).toBeDefined();
  expect(components.Menu).toBeDefined();
  expect(components.Modal).toBeDefined();
  expect(theme.components).toBe(components);
});
