import { Box, Button, Flex, FormControl, FormErrorMessage, FormLabel, HStack, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { ANALYTICS_EVENTS } from '@chainwork/shared-config';
import { trackEvent } from '@chainwork/shared-config/browser';
import { mergeRefs } from '@chainwork/shared-config/react';
import type { NewsletterModalProps } from '@chainwork/shared-config/federation';
import { EMAIL_LABEL, SUBSCRIBE } from './NewsletterInline';
import { useNewsletterForm } from './use-newsletter-form';
import { Modal, ModalBody, ModalCloseButton, ModalContent, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

export const MODAL_HEADING = 'Get new crypto jobs by email';
export const NOT_NOW = 'Not Now';
const PERKS = [
  'The best new roles, about once a week',
  'Salary ranges up front when employers share them',
  'No spam; unsubscribe in one click',
];

function CheckMark() {
  return (
    <Icon viewBox="0 0 24 24" mt={1} color="accent.200" aria-hidden>
      <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/** How the visitor left without subscribing, sent with the close event. */
export type DismissedVia = 'not-now' | 'close';

/**
 * The modal newsletter form (docs/product-requirements.md#newsletter-modal): submitted, or dismissed with Not Now, each
 * reported to the parent through `submitted`. Closing it another way (the close button,
 * Escape, a click outside) is a dismissal too. Two panes side by side from 48em (the
 * theme's `md`), stacked below it.
 */
export function NewsletterModal({ isOpen, onDone }: NewsletterModalProps) {
  const submitted = useCallback(() => onDone({ submitted: true }), [onDone]);
  const { form, onSubmit } = useNewsletterForm('modal', submitted);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { ref: registerRef, ...emailField } = register('email');
  // Focus starts in the field: the one thing to do here (the close button is one Tab away).
  const emailRef = useRef<HTMLInputElement>(null);
  const dismiss = (via: DismissedVia) => {
    trackEvent(ANALYTICS_EVENTS.newsletterModalClose, { via });
    onDone({ submitted: false });
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dismiss('close')}
      initialFocusRef={emailRef}
      isCentered
      size={{ base: 'md', md: '3xl' }}
      motionPreset="slideInBottom"
    >
      {/* Dimmed, not blurred: a backdrop filter is drawn again in every frame the modal covers the page. */}
      <ModalOverlay bg="blackAlpha.700" />
      <ModalContent
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="2xl"
        overflow="hidden"
        mx={4}
        boxShadow="0 24px 80px rgba(124, 58, 237, 0.35)"
      >
        <ModalCloseButton aria-label="Close" zIndex={1} />
        <ModalBody p={0}>
          <Flex direction={{ base: 'column', md: 'row' }} data-testid="newsletter-modal-layout">
            <Box flex="1" p={{ base: 6, md: 10 }} bgGradient="linear(to-br, brand.700, accent.800)" position="relative" overflow="hidden">
              <Box
                aria-hidden
                position="absolute"
                right="-60px"
                bottom="-60px"
                boxSize="200px"
                borderRadius="full"
                bg="radial-gradient(circle, rgba(255, 120, 198, 0.45), transparent 70%)"
              />
              <ModalHeader
                as="h2"
                p={0}
                pr={{ base: 8, md: 0 }}
                fontFamily="heading"
                fontSize={{ base: '2xl', md: '3xl' }}
                lineHeight="1.15"
                letterSpacing="-0.02em"
                color="white"
              >
                {MODAL_HEADING}
              </ModalHeader>
              <Stack as="ul" listStyleType="none" spacing={2} mt={5} display={{ base: 'none', md: 'flex' }}>
                {PERKS.map((perk) => (
                  <HStack as="li" key={perk} spacing={2} align="start" color="whiteAlpha.900">
                    <CheckMark />
                    <Text>{perk}</Text>
                  </HStack>
                ))}
              </Stack>
              <Text mt={3} color="whiteAlpha.800" display={{ base: 'block', md: 'none' }}>
                The best new roles at crypto teams, about once a week. No spam.
              </Text>
            </Box>
            <Box as="form" flex="1" p={{ base: 6, md: 10 }} onSubmit={onSubmit} noValidate display="flex" alignItems="center">
              <Stack spacing={4} w="full">
                <FormControl isInvalid={Boolean(errors.email)}>
                  <FormLabel htmlFor="newsletter-modal-email">{EMAIL_LABEL}</FormLabel>
                  <Input
                    id="newsletter-modal-email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    placeholder="you@example.com"
                    size="lg"
                    bg="bg.canvas"
                    borderColor="whiteAlpha.300"
                    focusBorderColor="brand.300"
                    errorBorderColor="accent.300"
                    ref={mergeRefs(registerRef, emailRef)}
                    {...emailField}
                  />
                  <FormErrorMessage color="accent.200">{errors.email?.message}</FormErrorMessage>
                </FormControl>
                <Button type="submit" isLoading={isSubmitting} size="lg" variant="brand">
                  {SUBSCRIBE}
                </Button>
                <Button variant="ghost" colorScheme="whiteAlpha" color="whiteAlpha.800" onClick={() => dismiss('not-now')}>
                  {NOT_NOW}
                </Button>
              </Stack>
            </Box>
          </Flex>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
