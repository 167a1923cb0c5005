import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@chainwork/shared-config/router';
import { describe, expect, it } from 'vitest';
import { directoryParams, parseDirectoryParams } from '@chainwork/shared-config/schemas/content';
import { toggled } from './ToggleGroup';
import { useUrlFilters } from './use-url-filters';

function Probe() {
  const [filters, update] = useUrlFilters(parseDirectoryParams, directoryParams);
  const location = useLocation();
  return (
    <>
      <output>{location.search}</output>
      <span>{(filters.types ?? []).join('+')}</span>
      <button
        type="button"
        onClick={() => {
          // Two changes before React re-renders: the second must build on the first.
          update((f) => ({ ...f, types: toggled(f.types, 'accelerator') }));
          update((f) => ({ ...f, focus: toggled(f.focus, 'defi') }));
        }}
      >
        both
      </button>
    </>
  );
}

describe('useUrlFilters', () => {
  it('reads the URL, and applies quick successive changes on top of each other', () => {
    render(
      <MemoryRouter initialEntries={['/x?type=grant-programme']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('grant-programme')).toBeTruthy();
    act(() => {
      screen.getByRole('button', { name: 'both' }).click();
    });
    expect(decodeURIComponent(screen.getByRole('status').textContent!)).toBe('?type=accelerator,grant-programme&focus=defi');
  });
});
