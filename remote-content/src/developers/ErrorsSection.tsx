import { Heading, Stack, Text } from '@chakra-ui/react';
import { CodeBlock } from '../shared/CodeBlock';
import { FieldTable } from './FieldTable';
import type { OperationView, ResponseView } from './operations';

/** The document's first error answer that spells out its fields: every error has this one shape. */
export function errorShapeOf(operations: readonly OperationView[]): ResponseView | null {
  const errors = operations.flatMap((op) => op.responses).filter((r) => /^[45]/.test(r.status) && r.fields.length > 0);
  return errors.find((r) => r.example !== undefined) ?? errors[0] ?? null;
}

export function ErrorsSection({ shape }: { shape: ResponseView }) {
  return (
    <Stack as="section" aria-labelledby="dev-errors" spacing={4}>
      <Heading as="h2" id="dev-errors" size="lg" scrollMarginTop="6rem">
        Errors
      </Heading>
      <Text color="fg.muted">
        Every error, whatever the status, answers the same JSON shape: branch on <code>error.code</code>, show <code>error.message</code> to
        a person.
      </Text>
      <FieldTable caption="Fields of an error" rows={shape.fields} />
      {shape.example !== undefined ? <CodeBlock code={JSON.stringify(shape.example, null, 2)} label="example error" /> : null}
    </Stack>
  );
}
