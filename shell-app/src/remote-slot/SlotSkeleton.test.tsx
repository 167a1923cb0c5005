import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { prepaintMarkup } from '@chainwork/shared-config/prepaint';
import { keepPrepaintJobHead } from '../runtime/prepaint';
import { SlotSkeleton } from './SlotSkeleton';

function servedJobPage(title: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = prepaintMarkup();
  root.querySelector('[data-prepaint="job-head"]')!.removeAttribute('hidden');
  root.querySelector('[data-prepaint-slot="job-title"]')!.textContent = title;
  return root;
}

const renderSkeleton = () =>
  render(
    <ChakraProvider theme={theme}>
      <SlotSkeleton module="jobs/JobPage" />
    </ChakraProvider>,
  );

afterEach(() => {
  keepPrepaintJobHead(document.createElement('div'), '/');
  window.history.replaceState(null, '', '/');
});

describe("the job page's placeholder", () => {
  it('is the pre-painted head on the page it was served for, its title the one h1, marked busy', () => {
    window.history.replaceState(null, '', '/jobs/senior-solidity-engineer');
    keepPrepaintJobHead(servedJobPage('Senior Solidity Engineer'), '/jobs/senior-solidity-engineer');
    renderSkeleton();
    const heading = screen.getByRole('heading', { level: 1, name: 'Senior Solidity Engineer' });
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is grey blocks, without a heading, on another job page or without a served head', () => {
    keepPrepaintJobHead(servedJobPage('Senior Solidity Engineer'), '/jobs/senior-solidity-engineer');
    window.history.replaceState(null, '', '/jobs/another-job');
    renderSkeleton();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
