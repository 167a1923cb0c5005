import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSubmissionForm } from './use-submission-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  rating: z.number().int().min(1, 'Please choose a rating'),
});
const submitEvent = () => ({ preventDefault: vi.fn() });

function setUp(mutate = vi.fn()) {
  const view = renderHook(() => useSubmissionForm({ empty: { name: '', rating: 0 }, schema, mutation: { mutate } }));
  return { ...view, mutate };
}

describe('useSubmissionForm', () => {
  it('checks the values with the schema first: messages by field, nothing sent', () => {
    const { result, mutate } = setUp();
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({ name: 'Please enter your name', rating: 'Please choose a rating' });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends what the schema parsed, and clears the messages', () => {
    const { result, mutate } = setUp();
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.set('name')('  Ada  '));
    act(() => result.current.set('rating')(5));
    act(() => result.current.submit(submitEvent()));
    expect(mutate).toHaveBeenCalledWith({ name: 'Ada', rating: 5 }, expect.anything());
    expect(result.current.errors).toEqual({});
  });

  it("puts the api's own field messages beside the fields when it refuses the input", () => {
    const mutate = vi.fn((_input: unknown, options: { onError: (error: unknown) => void }) =>
      options.onError({ data: { code: 'BAD_REQUEST', issues: [{ path: 'name', message: 'That name is taken' }] } }),
    );
    const { result } = setUp(mutate);
    act(() => result.current.set('name')('Ada'));
    act(() => result.current.set('rating')(4));
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({ name: 'That name is taken' });
  });
});
