import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { SourceHealthFacts, SourceStatusBadge } from '../../sources/SourceHealthFacts';
import { BOARD_PROVIDERS } from './board-providers';

/** The claimant's connected job boards and how their imports are going (`companies.boards`). */
export function CompanyBoards({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const boards = useQuery(trpc.companies.boards.queryOptions({ slug }, { retry: retryTransient }));
  const [now] = useState(() => new Date());
  if (boards.isPending) return <Skeleton h="96px" borderRadius="xl" aria-busy="true" aria-label="Loading your job boards" />;
  if (boards.isError) {
    return (
      <Flex gap={3} align="center">
        <Text color="fg.muted">Your job boards could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={() => void boards.refetch()} isLoading={boards.isRefetching}>
          Retry
        </Button>
      </Flex>
    );
  }
  if (boards.data.length === 0) return <Text color="fg.muted">No job board connected yet.</Text>;
  return (
    <Stack as="ul" listStyleType="none" m={0} spacing={3} aria-label="Your job boards">
      {boards.data.map((board) => (
        <Box as="li" key={board.id} borderWidth="1px" borderColor="border.subtle" borderRadius="lg" p={4}>
          <Flex gap={2} align="center" wrap="wrap" mb={3}>
            <SourceStatusBadge source={board} />
            <Heading as="h4" size="sm">
              {BOARD_PROVIDERS[board.provider].label}
            </Heading>
            <Text fontFamily="mono" fontSize="sm" color="whiteAlpha.800" overflowWrap="anywhere">
              {board.board}
            </Text>
          </Flex>
          <SourceHealthFacts source={board} now={now} />
        </Box>
      ))}
    </Stack>
  );
}
