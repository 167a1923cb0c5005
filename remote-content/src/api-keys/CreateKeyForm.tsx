import { Button, FormControl, FormErrorMessage, FormHelperText, FormLabel, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { API_KEY_NAME_MAX } from '@chainwork/shared-config/public-api';
import { useTRPC } from '@chainwork/shared-config/react';
import { apiKeyCreateInput, type ApiKeyCreateInput } from '@chainwork/shared-config/schemas/api-keys';
import { apiFailure } from '../shared/api-error';
import { apiSchemaResolver, fieldMessages, showApiFieldErrors } from '../shared/api-schema-resolver';
import { FormAlert } from '../shared/FormAlert';

export interface CreatedKey {
  name: string;
  key: string;
}

/**
 * "Create a key": a name, checked with the api's own schema before anything is sent; the api's
 * refusal of the name is shown beside it. The new key goes to `onCreated` (the dialog that shows
 * it once) and the list is asked again.
 */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const form = useForm<{ name: string }, unknown, ApiKeyCreateInput>({
    defaultValues: { name: '' },
    resolver: apiSchemaResolver<{ name: string }, ApiKeyCreateInput>(apiKeyCreateInput),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const errors = fieldMessages(form.formState.errors);
  const failure = create.isError ? apiFailure(create.error) : null;

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      onCreated({ name: created.name, key: created.key });
      // The key leaves the mutation's memory at once: the dialog holds the only copy.
      create.reset();
      form.reset();
      await queryClient.invalidateQueries(trpc.apiKeys.list.queryFilter());
    } catch (error) {
      showApiFieldErrors(error, form.setError);
    }
  });

  return (
    <Stack as="form" onSubmit={submit} noValidate spacing={4} aria-labelledby="api-keys-create">
      <FormControl isInvalid={Boolean(errors.name)} isRequired>
        <FormLabel htmlFor="api-key-name">Key name</FormLabel>
        <Input
          id="api-key-name"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          bg="bg.surface"
          borderColor="border.subtle"
          {...form.register('name')}
        />
        {errors.name ? (
          <FormErrorMessage>{errors.name}</FormErrorMessage>
        ) : (
          <FormHelperText color="fg.muted">What uses it, so you know which to revoke: “Job bot”, “Newsletter sync”.</FormHelperText>
        )}
      </FormControl>
      {failure && Object.keys(failure.fields).length === 0 ? (
        <FormAlert status="error" title="The key was not created">
          {failure.message}
        </FormAlert>
      ) : null}
      <Button type="submit" variant="brand" alignSelf="flex-start" isLoading={create.isPending} loadingText="Creating">
        Create key
      </Button>
    </Stack>
  );
}
