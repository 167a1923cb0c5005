import { Checkbox, FormControl, FormErrorMessage, FormHelperText, FormLabel, Input, Select, Wrap, WrapItem } from '@chakra-ui/react';
import { CheckboxGroup, Textarea } from '@chainwork/shared-config/chakra-content';
import type { Term } from '@chainwork/shared-config/content';

/** Labelled form fields with their message beside them; `error` marks the field invalid. */
interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  help?: string;
  isRequired?: boolean;
}

export function TextField({
  id,
  label,
  error,
  help,
  isRequired,
  value,
  onChange,
  type = 'text',
  maxLength,
  autoComplete,
  placeholder,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <FormControl isInvalid={Boolean(error)} isRequired={isRequired}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        bg="bg.surface"
        borderColor="border.subtle"
      />
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : help ? <FormHelperText color="fg.muted">{help}</FormHelperText> : null}
    </FormControl>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  help,
  isRequired,
  value,
  onChange,
  maxLength,
  rows = 5,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}) {
  return (
    <FormControl isInvalid={Boolean(error)} isRequired={isRequired}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Textarea
        id={id}
        name={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        bg="bg.surface"
        borderColor="border.subtle"
      />
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : null}
      <FormHelperText color="fg.muted">
        {help ? `${help} ` : ''}
        {value.length}/{maxLength}
      </FormHelperText>
    </FormControl>
  );
}

export function SelectField<T extends string>({
  id,
  label,
  error,
  isRequired,
  value,
  onChange,
  terms,
  placeholder,
}: FieldProps & {
  value: T | '';
  onChange: (value: T) => void;
  terms: readonly Term<T>[];
  placeholder: string;
}) {
  return (
    <FormControl isInvalid={Boolean(error)} isRequired={isRequired}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Select
        id={id}
        name={id}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value as T)}
        bg="bg.surface"
        borderColor="border.subtle"
      >
        {terms.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </Select>
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : null}
    </FormControl>
  );
}

export function CheckboxesField<T extends string>({
  id,
  label,
  error,
  help,
  isRequired,
  value,
  onChange,
  terms,
}: FieldProps & {
  value: T[];
  onChange: (value: T[]) => void;
  terms: readonly Term<T>[];
}) {
  return (
    <FormControl as="fieldset" isInvalid={Boolean(error)} isRequired={isRequired} id={id}>
      <FormLabel as="legend">{label}</FormLabel>
      <CheckboxGroup value={value} onChange={(next) => onChange(next as T[])}>
        <Wrap spacing={4}>
          {terms.map((t) => (
            <WrapItem key={t.value}>
              <Checkbox value={t.value} colorScheme="brand">
                {t.label}
              </Checkbox>
            </WrapItem>
          ))}
        </Wrap>
      </CheckboxGroup>
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : help ? <FormHelperText color="fg.muted">{help}</FormHelperText> : null}
    </FormControl>
  );
}
