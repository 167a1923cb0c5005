import { useId } from 'react';
import { Box, Button, FormControl, FormErrorMessage, FormLabel, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { NewsletterInlineProps } from '@chainwork/shared-config/federation';
import { useNewsletterForm } from './use-newsletter-form';
import { OutcomeNote } from './OutcomeNote';

export const INLINE_HEADING = 'Stay up to date';
export const EMAIL_LABEL = 'Email address';
export const SUBSCRIBE = 'Subscribe';

/**
 * The footer's newsletter form (docs/product-requirements.md#newsletter-validation): one labelled email field, its error right beside it.
 * Ids are per instance: a page may show it twice (a blog post's call to action and the footer).
 */
export function NewsletterInline({ heading = INLINE_HEADING }: NewsletterInlineProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  const { form, outcome, onSubmit } = useNewsletterForm('inline');
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Box as="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack spacing={3}>
        <Heading as="h2" id={headingId} size="sm" letterSpacing="-0.01em">
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          New crypto jobs and hiring news, about once a week. Unsubscribe any time.
        </Text>
        <FormControl isInvalid={Boolean(errors.email)}>
          <FormLabel htmlFor={emailId} srOnly>
            {EMAIL_LABEL}
          </FormLabel>
          <Stack direction={{ base: 'column', sm: 'row' }} spacing={2} align="start">
            <Box flex="1" w="full">
              <Input
                id={emailId}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                bg="bg.canvas"
                borderColor="whiteAlpha.300"
                _hover={{ borderColor: 'whiteAlpha.400' }}
                focusBorderColor="brand.300"
                errorBorderColor="accent.300"
                {...register('email')}
              />
              <FormErrorMessage color="accent.200">{errors.email?.message}</FormErrorMessage>
            </Box>
            <Button type="submit" isLoading={isSubmitting} px={6} flexShrink={0} w={{ base: 'full', sm: 'auto' }} variant="brand">
              {SUBSCRIBE}
            </Button>
          </Stack>
        </FormControl>
        <OutcomeNote outcome={outcome} />
      </Stack>
    </Box>
  );
}
