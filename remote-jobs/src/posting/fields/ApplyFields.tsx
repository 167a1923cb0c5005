import { Box, Input, Radio, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { errorAt } from './error-at';
import { Field } from './Field';

/** How candidates apply: a page of the employer's, or an e-mail address. */
export function ApplyFields() {
  const { watch, setValue, register, formState } = useFormContext<FieldValues>();
  const kind = (watch('apply.kind') as 'url' | 'email' | undefined) ?? 'url';
  const error = (path: string) => errorAt(formState.errors, path);
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="600" mb={2}>
        How to apply
      </Text>
      <RadioGroup value={kind} onChange={(next) => setValue('apply', { kind: next }, { shouldDirty: true })} name="apply-kind" mb={3}>
        <Stack direction="row" spacing={6}>
          <Radio value="url" colorScheme="pink">
            On our website
          </Radio>
          <Radio value="email" colorScheme="pink">
            By e-mail
          </Radio>
        </Stack>
      </RadioGroup>
      {kind === 'url' ? (
        <Field label="Apply link" error={error('apply.url')} hint="Where the Apply now button leads.">
          <Input {...register('apply.url')} type="url" inputMode="url" placeholder="https://acme.example/careers/solidity-engineer" />
        </Field>
      ) : (
        <Field label="Apply e-mail" error={error('apply.email')} hint="Apply now opens a message to this address.">
          <Input {...register('apply.email')} type="email" inputMode="email" placeholder="jobs@acme.example" />
        </Field>
      )}
    </Box>
  );
}
