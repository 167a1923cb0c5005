import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@chainwork/shared-config/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { readPromptMemory } from '@chainwork/shared-config/browser';
import type { NewsletterModalProps } from '@chainwork/shared-config/federation';
import { clearRemoteComponentCache } from '../remote-slot/load-remote-component';
import { injectConfig, removeConfig } from '../test/inject-config';
import { NewsletterPrompt } from './NewsletterPrompt';
import { PROMPT_RULES } from './rules';
import { resetPromptedThisPageLoad } from './use-newsletter-prompt';

// The newsletter remote, stood in for by a minimal modal with the same contract.
const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
function FakeModal({ isOpen, onDone }: NewsletterModalProps) {
  if (!isOpen) return null;
  return (
    <div role="dialog" aria-label="Newsletter">
      <button type="button" onClick={() => onDone({ submitted: false })}>
        Not Now
      </button>
      <button type="button" onClick={() => onDone({ submitted: true })}>
        Subscribe
      </button>
    </div>
  );
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  return render(
    <ChakraProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <NewsletterPrompt />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const go = (path: string) =>
  act(async () => {
    await navigate(path);
  });
/** Advances the fake clock, then lets the lazy remote resolve and React commit. */
const elapse = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  for (let i = 0; i < 5; i += 1)
    await act(async () => {
      await Promise.resolve();
    });
};
const dialog = () => screen.queryByRole('dialog');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 31));
  localStorage.clear();
  clearRemoteComponentCache();
  resetPromptedThisPageLoad();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: FakeModal });
  injectConfig();
});
afterEach(() => {
  vi.useRealTimers();
  removeConfig();
});

describe('NewsletterPrompt', () => {
  it('does not appear on a first job page, nor on arrival at the second, but after reading it for a while', async () => {
    renderAt('/jobs/first-job');
    await elapse(PROMPT_RULES.jobPageDelayMs * 2);
    expect(dialog()).toBeNull();
    await go('/jobs/second-job');
    await elapse(PROMPT_RULES.jobPageDelayMs - 100);
    expect(dialog()).toBeNull();
    await elapse(100);
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('newsletter/NewsletterModal');
  });

  it('is cancelled by leaving the page before the delay', async () => {
    renderAt('/jobs/first-job');
    await go('/jobs/second-job');
    await elapse(1000);
    await go('/about');
    await elapse(PROMPT_RULES.jobPageDelayMs);
    expect(dialog()).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('remembers Not Now for 30 days, across visits', async () => {
    const { unmount } = renderAt('/jobs/first-job');
    await go('/jobs/second-job');
    await elapse(PROMPT_RULES.jobPageDelayMs);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    });
    expect(dialog()).toBeNull();
    expect(readPromptMemory()?.dismissedAt).toBe(Date.now());
    unmount();

    // A later visit (a new page load) within 30 days: no modal.
    resetPromptedThisPageLoad();
    renderAt('/jobs/third-job');
    await elapse(PROMPT_RULES.jobPageDelayMs * 2);
    expect(dialog()).toBeNull();
  });

  it('never asks a subscriber again', async () => {
    const { unmount } = renderAt('/jobs/first-job');
    await go('/jobs/second-job');
    await elapse(PROMPT_RULES.jobPageDelayMs);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(readPromptMemory()?.subscribed).toBe(true);
    unmount();
    resetPromptedThisPageLoad();
    vi.setSystemTime(Date.UTC(2027, 0, 1));
    renderAt('/jobs/another-job');
    await elapse(PROMPT_RULES.jobPageDelayMs * 2);
    expect(dialog()).toBeNull();
  });

  describe('on the home page', () => {
    const VIEWPORT = 800;
    let y = 0;
    beforeEach(() => {
      y = 0;
      Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
      Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    });
    /** A scroll of the page; by the visitor's wheel unless `by` says otherwise. */
    const scrollBy = async (dy: number, by: 'wheel' | 'page' = 'wheel') =>
      act(async () => {
        if (by === 'wheel') window.dispatchEvent(new WheelEvent('wheel', { deltaY: dy }));
        y += dy;
        window.dispatchEvent(new Event('scroll'));
      });

    it('appears once the visitor has scrolled three screens down by their own hand, not before', async () => {
      renderAt('/');
      await scrollBy(VIEWPORT * 2);
      await scrollBy(-VIEWPORT);
      await scrollBy(VIEWPORT * 0.9);
      await elapse(0);
      expect(dialog()).toBeNull();
      await scrollBy(VIEWPORT * 0.1);
      await elapse(0);
      expect(dialog()).toBeTruthy();
    });

    it('counts nothing for a jump to #job-search or a scroll the page makes, however far', async () => {
      renderAt('/#job-search');
      await scrollBy(VIEWPORT * 10, 'page');
      await elapse(PROMPT_RULES.gestureWindowMs * 10);
      expect(dialog()).toBeNull();
      // A wheel long ago does not make a later scroll the visitor's.
      await act(async () => {
        window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
      });
      await elapse(PROMPT_RULES.gestureWindowMs + 1);
      await scrollBy(VIEWPORT * 10, 'page');
      await elapse(0);
      expect(dialog()).toBeNull();
    });

    it('never interrupts a visitor who has searched or filtered, for the rest of the page load', async () => {
      renderAt('/#job-search');
      const field = document.createElement('input');
      document.body.append(field);
      await act(async () => {
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await scrollBy(VIEWPORT * 10);
      await go('/?q=rust#job-search');
      await go('/');
      await scrollBy(VIEWPORT * 10);
      await elapse(0);
      expect(dialog()).toBeNull();
      field.remove();
    });

    it('never asks on arrival at a search URL', async () => {
      renderAt('/?remote=europe#job-search');
      await scrollBy(VIEWPORT * 10);
      await elapse(0);
      expect(dialog()).toBeNull();
    });
  });

  it('waits on a job page while the visitor is typing in a field, and asks once they leave it', async () => {
    renderAt('/jobs/first-job');
    await go('/jobs/second-job');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await elapse(PROMPT_RULES.jobPageDelayMs * 2);
    expect(dialog()).toBeNull();
    await act(async () => {
      field.blur();
    });
    await elapse(0);
    expect(dialog()).toBeTruthy();
    field.remove();
  });
});
