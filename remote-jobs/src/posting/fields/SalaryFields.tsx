import { Box, Flex, Input, InputGroup, InputLeftElement, InputRightElement, Text } from '@chakra-ui/react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { errorAt } from './error-at';
import { SALARY_CURRENCY } from '@chainwork/shared-config';
import { Field } from './Field';

/** The yearly salary range, required: the board's promise to candidates is pay up front. */
export function SalaryFields() {
  const { register, formState } = useFormContext<FieldValues>();
  const error = (path: string) => errorAt(formState.errors, path);
  const amount = (path: 'salary.min' | 'salary.max', label: string, placeholder: string) => (
    <Field label={label} error={error(path)} flex="1">
      <InputGroup>
        <InputLeftElement pointerEvents="none" color="fg.muted">
          $
        </InputLeftElement>
        <Input
          {...register(path, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          placeholder={placeholder}
        />
        <InputRightElement pointerEvents="none" color="fg.muted" fontSize="sm" w="auto" pr={3}>
          /year
        </InputRightElement>
      </InputGroup>
    </Field>
  );
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="600" mb={1}>
        Salary range
      </Text>
      <Text fontSize="sm" color="fg.muted" mb={3}>
        Required. Jobs with pay up front get more and better applicants. In {SALARY_CURRENCY}, per year, before tax.
      </Text>
      <Flex gap={4} direction={{ base: 'column', sm: 'row' }}>
        {amount('salary.min', 'From', '120000')}
        {amount('salary.max', 'To', '180000')}
      </Flex>
    </Box>
  );
}
