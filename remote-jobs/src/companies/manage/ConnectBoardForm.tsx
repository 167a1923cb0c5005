import { Box, Button, Flex, Input, ListItem, Select, SimpleGrid, Stack, Text, UnorderedList } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { BOARD_NAME_MAX } from '@chainwork/shared-config/companies';
import { useTRPC } from '@chainwork/shared-config/react';
import { Field } from '../../posting/fields/Field';
import { showSaveError } from '../../posting/flow/save-errors';
import { groupThousands } from '../../format/numbers';
import type { BoardProvider, BoardTest } from '../outputs';
import { BOARD_PROVIDER_IDS, BOARD_PROVIDERS } from './board-providers';

const boardSchema = z.object({
  provider: z.enum(BOARD_PROVIDER_IDS as [BoardProvider, ...BoardProvider[]]),
  board: z.string().trim().min(1, 'Enter the board’s name or address').max(BOARD_NAME_MAX, `At most ${BOARD_NAME_MAX} characters`),
});
type BoardValues = z.infer<typeof boardSchema>;
const FIELDS = ['provider', 'board'] as const;

const jobsWord = (n: number) => `${groupThousands(n)} ${n === 1 ? 'job' : 'jobs'}`;

/**
 * Connect the company's job board: choose the provider, name the board, "Test" asks the api
 * what it would import (a count and a few titles, nothing saved), then "Connect" saves it and
 * starts an import. A change of provider or board after a test asks for a new test.
 */
export function ConnectBoardForm({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tested, setTested] = useState<{ values: BoardValues; result: BoardTest } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [connected, setConnected] = useState<string | null>(null);
  const form = useForm<BoardValues>({
    resolver: zodResolver(boardSchema),
    defaultValues: { provider: 'greenhouse', board: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, watch, reset } = form;
  const provider = BOARD_PROVIDERS[watch('provider')];
  const test = useMutation(trpc.companies.testBoard.mutationOptions());
  const connect = useMutation(trpc.companies.connectBoard.mutationOptions());
  const current = { provider: watch('provider'), board: watch('board').trim() };
  const testIsCurrent = tested !== null && tested.values.provider === current.provider && tested.values.board === current.board;

  const failed = (error: unknown) =>
    setFormError(showSaveError(error, FIELDS, (field, message) => setError(field as Path<BoardValues>, { type: 'server', message })));

  const runTest = handleSubmit(async (values) => {
    setFormError(null);
    setConnected(null);
    setTested(null);
    try {
      setTested({ values, result: await test.mutateAsync({ slug, ...values }) });
    } catch (error) {
      failed(error);
    }
  });

  const runConnect = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await connect.mutateAsync({ slug, ...values });
      setConnected(`Connected. ${jobsWord(result.jobs)} will be imported; they appear on this page within a few minutes.`);
      setTested(null);
      reset({ provider: values.provider, board: '' });
      void queryClient.invalidateQueries({ queryKey: trpc.companies.boards.queryKey({ slug }) });
      void queryClient.invalidateQueries({ queryKey: trpc.companies.bySlug.queryKey({ slug }) });
    } catch (error) {
      failed(error);
    }
  });

  return (
    <Stack as="form" spacing={5} noValidate aria-label="Connect a job board" onSubmit={(event) => void runTest(event)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} spacing={{ base: 5, md: 6 }}>
        <Field label="Provider" error={formState.errors.provider?.message}>
          <Select {...register('provider')}>
            {BOARD_PROVIDER_IDS.map((id) => (
              <option key={id} value={id}>
                {BOARD_PROVIDERS[id].label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={provider.field} hint={provider.hint} error={formState.errors.board?.message} gridColumn={{ md: 'span 2' }}>
          <Input
            {...register('board')}
            maxLength={BOARD_NAME_MAX}
            placeholder={provider.placeholder}
            autoComplete="off"
            spellCheck={false}
            {...(watch('provider') === 'jsonld' ? { type: 'url', inputMode: 'url' } : {})}
          />
        </Field>
      </SimpleGrid>
      {formError ? (
        <Text color="red.300" role="alert">
          {formError}
        </Text>
      ) : null}
      {tested && testIsCurrent ? (
        <Box role="status" bg="whiteAlpha.50" borderWidth="1px" borderColor="border.subtle" borderRadius="lg" p={4}>
          <Text fontWeight="700">{jobsWord(tested.result.jobs)} would be imported</Text>
          {tested.result.sample.length > 0 ? (
            <UnorderedList mt={2} spacing={1} color="whiteAlpha.800" aria-label="Sample of the jobs">
              {tested.result.sample.map((job, index) => (
                <ListItem key={`${index}-${job.title}`}>
                  {job.title}
                  {job.location ? (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {job.location}
                    </Text>
                  ) : null}
                </ListItem>
              ))}
            </UnorderedList>
          ) : null}
        </Box>
      ) : null}
      {connected ? (
        <Text role="status" color="green.200" fontWeight="600">
          {connected}
        </Text>
      ) : null}
      <Flex gap={3} wrap="wrap">
        <Button type="submit" variant={testIsCurrent ? 'outline' : 'solid'} isLoading={test.isPending} loadingText="Testing">
          Test
        </Button>
        {testIsCurrent ? (
          <Button colorScheme="green" onClick={() => void runConnect()} isLoading={connect.isPending} loadingText="Connecting">
            Connect
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
