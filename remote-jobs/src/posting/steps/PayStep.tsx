import { Box, Divider, Flex, ListItem, Stack, Text, UnorderedList } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PLANS, formatPlanPrice, type PlanId } from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import { CheckGlyph, ShieldGlyph } from '../../ui/icons';
import { goToCheckout } from '../checkout';
import { actionErrorMessage } from '../flow/save-errors';
import { StepCard } from '../flow/StepCard';

/**
 * Step 5: the order and the way to the payment provider's checkout (Stripe in production,
 * the local pay page by default). Paying twice is impossible: a second click answers the
 * same checkout.
 */
export function PayStep({
  postingId,
  planId,
  title,
  company,
  isResubmission,
  onBack,
  focusOnOpen,
}: {
  postingId: string;
  planId: PlanId;
  title: string;
  company: string;
  isResubmission: boolean;
  onBack: () => void;
  focusOnOpen: boolean;
}) {
  const trpc = useTRPC();
  const plan = PLANS[planId];
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation(
    trpc.posting.submit.mutationOptions({
      onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
      onError: (failure) => setError(actionErrorMessage(failure)),
    }),
  );
  const price = formatPlanPrice(plan.priceCents);
  return (
    <StepCard
      title={isResubmission ? 'Resubmit and pay' : 'Pay and submit'}
      lead="You pay on the payment provider's secure page, then come back to your dashboard."
      onSubmit={() => {
        setError(null);
        submit.mutate({ postingId });
      }}
      onBack={onBack}
      submitLabel={`Pay ${price}`}
      isSaving={submit.isPending || submit.isSuccess}
      formError={error}
      focusOnOpen={focusOnOpen}
    >
      <Box borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 5, md: 6 }} bg="bg.canvas">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.08em" color="whiteAlpha.600" fontWeight="600" mb={3}>
          Your order
        </Text>
        <Flex justify="space-between" gap={4} align="start">
          <Stack spacing={0.5} minW={0}>
            <Text fontWeight="700" fontSize="lg">
              {title}
            </Text>
            <Text color="fg.muted">
              {company} · {plan.name} plan, {plan.durationDays} days
            </Text>
          </Stack>
          <Text fontWeight="800" fontSize="2xl" whiteSpace="nowrap">
            {price}
          </Text>
        </Flex>
        <Divider my={5} borderColor="border.subtle" />
        <UnorderedList styleType="none" ml={0} spacing={2}>
          {plan.includes.map((line) => (
            <ListItem key={line} display="flex" alignItems="start" color="whiteAlpha.900">
              <CheckGlyph color="green.300" mt={1} flexShrink={0} mr={2} />
              {line}
            </ListItem>
          ))}
        </UnorderedList>
      </Box>
      <Flex gap={3} align="start" color="fg.muted" fontSize="sm">
        <ShieldGlyph boxSize={5} color="accent.300" flexShrink={0} />
        <Text>
          After payment a moderator reviews the job, usually within a working day. If it is not approved you get the reason by e-mail, your
          payment is refunded, and you can fix the job and resubmit it. A receipt is e-mailed to you.
        </Text>
      </Flex>
    </StepCard>
  );
}
