import { SimpleGrid } from '@chakra-ui/react';
import type { Term } from '@chainwork/shared-config/content';
import { SelectField, TextAreaField, TextField } from '../shared/fields';

/** One editable field of a submission, as a moderator sees it before approving. */
export type FieldSpec =
  | { key: string; label: string; kind: 'text' | 'date'; maxLength?: number }
  | { key: string; label: string; kind: 'textarea'; maxLength: number }
  | { key: string; label: string; kind: 'select'; terms: readonly Term[] };

/** Edits the string fields of a submission; the queue validates them with the api's schema. */
export function FieldsEditor({
  idPrefix,
  specs,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  specs: readonly FieldSpec[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} spacing={4}>
      {specs.map((spec) => {
        const id = `${idPrefix}-${spec.key}`;
        const common = {
          id,
          label: spec.label,
          value: values[spec.key] ?? '',
          error: errors[spec.key],
          onChange: (v: string) => onChange(spec.key, v),
        };
        if (spec.kind === 'textarea')
          return (
            <GridWide key={spec.key}>
              <TextAreaField {...common} maxLength={spec.maxLength} rows={3} />
            </GridWide>
          );
        if (spec.kind === 'select') return <SelectField key={spec.key} {...common} terms={spec.terms} placeholder="Choose" />;
        return <TextField key={spec.key} {...common} type={spec.kind} maxLength={spec.kind === 'text' ? spec.maxLength : undefined} />;
      })}
    </SimpleGrid>
  );
}

function GridWide({ children }: { children: React.ReactNode }) {
  return <SimpleGrid gridColumn={{ md: 'span 2' }}>{children}</SimpleGrid>;
}
