import { Box, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';

const SCREEN_READER_ONLY_ON_PHONES = {
  '@media screen and (max-width: 47.99em)': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
};

export interface StepDef<Id extends string> {
  id: Id;
  label: string;
}

/**
 * Where the employer is in the flow: a numbered list, the current step marked
 * `aria-current="step"`. Steps already reached are buttons (going back is free; the flow
 * asks first if the current step has unsaved changes); later ones are plain text.
 */
export function Stepper<Id extends string>({
  steps,
  current,
  reached,
  onSelect,
}: {
  steps: readonly StepDef<Id>[];
  current: Id;
  /** The furthest step the draft allows. */
  reached: Id;
  onSelect: (id: Id) => void;
}) {
  const currentIndex = steps.findIndex((s) => s.id === current);
  const reachedIndex = steps.findIndex((s) => s.id === reached);
  return (
    <Box as="nav" aria-label="Steps">
      <Text aria-hidden display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted" mb={2}>
        Step {currentIndex + 1} of {steps.length}:{' '}
        <Text as="span" color="white" fontWeight="700">
          {steps[currentIndex]?.label}
        </Text>
      </Text>
      <Flex as="ol" listStyleType="none" m={0} gap={{ base: 1, md: 2 }} align="center">
        {steps.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < reachedIndex && !isCurrent;
          const canGo = index <= reachedIndex && !isCurrent;
          const badge = (
            <Flex
              as="span"
              aria-hidden
              boxSize={{ base: 7, md: 8 }}
              flexShrink={0}
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="700"
              fontSize="sm"
              color={isCurrent || isDone ? 'white' : 'fg.muted'}
              bg={isCurrent ? undefined : isDone ? 'brand.600' : 'whiteAlpha.100'}
              bgGradient={isCurrent ? 'linear(to-br, brand.500, accent.500)' : undefined}
              boxShadow={isCurrent ? '0 0 0 4px rgba(245, 82, 177, 0.2)' : undefined}
            >
              {isDone ? '✓' : index + 1}
            </Flex>
          );
          const label = (
            <Text
              as="span"
              fontWeight={isCurrent ? '700' : '600'}
              color={isCurrent ? 'white' : isDone ? 'whiteAlpha.800' : 'fg.muted'}
              whiteSpace="nowrap"
              // On a phone the names move above the line (see below); they stay readable to screen readers.
              sx={SCREEN_READER_ONLY_ON_PHONES}
            >
              {step.label}
              {isDone ? <VisuallyHidden>, done</VisuallyHidden> : null}
            </Text>
          );
          return (
            <Flex
              as="li"
              key={step.id}
              align="center"
              flex={index === steps.length - 1 ? '0 0 auto' : '1'}
              minW={0}
              gap={{ base: 1, md: 2 }}
            >
              {canGo ? (
                <Button
                  variant="unstyled"
                  h="auto"
                  minW={0}
                  fontWeight="inherit"
                  onClick={() => onSelect(step.id)}
                  display="flex"
                  alignItems="center"
                  gap={2}
                  borderRadius="full"
                  pr={{ base: 0, md: 2 }}
                  _hover={{ color: 'white' }}
                  _focusVisible={{ boxShadow: 'outline', outline: 'none' }}
                >
                  {badge}
                  {label}
                </Button>
              ) : (
                <Flex align="center" gap={2} aria-current={isCurrent ? 'step' : undefined}>
                  {badge}
                  {label}
                </Flex>
              )}
              {index < steps.length - 1 ? (
                <Box aria-hidden flex="1" h="2px" minW={3} borderRadius="full" bg={index < reachedIndex ? 'brand.500' : 'whiteAlpha.200'} />
              ) : null}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
