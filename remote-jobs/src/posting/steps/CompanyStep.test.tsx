import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import type { CompanyStep as CompanyValues } from '@chainwork/shared-config/posting';
import { resetAuth } from '@chainwork/shared-config/browser';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import type { PostingView } from '../../api/outputs';
import { CompanyStep } from './CompanyStep';

/** Every render of a labelled field: what the press must not cause. */
const fieldRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../fields/Field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../fields/Field')>();
  return {
    Field: (props: Parameters<typeof actual.Field>[0]) => {
      fieldRenders.count += 1;
      return actual.Field(props);
    },
  };
});

const api = realApiForThisFile();
const identity: Identity = { userId: 'user-company-step', email: 'ada@acme.example', roles: ['employer'] };

afterEach(() => resetAuth());

describe('CompanyStep', () => {
  it('answers the press by marking its button busy without rendering its fields again, and saves after that frame', async () => {
    let answer: (posting: PostingView) => void = () => {};
    const persist = vi.fn(
      (_values: CompanyValues) =>
        new Promise<PostingView>((resolve) => {
          answer = resolve;
        }),
    );
    const onSaved = vi.fn();
    renderWithApi(<CompanyStep posting={null} onSaved={onSaved} onDirtyChange={() => {}} focusOnOpen={false} persist={persist} />, api, {
      identity,
    });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Company name/, 'Acme Protocol');
    fill(/^Website/, 'https://acme.example');
    fill(/^What the company does/, 'Acme builds the settlement layer for on-chain payments.');

    const button = screen.getByRole('button', { name: 'Save and continue' });
    fieldRenders.count = 0;
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(fieldRenders.count).toBe(0);
    expect(persist).not.toHaveBeenCalled();

    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(persist.mock.calls[0]?.[0]).toMatchObject({ name: 'Acme Protocol', website: 'https://acme.example' });
    const saved = { id: 'posting-1' } as PostingView;
    answer(saved);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    // Moving on: the button stays busy until the flow replaces the step.
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
