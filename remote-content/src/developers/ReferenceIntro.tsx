import {
  Code,
  Heading,
  Link,
  ListItem,
  Stack,
  Table,
  TableContainer,
  Tbody,
  Td,
  Text,
  Th,
  Thead,
  Tr,
  UnorderedList,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ACCOUNT_PATHS } from '@chainwork/shared-config';
import {
  PUBLIC_API_CACHE_CONTROL,
  PUBLIC_API_KEYED_CACHE_CONTROL,
  PUBLIC_API_LIMITS,
  PUBLIC_API_PREFIX,
} from '@chainwork/shared-config/public-api';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { CodeBlock } from '../shared/CodeBlock';
import { KEY_HEADER_LINE, KEY_VARIABLE } from './key-header';

const perPeriod = ({ units, periodSeconds }: { units: number; periodSeconds: number }) =>
  `${units} requests per ${periodSeconds === 60 ? 'minute' : `${periodSeconds} seconds`}`;

/** What every call shares: the base address, the key and how to get one, the limits and caching. */
export function ReferenceIntro({ origin, keyedExample }: { origin: string; keyedExample: string | null }) {
  return (
    <>
      <Stack as="section" aria-labelledby="dev-start" spacing={4}>
        <Heading as="h2" id="dev-start" size="lg" scrollMarginTop="6rem">
          Getting started
        </Heading>
        <Text color="fg.muted">
          Every call is a plain HTTPS <Code>GET</Code> that answers JSON, open to any origin (CORS), with no key needed. Dates are ISO 8601,
          salaries carry their currency and interval, and lists page with a cursor. The base address is:
        </Text>
        <CodeBlock code={`${origin}${PUBLIC_API_PREFIX}`} label="base address of the API" />
      </Stack>

      <Stack as="section" aria-labelledby="dev-keys" spacing={4}>
        <Heading as="h2" id="dev-keys" size="lg" scrollMarginTop="6rem">
          API keys
        </Heading>
        <Text color="fg.muted">
          A key raises your limit. Create one on{' '}
          <Link as={RouterLink} to={ACCOUNT_PATHS.apiKeys} color="accent.200" textDecoration="underline">
            your account&apos;s API keys page
          </Link>{' '}
          (sign in first): it is shown once, so keep it in a secret store or an environment variable, and revoke it there if it leaks. Send
          it in this header:
        </Text>
        <CodeBlock code={KEY_HEADER_LINE} label="header that carries your key" />
        {keyedExample ? (
          <>
            <Text color="fg.muted">
              For example, with the key in <Code>{KEY_VARIABLE}</Code>:
            </Text>
            <CodeBlock code={keyedExample} label="curl example with a key" />
          </>
        ) : null}
      </Stack>

      <Stack as="section" aria-labelledby="dev-limits" spacing={4}>
        <Heading as="h2" id="dev-limits" size="lg" scrollMarginTop="6rem">
          Limits and caching
        </Heading>
        <TableContainer borderWidth="1px" borderColor="border.subtle" borderRadius="lg" whiteSpace="normal">
          <Table size="sm">
            <VisuallyHidden as="caption">Request limits</VisuallyHidden>
            <Thead>
              <Tr>
                <Th scope="col">Caller</Th>
                <Th scope="col">Limit</Th>
              </Tr>
            </Thead>
            <Tbody>
              <Tr>
                <Th scope="row" textTransform="none" letterSpacing="normal" fontWeight="normal">
                  Without a key (per address)
                </Th>
                <Td>{perPeriod(PUBLIC_API_LIMITS.anonymous)}</Td>
              </Tr>
              <Tr>
                <Th scope="row" textTransform="none" letterSpacing="normal" fontWeight="normal">
                  With a key (per key)
                </Th>
                <Td>{perPeriod(PUBLIC_API_LIMITS.keyed)}</Td>
              </Tr>
            </Tbody>
          </Table>
        </TableContainer>
        <UnorderedList spacing={2} color="fg.muted">
          <ListItem>
            Past the limit the API answers <Code>429</Code> with the error below; wait for the period to pass.
          </ListItem>
          <ListItem>
            Answers carry an <Code>ETag</Code> and <Code>Cache-Control: {PUBLIC_API_CACHE_CONTROL}</Code> without a key,{' '}
            <Code>{PUBLIC_API_KEYED_CACHE_CONTROL}</Code> with one. Poll with <Code>If-None-Match</Code> and you get{' '}
            <Code>304 Not Modified</Code> while nothing changed.
          </ListItem>
        </UnorderedList>
      </Stack>
    </>
  );
}
