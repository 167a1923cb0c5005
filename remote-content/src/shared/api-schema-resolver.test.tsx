import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiSchemaResolver, fieldMessages, showApiFieldErrors } from './api-schema-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  rating: z.number().int().min(1, 'Please choose a rating'),
});
type Parsed = z.output<typeof schema>;

function setUp(mutate = vi.fn<(input: Parsed, options: { onError: (error: unknown) => void }) => void>()) {
  const view = renderHook(() => {
    const form = useForm<{ name: string; rating: number }, unknown, Parsed>({
      defaultValues: { name: '', rating: 0 },
      resolver: apiSchemaResolver(schema),
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
    });
    // Read while rendering, as a form does: react-hook-form updates what a render reads.
    return { form, errors: fieldMessages(form.formState.errors) };
  });
  const form = () => view.result.current.form;
  const submit = () =>
    act(() => form().handleSubmit((input) => mutate(input, { onError: (error) => showApiFieldErrors(error, form().setError) }))());
  const errors = () => view.result.current.errors;
  return { form, mutate, submit, errors };
}

describe("a content form over the api schema (react-hook-form over the schema's own safeParse)", () => {
  it('checks the values with the schema first: messages by field, nothing sent', async () => {
    const { mutate, submit, errors } = setUp();
    await submit();
    expect(errors()).toEqual({ name: 'Please enter your name', rating: 'Please choose a rating' });
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends what the schema parsed, and clears the messages', async () => {
    const { form, mutate, submit, errors } = setUp();
    await submit();
    act(() => form().setValue('name', '  Ada  '));
    act(() => form().setValue('rating', 5));
    await submit();
    expect(mutate).toHaveBeenCalledWith({ name: 'Ada', rating: 5 }, expect.anything());
    expect(errors()).toEqual({});
  });

  it('reads the values through toInput when the schema wants them shaped otherwise', async () => {
    const mutate = vi.fn();
    const { result } = renderHook(() =>
      useForm<{ name: string }, unknown, Parsed>({
        defaultValues: { name: 'Ada' },
        resolver: apiSchemaResolver(schema, (values) => ({ ...values, rating: 3 })),
      }),
    );
    await act(() => result.current.handleSubmit(mutate)());
    expect(mutate).toHaveBeenCalledWith({ name: 'Ada', rating: 3 }, undefined);
  });

  it("puts a nested field's message at its own path, only the first issue of a field", async () => {
    const nested = z.object({ link: z.object({ url: z.url('Please enter a link').min(30, 'Too short') }) });
    const { result } = renderHook(() => {
      const form = useForm<{ link: { url: string } }, unknown, z.output<typeof nested>>({
        defaultValues: { link: { url: 'nope' } },
        resolver: apiSchemaResolver(nested),
      });
      // Read while rendering, as a form does.
      return { form, message: form.formState.errors.link?.url?.message };
    });
    const mutate = vi.fn();
    await act(() => result.current.form.handleSubmit(mutate)());
    expect(mutate).not.toHaveBeenCalled();
    expect(result.current.message).toBe('Please enter a link');
  });

  it("puts the api's own field messages beside the fields when it refuses the input", async () => {
    const { form, submit, errors } = setUp(
      vi.fn((_input: Parsed, options: { onError: (error: unknown) => void }) =>
        options.onError({ data: { code: 'BAD_REQUEST', issues: [{ path: 'name', message: 'That name is taken' }] } }),
      ),
    );
    act(() => form().setValue('name', 'Ada'));
    act(() => form().setValue('rating', 4));
    await submit();
    expect(errors()).toEqual({ name: 'That name is taken' });
  });
});
