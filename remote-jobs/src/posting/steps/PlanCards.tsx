import { Badge, Box, Flex, Heading, ListItem, SimpleGrid, Text, UnorderedList, VisuallyHidden, type FlexProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PLAN_IDS, PLANS, formatPlanPrice, type PlanId } from '@chainwork/shared-config/posting';
import { CheckGlyph } from '../../ui/icons';

/** One plan: its price, its days and what it buys, from the plans table. */
export function PlanBody({ planId, checked, ...rest }: { planId: PlanId; checked?: boolean } & FlexProps) {
  const plan = PLANS[planId];
  return (
    <Flex
      direction="column"
      h="full"
      position="relative"
      borderWidth="2px"
      borderRadius="2xl"
      px={{ base: 5, md: 7 }}
      py={{ base: 6, md: 7 }}
      borderColor={checked ? 'accent.300' : 'border.subtle'}
      bg={plan.highlighted ? 'linear-gradient(160deg, rgba(128, 90, 213, 0.22), rgba(245, 82, 177, 0.10) 60%, transparent)' : 'bg.canvas'}
      boxShadow={checked ? '0 0 0 4px rgba(245, 82, 177, 0.18)' : undefined}
      transition="border-color 0.15s, box-shadow 0.15s"
      {...rest}
    >
      {plan.highlighted ? (
        <Badge position="absolute" top={4} right={4} borderRadius="full" px={3} py={1} colorScheme="pink" variant="solid">
          Most seen
        </Badge>
      ) : null}
      <Heading as="h3" size="md" mb={1} id={`plan-${planId}-name`}>
        {plan.name}
      </Heading>
      <Flex align="baseline" gap={2} mb={5}>
        <Text fontSize="4xl" fontWeight="800" letterSpacing="-0.03em" id={`plan-${planId}-price`}>
          {formatPlanPrice(plan.priceCents)}
        </Text>
        <Text color="fg.muted">for {plan.durationDays} days</Text>
      </Flex>
      <UnorderedList styleType="none" ml={0} id={`plan-${planId}-includes`} spacing={2.5} flex="1">
        {plan.includes.map((line) => (
          <ListItem key={line} display="flex" alignItems="start" color="whiteAlpha.900">
            <CheckGlyph color={plan.highlighted ? 'accent.300' : 'green.300'} mt={1} flexShrink={0} mr={2} />
            {line}
          </ListItem>
        ))}
      </UnorderedList>
      {checked !== undefined ? (
        // A radio's look, so an unchosen plan reads as "pick me", not as something disabled.
        <Flex mt={6} align="center" gap={2.5} fontWeight="700" color={checked ? 'accent.200' : 'whiteAlpha.900'} aria-hidden>
          <Box
            as="span"
            boxSize={5}
            borderRadius="full"
            borderWidth="2px"
            borderColor={checked ? 'accent.300' : 'whiteAlpha.600'}
            boxShadow={checked ? 'inset 0 0 0 4px var(--chakra-colors-bg-canvas)' : undefined}
            bg={checked ? 'accent.300' : 'transparent'}
            flexShrink={0}
          />
          {checked ? 'Selected' : `Choose ${plan.name}`}
        </Flex>
      ) : null}
    </Flex>
  );
}

function PlanCard({
  planId,
  name,
  checked,
  onChange,
}: {
  planId: PlanId;
  name: string;
  checked: boolean;
  onChange: (plan: PlanId) => void;
}) {
  return (
    <Box as="label" cursor="pointer" h="full" display="block" position="relative">
      <VisuallyHidden
        as="input"
        type="radio"
        name={name}
        value={planId}
        checked={checked}
        onChange={() => onChange(planId)}
        aria-labelledby={`plan-${planId}-name plan-${planId}-price`}
        aria-describedby={`plan-${planId}-includes`}
        className="plan-radio"
      />
      <PlanBody
        planId={planId}
        checked={checked}
        _hover={{ borderColor: checked ? 'accent.300' : 'brand.400' }}
        // The hidden radio has the focus; the card shows it.
        sx={{ '.plan-radio:focus-visible + &': { boxShadow: '0 0 0 3px rgba(245, 82, 177, 0.6)' } }}
      />
    </Box>
  );
}

/** The plans as radio cards, each saying what it buys; prices and perks come from the one plans table. */
export function PlanCards({ value, onChange, label }: { value: PlanId | undefined; onChange: (plan: PlanId) => void; label: ReactNode }) {
  const name = useId();
  return (
    <Box as="fieldset">
      <Box as="legend" mb={4}>
        {label}
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={{ base: 4, md: 6 }}>
        {PLAN_IDS.map((id) => (
          <PlanCard key={id} planId={id} name={name} checked={value === id} onChange={onChange} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
