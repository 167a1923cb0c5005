import {
  Alert,
  AlertDescription,
  AlertIcon,
  AlertTitle,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  Link,
  ListItem,
  Skeleton,
  Stack,
  Text,
  UnorderedList,
} from '@chakra-ui/react';
import { useMemo } from 'react';
import { route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';
import { ContentHeader } from '../shared/ContentHeader';
import { curlCommand } from './curl';
import { ErrorsSection, errorShapeOf } from './ErrorsSection';
import { KEY_HEADER_LINE } from './key-header';
import { OperationSection } from './OperationSection';
import { operationsOf } from './operations';
import { ReferenceIntro } from './ReferenceIntro';
import { OPENAPI_PATH, useOpenApi } from './use-openapi';

/**
 * /developers: the public read API's reference, rendered from the live OpenAPI document the
 * api generates from its own schemas, with curl commands against this very site.
 */
export function DevelopersPage() {
  const { data, isPending, isError, refetch, isFetching } = useOpenApi();
  const origin = window.location.origin;
  const operations = useMemo(() => (data ? operationsOf(data) : []), [data]);
  const errorShape = useMemo(() => errorShapeOf(operations), [operations]);
  const firstGet = operations.find((op) => op.method === 'GET');

  return (
    <>
      <ContentHeader
        eyebrow="Public API"
        title={route('developers').label}
        lead="Chainwork's live jobs, companies and tags as JSON: the same search, filters and sorts as the site, free to build on. Start without a key; add one for a higher limit."
      />
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' }} gap={{ base: 8, lg: 12 }} alignItems="start">
          <Box as="nav" aria-label="On this page" position={{ lg: 'sticky' }} top={{ lg: '6rem' }} fontSize="sm">
            <Text fontWeight="semibold" mb={2}>
              On this page
            </Text>
            <UnorderedList styleType="none" ml={0} spacing={1}>
              {[
                ['dev-start', 'Getting started'],
                ['dev-keys', 'API keys'],
                ['dev-limits', 'Limits and caching'],
                ...(errorShape ? [['dev-errors', 'Errors']] : []),
                ['dev-operations', 'Operations'],
              ].map(([id, text]) => (
                <ListItem key={id}>
                  <Link href={`#${id}`} color="fg.muted">
                    {text}
                  </Link>
                </ListItem>
              ))}
              {operations.map((op) => (
                <ListItem key={op.anchor} pl={3}>
                  <Link href={`#${op.anchor}`} color="fg.muted" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                    {op.method} {op.path}
                  </Link>
                </ListItem>
              ))}
            </UnorderedList>
          </Box>

          <Stack spacing={12} minW={0}>
            <ReferenceIntro origin={origin} keyedExample={firstGet ? curlCommand(origin, firstGet, KEY_HEADER_LINE) : null} />
            {errorShape ? <ErrorsSection shape={errorShape} /> : null}

            <Stack as="section" aria-labelledby="dev-operations" spacing={8}>
              <Stack spacing={2}>
                <Heading as="h2" id="dev-operations" size="lg" scrollMarginTop="6rem">
                  Operations
                </Heading>
                <Text color="fg.muted">
                  {data ? (
                    <>
                      {data.info.title}, version {data.info.version}. The machine-readable OpenAPI 3.1 document is at{' '}
                    </>
                  ) : (
                    'The machine-readable OpenAPI 3.1 document is at '
                  )}
                  <Link href={OPENAPI_PATH} color="accent.200" textDecoration="underline">
                    {OPENAPI_PATH}
                  </Link>
                  .
                </Text>
              </Stack>
              {isPending ? (
                <Stack spacing={4} aria-busy="true">
                  <Text role="status" color="fg.muted">
                    Loading the API reference…
                  </Text>
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="180px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
                  ))}
                </Stack>
              ) : null}
              {isError ? (
                <Alert status="error" role="alert" variant="subtle" borderRadius="lg" alignItems="flex-start">
                  <AlertIcon mt={1} />
                  <Stack spacing={3} align="flex-start">
                    <AlertTitle>The API reference could not be loaded.</AlertTitle>
                    <AlertDescription color="whiteAlpha.800">
                      The API itself may still answer. Try again in a moment, or read the document at {OPENAPI_PATH}.
                    </AlertDescription>
                    <Button size="sm" variant="outline" onClick={() => void refetch()} isLoading={isFetching} loadingText="Loading">
                      Try again
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              {operations.map((op) => (
                <OperationSection key={op.anchor} operation={op} origin={origin} />
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
