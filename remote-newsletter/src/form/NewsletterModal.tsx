import {
  Box, Button, Flex, FormControl, FormErrorMessage, FormLabel, Heading, Input, Modal, ModalBody, ModalCloseButton,
  ModalContent, ModalOverlay, Stack, Text,
} from '@chakra-ui/react';
import type { NewsletterModalProps } from '@chainwork/shared-config/federation';
import { useNewsletterForm } from './use-newsletter-form';

export const MODAL_HEADING = 'Get new crypto jobs by email';
export const NOT_NOW = 'Not Now';

/**
 * The modal newsletter form (spec 2, 4): submitted or dismissed with Not Now, each
 * reported to the parent through `submitted`. Side by side from 48em (the theme's `md`),
 * stacked below it.
 */
export function NewsletterModal({ isOpen, onDone }: NewsletterModalProps) {
  const { form, onSubmit } = useNewsletterForm(() => onDone({ submitted: true }));
  const { register, formState: { errors, isSubmitting } } = form;
  const dismiss = () => onDone({ submitted: false });
  return (
    <Modal isOpen={isOpen} onClose={dismiss} isCentered size={{ base: 'md', md: '3xl' }}>
      <ModalOverlay backdropFilter="blur(6px)" />
      <ModalContent bg="bg.surface" borderWidth="1px" borderColor="border.subtle" overflow="hidden" mx={4}>
        <ModalCloseButton aria-label="Close" />
        <ModalBody p={0}>
          <Flex direction={{ base: 'column', md: 'row' }}>
            <Box flex="1" p={{ base: 6, md: 10 }} bgGradient="linear(to-br, brand.700, accent.800)">
              <Heading as="h2" size="lg" color="white">{MODAL_HEADING}</Heading>
              <Text mt={3} color="whiteAlpha.800">The best new roles at crypto teams, about once a week. No spam; unsubscribe any time.</Text>
            </Box>
            <Box as="form" flex="1" p={{ base: 6, md: 10 }} onSubmit={onSubmit} noValidate>
              <Stack spacing={4}>
                <FormControl isInvalid={Boolean(errors.email)}>
                  <FormLabel htmlFor="newsletter-modal-email">Email address</FormLabel>
                  <Input id="newsletter-modal-email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
                  <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
                </FormControl>
                <Button type="submit" isLoading={isSubmitting} size="lg">Subscribe</Button>
                <Button variant="ghost" onClick={dismiss}>{NOT_NOW}</Button>
              </Stack>
            </Box>
          </Flex>
        </ModalBody>
      </ModalContent>
    </Modal>
  );
}
