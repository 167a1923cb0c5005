// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOverlay } from './lazy-overlay';

function Dialog({ title }: { title: string }) {
  return <p>{title}</p>;
}

describe('lazyOverlay', () => {
  it('suspends until its code arrives; once it has, renders at once without suspending', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<typeof Dialog>((resolve) => {
      arrive = () => resolve(Dialog);
    });
    const Overlay = lazyOverlay(() => code);
    const first = render(
      <Suspense fallback={<p>waiting</p>}>
        <Overlay title="Filters" />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(screen.getByText('waiting')).toBeTruthy();
    // The overlay keeps the code as it arrives (its own callback on `code` runs before this await resumes).
    await act(async () => {
      arrive();
      await code;
    });
    first.unmount();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Overlay title="Menu" />
      </Suspense>,
    );
    expect(screen.getByText('Menu')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
