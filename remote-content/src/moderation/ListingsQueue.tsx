import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CONTENT_LIMITS,
  DIRECTORY_TYPE_TERMS,
  ECOSYSTEM_TERMS,
  FOCUS_AREA_TERMS,
  FUNDING_STAGE_TERMS,
  termLabel,
} from '@chainwork/shared-config/content';
import { fieldErrors, listingSuggestionSchema } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { DecisionError } from './decision-error';
import type { FieldSpec } from './FieldsEditor';
import { QueueList } from './QueueList';
import { SubmissionCard } from './SubmissionCard';
import { useDecision } from './use-decisions';

const SPECS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text', maxLength: CONTENT_LIMITS.nameMax },
  { key: 'type', label: 'Type', kind: 'select', terms: DIRECTORY_TYPE_TERMS },
  { key: 'website', label: 'Website', kind: 'text', maxLength: CONTENT_LIMITS.urlMax },
  { key: 'location', label: 'Location', kind: 'text', maxLength: CONTENT_LIMITS.cityMax },
  { key: 'description', label: 'One line about it', kind: 'textarea', maxLength: CONTENT_LIMITS.listingDescriptionMax },
];

const labels = (terms: Parameters<typeof termLabel>[0], values: readonly string[]) =>
  values.map((v) => termLabel(terms, v)).join(', ') || 'not given';

export function ListingsQueue() {
  const trpc = useTRPC();
  const decide = useDecision();
  const { data, isError } = useQuery(trpc.content.moderation.listings.pending.queryOptions());
  const approve = useMutation(trpc.content.moderation.listings.approve.mutationOptions());
  const reject = useMutation(trpc.content.moderation.listings.reject.mutationOptions());
  return (
    <QueueList
      items={data}
      isError={isError}
      empty="No suggested listing waits for a decision."
      render={({ id, fields, note, submittedAt }) => (
        <Box as="li" key={id}>
          <SubmissionCard
            title={fields.name}
            submittedAt={submittedAt}
            specs={SPECS}
            initial={{
              name: fields.name,
              type: fields.type,
              website: fields.website,
              location: fields.location,
              description: fields.description,
            }}
            handlers={{
              approve: (edits) => {
                if (!edits) return decide(() => approve.mutateAsync({ id }));
                // Focus, stages and ecosystems stay as suggested; the editable facts are the ones above.
                const parsed = listingSuggestionSchema.safeParse({ ...fields, ...edits });
                if (!parsed.success)
                  return Promise.reject(new DecisionError('Please check the fields marked below.', fieldErrors(parsed.error)));
                return decide(() => approve.mutateAsync({ id, edits: parsed.data }));
              },
              reject: (reason) => decide(() => reject.mutateAsync({ id, note: reason })),
            }}
          >
            <Stack spacing={1} fontSize="sm">
              <Text>
                {termLabel(DIRECTORY_TYPE_TERMS, fields.type)} · {fields.location}
              </Text>
              <Link href={fields.website} isExternal rel="noopener noreferrer" color="accent.200">
                {fields.website}
              </Link>
              <Text pt={1}>{fields.description}</Text>
              <Text color="fg.muted">
                Focus: {labels(FOCUS_AREA_TERMS, fields.focus)} · Stages: {labels(FUNDING_STAGE_TERMS, fields.stages)} · Ecosystems:{' '}
                {labels(ECOSYSTEM_TERMS, fields.ecosystems)}
              </Text>
              {note ? <Text color="fg.muted">Note from the sender: {note}</Text> : null}
            </Stack>
          </SubmissionCard>
        </Box>
      )}
    />
  );
}
