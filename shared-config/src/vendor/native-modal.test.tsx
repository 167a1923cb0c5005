// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState, type MutableRefObject } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_MODAL_PANEL, NativeModal } from './native-modal';

/** A trigger and the dialog it opens, as the drawer and the alert dialog have. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NativeModal
        aria-label="Things"
        isOpen={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        initialFocusRef={field}
        finalFocusRef={trigger}
      >
        <div className={NATIVE_MODAL_PANEL}>
          <button type="button">First</button>
          <input ref={field} aria-label="Name" />
        </div>
      </NativeModal>
    </>
  );
}

/** The trigger opening it through openRef, as MobileNav and JobAlertButton do; counts its renders. */
function ImperativePage({ renders, closer }: { renders: { count: number }; closer?: MutableRefObject<(() => void) | null> }) {
  const [open, setOpen] = useState(false);
  const opener: MutableRefObject<(() => void) | null> = useRef(null);
  const trigger = useRef<HTMLButtonElement>(null);
  renders.count += 1;
  return (
    <>
      <button ref={trigger} type="button" onClick={() => opener.current?.()}>
        Open
      </button>
      <NativeModal
        aria-label="Things"
        isOpen={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        openRef={opener}
        closeRef={closer}
        finalFocusRef={trigger}
      >
        <div className={NATIVE_MODAL_PANEL}>
          <input aria-label="Name" />
        </div>
      </NativeModal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;
/** The CSS emotion wrote for the page (happy-dom keeps it as the style elements' text). */
const insertedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('style');
});

describe('NativeModal', () => {
  it('is in the page closed, then opens with the focus on its first field', async () => {
    render(<Page />);
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    expect(screen.getByRole('dialog', { name: 'Things' })).toBe(dialog());
    expect(dialog().hasAttribute('data-closed')).toBe(false);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('moves the focus in without scrolling to it (a scroll needs a layout inside the click; the panel is fixed in view)', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    render(<Page />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(focus.mock.contexts).toContain(field);
    expect(focus.mock.calls[focus.mock.contexts.indexOf(field)]).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('closes on Escape and gives the focus back to its trigger', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps the focus inside: Tab from the last element goes to the first, Shift+Tab from the first to the last', async () => {
    render(<Page />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('locks the page scroll and hides the page from assistive technology only after the opening frame is painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Page />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    // A style on the root restyles the whole page: never inside the click that opens the dialog.
    expect(document.documentElement.style.overflow).toBe('');
    const page = screen.getByRole('button', { name: 'Open' }).closest('body > *')!;
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(page.getAttribute('aria-hidden')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(dialog(), { key: 'Escape' });
    });
    expect(document.documentElement.style.overflow).toBe('hidden');
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(document.documentElement.style.overflow).toBe('');
    expect(page.hasAttribute('aria-hidden')).toBe(false);
  });

  it('closes on a click on its backdrop, not on one inside it', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'First' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    // The dialog element itself is the backdrop around the panel.
    await act(async () => {
      fireEvent.click(dialog());
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides itself closed without an inherited property, so opening restyles the dialog and its panel, not each element inside', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Page />);
    expect(dialog().getAttribute('aria-hidden')).toBe('true');
    const closedRules = insertedCss()
      .split('}')
      .filter((rule) => rule.includes('[data-closed]'));
    expect(closedRules.length).toBeGreaterThan(0);
    // visibility and pointer-events are inherited: changing them on the dialog recalculated every element in it.
    for (const rule of closedRules) expect(rule).not.toMatch(/[{;](visibility|pointer-events):/);
    // The panel named by its class: a rule ending in `> *` invalidated the whole subtree at each opening.
    expect(closedRules.join('}')).toMatch(/\[data-primed\] ?> ?\.cw-modal-panel\{content-visibility:hidden;?/);
    for (const rule of closedRules) expect(rule).not.toMatch(/\*\s*\{/);
    // The content is skipped only once styled and laid out: after the first frame.
    expect(dialog().hasAttribute('data-primed')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(dialog().hasAttribute('data-primed')).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    });
    expect(dialog().hasAttribute('aria-hidden')).toBe(false);
  });

  it('opens through openRef at the click without a render, then hands isOpen to the caller after the frame is painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const renders = { count: 0 };
    render(<ImperativePage renders={renders} />);
    const before = renders.count;
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(renders.count).toBe(before);
    expect(screen.getByRole('dialog', { name: 'Things' })).toBe(dialog());
    expect(dialog().hasAttribute('data-closed')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(renders.count).toBe(before + 1);
    expect(dialog().hasAttribute('data-closed')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await act(async () => {
      fireEvent.keyDown(dialog(), { key: 'Escape' });
    });
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape pressed before isOpen came, in the page, and gives the focus back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const renders = { count: 0 };
    render(<ImperativePage renders={renders} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(dialog().getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).toBe(trigger);
    const after = renders.count;
    // The open it had asked for is dropped: it stays closed.
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(renders.count).toBe(after);
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes through closeRef before isOpen came (a close button or a navigation in that moment), and stays closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const renders = { count: 0 };
    const closer: MutableRefObject<(() => void) | null> = { current: null };
    render(<ImperativePage renders={renders} closer={closer} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(dialog().hasAttribute('data-closed')).toBe(false);
    await act(async () => closer.current!());
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes through closeRef once open as the caller’s state says, as Escape does', async () => {
    const closer: MutableRefObject<(() => void) | null> = { current: null };
    render(<ImperativePage renders={{ count: 0 }} closer={closer} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await act(async () => closer.current!());
    expect(dialog().hasAttribute('data-closed')).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves the page as it found it when unmounted after opening through openRef, before isOpen came', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { unmount } = render(<ImperativePage renders={{ count: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    unmount();
    const next = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(document.documentElement.style.overflow).toBe('');
    expect(next.hasAttribute('aria-hidden')).toBe(false);
    next.remove();
  });
});
