import { FormControl, FormErrorMessage, FormHelperText, FormLabel, type FormControlProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled field with its hint and its error beside it. Chakra's FormControl ties the
 * label, the hint and the error to the input (`aria-describedby`, `aria-invalid`).
 */
export function Field({
  label,
  hint,
  error,
  isRequired = true,
  children,
  ...rest
}: { label: ReactNode; hint?: ReactNode; error?: string | undefined; isRequired?: boolean; children: ReactNode } & Omit<
  FormControlProps,
  'label'
>) {
  return (
    <FormControl isInvalid={Boolean(error)} isRequired={isRequired} {...rest}>
      <FormLabel fontWeight="600" mb={1.5} requiredIndicator={<></>}>
        {label}
      </FormLabel>
      {children}
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : hint ? <FormHelperText color="fg.muted">{hint}</FormHelperText> : null}
    </FormControl>
  );
}
