import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type MutableRefObject } from 'react';
import { useNavigate, type NavigateFunction } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TALENT_TOAST } from '@chainwork/shared-config';
import { rulesOf, startsTransition } from '@chainwork/testing/element-rules';
import { injectSettings, renderInShell, setViewportWidth } from '../test/render';
import { TopBar } from './TopBar';

beforeEach(() => injectSettings());
afterEach(() => {
  vi.useRealTimers();
  delete window.__CHAINWORK__;
  setViewportWidth(1024);
});

/** The drawer, once its code has arrived and it is mounted closed. */
const mountedDrawer = () =>
  waitFor(() => {
    const element = document.getElementById('main-menu-drawer');
    expect(element).not.toBeNull();
    return element!;
  });

describe('TopBar at and above 62em', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the wordmark home, the entries and a Post a job button', () => {
    renderInShell(<TopBar />);
    expect(screen.getByRole('link', { name: 'Chainwork home' }).getAttribute('href')).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(nav.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/post-testimonials');
    expect(nav.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post-job');
    for (const menu of ['Resources', 'Connect', 'AI Resources', 'Talent']) expect(nav.getByRole('button', { name: menu })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('lists the AI tools as disabled items marked Coming Soon, with no link', async () => {
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'AI Resources' }));
    });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'AI Interview PracticeComing Soon',
      'AI CV CheckComing Soon',
      'AI CV BuilderComing Soon',
    ]);
    for (const item of items) {
      expect(item.hasAttribute('disabled') || item.getAttribute('aria-disabled') === 'true').toBe(true);
      expect(item.closest('a')).toBeNull();
    }
    // Role queries over the whole bar (account corner included) are slow in jsdom on a busy machine.
  }, 15_000);

  it('Talent shows the Looking For Talent? toast', async () => {
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Talent' }));
    });
    expect(await screen.findByText(TALENT_TOAST.title)).toBeTruthy();
    expect(screen.getByText(TALENT_TOAST.description)).toBeTruthy();
  });
});

describe('TopBar below 62em', () => {
  beforeEach(() => setViewportWidth(375));

  it('dims the page behind the drawer without blurring it (a backdrop filter is drawn again in every frame the drawer covers)', async () => {
    renderInShell(<TopBar />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const rules = rulesOf(await screen.findByRole('dialog', { name: 'Menu' })).join('');
    expect(rules).toMatch(/background/);
    expect(rules).not.toMatch(/backdrop-filter/);
  });

  it('shows a menu button that opens a drawer with Search for a job and collapsible submenus', async () => {
    renderInShell(<TopBar />);
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Search for a job' }).getAttribute('href')).toBe('/#job-search');
    const resources = drawer.getByRole('button', { name: 'Resources' });
    expect(resources.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(resources);
    });
    expect(resources.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.getByRole('link', { name: 'Crypto Events' }).getAttribute('href')).toBe('/resources/crypto-events');
    const postJob = drawer.getByRole('link', { name: 'Post a job' });
    expect(postJob.getAttribute('target')).toBe('_blank');
    expect(postJob.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('builds the drawer closed once its code has arrived, so the first press only shows it', async () => {
    renderInShell(<TopBar />);
    // No press yet: the drawer's code arrives when the page is idle, and the drawer is mounted closed.
    const drawer = await mountedDrawer();
    expect(drawer.hasAttribute('data-closed')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawer.querySelector('a[href="/about"]')?.textContent).toBe('About');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
    });
    // The same element, opened: nothing built at the press.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer);
    expect(drawer.hasAttribute('data-closed')).toBe(false);
  });

  it('opens the mounted drawer at the press without rendering anything, the menu button’s state following after the paint', async () => {
    let commits = 0;
    renderInShell(
      <Profiler id="top-bar" onRender={() => (commits += 1)}>
        <TopBar />
      </Profiler>,
    );
    const drawer = await mountedDrawer();
    const button = screen.getByRole('button', { name: 'Open menu' });
    const before = commits;
    fireEvent.click(button);
    // Shown and focused in the page by the press itself: no commit, no component rendered.
    expect(commits).toBe(before);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer);
    expect(drawer.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(commits).toBeGreaterThan(before);
    await act(async () => {
      fireEvent.keyDown(drawer, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts no transition on the menu button: the opened drawer covers it, and a hover fade sent transition events in the opening frame', () => {
    renderInShell(<TopBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(startsTransition(button)).toBe(false);
  });

  it('lists its rows as plain links and buttons on the drawer’s one rule set, so opening it restyles no class of their own', async () => {
    renderInShell(<TopBar />);
    const drawer = await mountedDrawer();
    const list = drawer.querySelector('nav[aria-label="Main"]')!;
    // Each Chakra Link, Button, Stack and Badge had an emotion class; only the Post a job button is still one.
    const styled = Array.from(list.querySelectorAll('[class]')).filter((element) => /\bcss-/.test(element.getAttribute('class')!));
    expect(styled.map((element) => element.textContent)).toEqual(['Post a job']);
    expect(list.querySelector('a[href="/about"]')!.className).toBe('cw-drawer-row');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    renderInShell(<TopBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })));
  });

  it('closes when the page changes right after the press, before the menu button’s state has followed', async () => {
    const navigator: MutableRefObject<NavigateFunction | null> = { current: null };
    function Navigator() {
      navigator.current = useNavigate();
      return null;
    }
    renderInShell(
      <>
        <TopBar />
        <Navigator />
      </>,
      { path: '/terms' },
    );
    const drawer = await mountedDrawer();
    const button = screen.getByRole('button', { name: 'Open menu' });
    // The frame the press waits for before handing isOpen over, on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    fireEvent.click(button);
    expect(drawer.hasAttribute('data-closed')).toBe(false);
    // Back or a link in the same moment: the drawer's state is still closed, its element shown.
    await act(async () => navigator.current!('/about'));
    expect(drawer.hasAttribute('data-closed')).toBe(true);
    // The open the press had asked for is dropped once its frame has passed: it stays closed.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(drawer.hasAttribute('data-closed')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link in it is followed', async () => {
    renderInShell(<TopBar />, { path: '/terms' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const drawer = within(await screen.findByRole('dialog'));
    await act(async () => {
      fireEvent.click(drawer.getByRole('link', { name: 'About' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
