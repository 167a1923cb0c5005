import { Button } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Menu, MenuButton, MenuItem, MenuList } from '@chainwork/shared-config/chakra-overlays';
import { renderInShell } from '../test/render';
import { DeferredMenu, MenuButtonLabel, useMenuHandOver, type MenuHandOver } from './DeferredMenu';

function LoadedMenu(handOver: MenuHandOver) {
  const button = useMenuHandOver(handOver);
  return (
    <Menu isLazy>
      <MenuButton ref={button} as={Button}>
        Resources
      </MenuButton>
      <MenuList>
        <MenuItem>Guides</MenuItem>
      </MenuList>
    </Menu>
  );
}

/** A menu whose code arrives when the test says so. */
function deferredLoad() {
  let arrive: () => void = () => undefined;
  const Loaded = lazy(
    () =>
      new Promise<{ default: ComponentType<MenuHandOver> }>((resolve) => {
        arrive = () => resolve({ default: LoadedMenu });
      }),
  );
  const ui = (
    <DeferredMenu
      trigger={
        <Button>
          <MenuButtonLabel>Resources</MenuButtonLabel>
        </Button>
      }
    >
      {(handOver) => <Loaded {...handOver} />}
    </DeferredMenu>
  );
  return { ui, arrive: () => act(async () => arrive()) };
}

const resources = () => screen.getByRole('button', { name: 'Resources' });

describe('DeferredMenu', () => {
  it('shows a closed menu button before the menu code arrives, then the menu button itself', async () => {
    const { ui, arrive } = deferredLoad();
    renderInShell(ui);
    expect(resources().getAttribute('aria-haspopup')).toBe('menu');
    expect(resources().getAttribute('aria-expanded')).toBe('false');
    expect(resources().hasAttribute('aria-controls')).toBe(false);
    await arrive();
    await waitFor(() => expect(resources().getAttribute('aria-controls')).toMatch(/menu-list/));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu pressed before its code arrived, and gives the focus back to its button on Escape', async () => {
    const { ui, arrive } = deferredLoad();
    renderInShell(ui);
    resources().focus();
    fireEvent.click(resources());
    await arrive();
    const item = await screen.findByRole('menuitem', { name: 'Guides' });
    expect(resources().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(resources()));
    expect(resources().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the focus on the button when the code arrives while the stand-in has it', async () => {
    const { ui, arrive } = deferredLoad();
    renderInShell(ui);
    const standIn = resources();
    standIn.focus();
    await arrive();
    await waitFor(() => expect(resources()).not.toBe(standIn));
    expect(document.activeElement).toBe(resources());
  });

  it('opens on ArrowDown from the stand-in, as a menu button does', async () => {
    const { ui, arrive } = deferredLoad();
    renderInShell(ui);
    fireEvent.keyDown(resources(), { key: 'ArrowDown' });
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Guides' })).toBeTruthy();
  });
});
