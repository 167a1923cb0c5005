import { Badge, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Tab, TabList, TabPanel, TabPanels, Tabs } from '@chainwork/shared-config/chakra-content';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from '@chainwork/shared-config/router';
import { publicSettings, route } from '@chainwork/shared-config';
import { MODERATION_AREA_QUEUES, type ModerationAreaQueueId } from '@chainwork/shared-config/content';
import type { JobModerationProps } from '@chainwork/shared-config/federation';
import { PAGE_MAX_WIDTH, useTRPC } from '@chainwork/shared-config/react';
import { refusal } from '../shared/api-error';
import { FormAlert } from '../shared/FormAlert';
import { EventsQueue } from './EventsQueue';
import { FeedbackQueue } from './FeedbackQueue';
import { ListingsQueue } from './ListingsQueue';
import { ChannelsSection } from './ChannelsSection';
import { routeDescription } from '@chainwork/shared-config/meta';

/**
 * The area's tabs: its queues, then the import sources and the channels new jobs are posted to
 * (not queues of things waiting for a decision, so no count: each tab says what is failing).
 */
const TABS = [...MODERATION_AREA_QUEUES, { id: 'sources', label: 'Sources' }, { id: 'channels', label: 'Channels' }] as const;
type TabId = ModerationAreaQueueId | 'sources' | 'channels';

/** The tabs the jobs remote renders (it owns the postings and the imports), composed in by the shell. */
const JOB_VIEWS = { jobs: {}, sources: { view: 'sources' } } as const satisfies Partial<Record<TabId, JobModerationProps>>;
/** The tabs this remote renders. */
const TAB_VIEWS: Record<Exclude<TabId, keyof typeof JOB_VIEWS>, ComponentType> = {
  listings: ListingsQueue,
  events: EventsQueue,
  feedback: FeedbackQueue,
  channels: ChannelsSection,
};

export interface ModerationPageProps {
  /** The jobs remote's `jobs/JobModeration`, in a slot of the shell's (remotes never import remotes). */
  renderJobModeration: (props: JobModerationProps) => ReactNode;
}

function Refusal({ kind }: { kind: 'sign-in' | 'forbidden' }) {
  return (
    <Stack spacing={4} maxW="xl">
      <Text fontSize="lg">
        {kind === 'sign-in'
          ? 'This area is for Chainwork moderators. Please sign in with a moderator account to continue.'
          : 'This area is for Chainwork moderators, and your account is not one. If you think it should be, write to us.'}
      </Text>
      {kind === 'sign-in' ? (
        <Button as="a" href={publicSettings().signInPath} alignSelf="flex-start">
          Sign in
        </Button>
      ) : null}
    </Stack>
  );
}

/** /admin/moderation: what visitors sent, waiting for a moderator. The api refuses everyone else. */
export function ModerationPage({ renderJobModeration }: ModerationPageProps) {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const summary = useQuery({
    ...trpc.content.moderation.summary.queryOptions(),
    retry: (count, error) => refusal(error) === null && count < 2,
  });
  // The jobs queue's count: the same query (and cache entry) the jobs remote renders from.
  const jobs = useQuery({ ...trpc.posting.reviewQueue.queryOptions(), enabled: summary.isSuccess });
  const counts: Partial<Record<TabId, number>> | null = summary.data ? { ...summary.data, jobs: jobs.data?.length } : null;
  const index = Math.max(
    0,
    TABS.findIndex((q) => q.id === params.get('queue')),
  );
  const refused = summary.isError ? refusal(summary.error) : null;

  return (
    <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
      <Stack spacing={2} mb={8}>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {route('moderation').label}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {routeDescription('moderation')}
        </Text>
      </Stack>
      {refused ? <Refusal kind={refused} /> : null}
      {summary.isError && !refused ? (
        <FormAlert status="error" title="The moderation area could not be loaded. Reload the page to try again." />
      ) : null}
      {counts ? (
        <Tabs
          index={index}
          onChange={(i) => setParams({ queue: TABS[i]!.id }, { replace: true })}
          colorScheme="brand"
          isLazy
          variant="soft-rounded"
        >
          <TabList flexWrap="wrap" gap={2} mb={6}>
            {TABS.map((queue) => (
              <Tab key={queue.id} color="whiteAlpha.800" _selected={{ bg: 'whiteAlpha.200', color: 'white' }}>
                {queue.label}
                {counts[queue.id] === undefined ? null : (
                  <Badge
                    ml={2}
                    borderRadius="full"
                    colorScheme={counts[queue.id] ? 'pink' : 'gray'}
                    aria-label={`${counts[queue.id]} waiting`}
                  >
                    {counts[queue.id]}
                  </Badge>
                )}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {TABS.map((queue) => {
              if (queue.id === 'jobs' || queue.id === 'sources') {
                return (
                  <TabPanel key={queue.id} px={0}>
                    {renderJobModeration(JOB_VIEWS[queue.id])}
                  </TabPanel>
                );
              }
              const View = TAB_VIEWS[queue.id];
              return (
                <TabPanel key={queue.id} px={0}>
                  <View />
                </TabPanel>
              );
            })}
          </TabPanels>
        </Tabs>
      ) : null}
    </Container>
  );
}
