import { Box, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTENT_LIMITS, RATING_MAX, RATING_MIN } from '@chainwork/shared-config/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { Stars } from '../feedback/StarRating';
import type { FieldSpec } from './FieldsEditor';
import { QueueList } from './QueueList';
import { SubmissionCard } from './SubmissionCard';
import { useDecision } from './use-decisions';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => ({
  value: String(RATING_MIN + i),
  label: `${RATING_MIN + i} stars`,
}));
const SPECS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text', maxLength: CONTENT_LIMITS.nameMax },
  { key: 'role', label: 'Role', kind: 'text', maxLength: CONTENT_LIMITS.roleMax },
  { key: 'company', label: 'Company', kind: 'text', maxLength: CONTENT_LIMITS.companyMax },
  { key: 'rating', label: 'Rating', kind: 'select', terms: RATINGS },
  { key: 'message', label: 'Message', kind: 'textarea', maxLength: CONTENT_LIMITS.feedbackMessageMax },
];

export function FeedbackQueue() {
  const trpc = useTRPC();
  const decide = useDecision();
  const { data, isError } = useQuery(trpc.content.moderation.feedback.pending.queryOptions());
  const approve = useMutation(trpc.content.moderation.feedback.approve.mutationOptions());
  const reject = useMutation(trpc.content.moderation.feedback.reject.mutationOptions());
  return (
    <QueueList
      items={data}
      isError={isError}
      empty="No feedback waits for a decision."
      render={(item) => (
        <Box as="li" key={item.id}>
          <SubmissionCard
            title={`${item.name}, ${item.role}${item.company ? ` at ${item.company}` : ''}`}
            submittedAt={item.submittedAt}
            specs={SPECS}
            initial={{ name: item.name, role: item.role, company: item.company, rating: String(item.rating), message: item.message }}
            handlers={{
              approve: (edits) =>
                decide(() =>
                  approve.mutateAsync(
                    edits
                      ? {
                          id: item.id,
                          edits: {
                            name: edits.name ?? '',
                            role: edits.role ?? '',
                            company: edits.company ?? '',
                            rating: Number(edits.rating),
                            message: edits.message ?? '',
                          },
                        }
                      : { id: item.id },
                  ),
                ),
              reject: (note) => decide(() => reject.mutateAsync({ id: item.id, note })),
            }}
          >
            <Stars rating={item.rating} />
            <Text mt={2} whiteSpace="pre-wrap">
              {item.message}
            </Text>
          </SubmissionCard>
        </Box>
      )}
    />
  );
}
