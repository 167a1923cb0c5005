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
    const Overlay = lazyOverlay(
      () =>
        new Promise<typeof Dialog>((resolve) => {
          arrive = () => resolve(Dialog);
        }),
    );
    const first = render(
      <Suspense fallback={<p>waiting</p>}>
        <Overlay title="Filters" />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
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
