import { Badge, Box, Code, Heading, HStack, ListItem, Stack, Text, UnorderedList } from '@chakra-ui/react';
import { CodeBlock } from '../shared/CodeBlock';
import { curlCommand } from './curl';
import { FieldTable } from './FieldTable';
import { InlineCode } from './InlineCode';
import type { OperationView } from './operations';

const METHOD_COLOUR: Record<string, string> = { GET: 'green', POST: 'blue', PUT: 'orange', PATCH: 'orange', DELETE: 'red' };

const isSuccess = (status: string) => /^2/.test(status);

/** One operation: what it does, its parameters, what it answers, and a curl command for it on this site. */
export function OperationSection({ operation, origin }: { operation: OperationView; origin: string }) {
  const { anchor, method, path } = operation;
  const success = operation.responses.find((r) => isSuccess(r.status));
  const others = operation.responses.filter((r) => r !== success);
  const name = `${method} ${path}`;
  return (
    <Box as="article" aria-labelledby={anchor} borderTopWidth="1px" borderColor="border.subtle" pt={8}>
      <Stack spacing={5}>
        <Stack spacing={2}>
          <Heading as="h3" size="md" id={anchor} scrollMarginTop="6rem">
            {operation.summary}
          </Heading>
          <HStack spacing={3} flexWrap="wrap">
            <Badge colorScheme={METHOD_COLOUR[method] ?? 'gray'} variant="solid" fontSize="xs">
              {method}
            </Badge>
            <Code fontSize="sm" bg="transparent" p={0} wordBreak="break-all">
              {path}
            </Code>
          </HStack>
          {operation.description ? (
            <Text color="fg.muted" whiteSpace="pre-line">
              <InlineCode text={operation.description} />
            </Text>
          ) : null}
        </Stack>

        {operation.parameters.length > 0 ? (
          <Stack spacing={3}>
            <Heading as="h4" size="sm">
              Parameters
            </Heading>
            <FieldTable caption={`Parameters of ${name}`} rows={operation.parameters} place />
          </Stack>
        ) : null}

        {success ? (
          <Stack spacing={3}>
            <Heading as="h4" size="sm">
              Response {success.status}
            </Heading>
            {success.description ? <Text color="fg.muted">{success.description}</Text> : null}
            {success.fields.length > 0 ? <FieldTable caption={`Response fields of ${name}`} rows={success.fields} /> : null}
          </Stack>
        ) : null}

        <Stack spacing={3}>
          <Heading as="h4" size="sm">
            Example
          </Heading>
          <CodeBlock code={curlCommand(origin, operation)} label={`curl example for ${name}`} />
          {success?.example !== undefined ? (
            <CodeBlock code={JSON.stringify(success.example, null, 2)} label={`example response of ${name}`} maxH="20rem" />
          ) : null}
        </Stack>

        {others.length > 0 ? (
          <Stack spacing={3}>
            <Heading as="h4" size="sm">
              Other responses
            </Heading>
            <UnorderedList spacing={1} color="fg.muted">
              {others.map((r) => (
                <ListItem key={r.status}>
                  <Code bg="transparent" p={0}>
                    {r.status}
                  </Code>{' '}
                  <InlineCode text={r.description} />
                </ListItem>
              ))}
            </UnorderedList>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
