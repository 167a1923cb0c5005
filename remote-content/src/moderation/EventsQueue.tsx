import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTENT_LIMITS, EVENT_FORMAT_TERMS, EVENT_KIND_TERMS, EVENT_REGION_TERMS, termLabel } from '@chainwork/shared-config/content';
import { eventInputSchema, fieldErrors } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { dateRange } from '../events/month-groups';
import { DecisionError } from './decision-error';
import type { FieldSpec } from './FieldsEditor';
import { QueueList } from './QueueList';
import { SubmissionCard } from './SubmissionCard';
import { useDecision } from './use-decisions';

const SPECS: FieldSpec[] = [
  { key: 'name', label: 'Event name', kind: 'text', maxLength: CONTENT_LIMITS.eventNameMax },
  { key: 'kind', label: 'Kind', kind: 'select', terms: EVENT_KIND_TERMS },
  { key: 'format', label: 'How people attend', kind: 'select', terms: EVENT_FORMAT_TERMS },
  { key: 'region', label: 'Region', kind: 'select', terms: EVENT_REGION_TERMS },
  { key: 'city', label: 'City', kind: 'text', maxLength: CONTENT_LIMITS.cityMax },
  { key: 'url', label: 'Event website', kind: 'text', maxLength: CONTENT_LIMITS.urlMax },
  { key: 'startsOn', label: 'First day', kind: 'date' },
  { key: 'endsOn', label: 'Last day', kind: 'date' },
  { key: 'description', label: 'Description', kind: 'textarea', maxLength: CONTENT_LIMITS.eventDescriptionMax },
];

export function EventsQueue() {
  const trpc = useTRPC();
  const decide = useDecision();
  const { data, isError } = useQuery(trpc.content.moderation.events.pending.queryOptions());
  const approve = useMutation(trpc.content.moderation.events.approve.mutationOptions());
  const reject = useMutation(trpc.content.moderation.events.reject.mutationOptions());
  return (
    <QueueList
      items={data}
      isError={isError}
      empty="No submitted event waits for a decision."
      render={({ id, event, submittedAt }) => (
        <Box as="li" key={id}>
          <SubmissionCard
            title={event.name}
            submittedAt={submittedAt}
            specs={SPECS}
            initial={{
              name: event.name,
              kind: event.kind,
              format: event.format,
              region: event.region,
              city: event.city,
              url: event.url,
              startsOn: event.startsOn,
              endsOn: event.endsOn,
              description: event.description,
            }}
            handlers={{
              approve: (edits) => {
                if (!edits) return decide(() => approve.mutateAsync({ id }));
                const parsed = eventInputSchema.safeParse(edits);
                if (!parsed.success)
                  return Promise.reject(new DecisionError('Please check the fields marked below.', fieldErrors(parsed.error)));
                return decide(() => approve.mutateAsync({ id, edits: parsed.data }));
              },
              reject: (note) => decide(() => reject.mutateAsync({ id, note })),
            }}
          >
            <Stack spacing={1} fontSize="sm">
              <Text>
                {termLabel(EVENT_KIND_TERMS, event.kind)} · {termLabel(EVENT_FORMAT_TERMS, event.format)} ·{' '}
                {dateRange(event.startsOn, event.endsOn)}
              </Text>
              <Text color="fg.muted">{[event.city, termLabel(EVENT_REGION_TERMS, event.region)].filter(Boolean).join(', ')}</Text>
              <Link href={event.url} isExternal rel="noopener noreferrer" color="accent.200">
                {event.url}
              </Link>
              <Text pt={1} whiteSpace="pre-wrap">
                {event.description}
              </Text>
            </Stack>
          </SubmissionCard>
        </Box>
      )}
    />
  );
}
