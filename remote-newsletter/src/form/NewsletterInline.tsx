import { Box, Button, FormControl, FormErrorMessage, FormLabel, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { NewsletterInlineProps } from '@chainwork/shared-config/federation';
import { useNewsletterForm } from './use-newsletter-form';
import { OutcomeNote } from './OutcomeNote';

export const INLINE_HEADING = 'Stay up to date';

/** The footer's newsletter form (spec 2, 5): one labelled email field, errors beside it. */
export function NewsletterInline({ heading = INLINE_HEADING }: NewsletterInlineProps) {
  const { form, outcome, onSubmit } = useNewsletterForm();
  const { register, formState: { errors, isSubmitting } } = form;
  return (
    <Box as="form" onSubmit={onSubmit} noValidate aria-labelledby="newsletter-inline-heading">
      <Stack spacing={3}>
        <Heading as="h2" id="newsletter-inline-heading" size="sm">{heading}</Heading>
        <Text fontSize="sm" color="fg.muted">New crypto jobs and hiring news, about once a week. Unsubscribe any time.</Text>
        <FormControl isInvalid={Boolean(errors.email)}>
          <FormLabel htmlFor="newsletter-inline-email" srOnly>Email address</FormLabel>
          <Stack direction={{ base: 'column', sm: 'row' }} spacing={2} align="start">
            <Box flex="1" w="full">
              <Input id="newsletter-inline-email" type="email" autoComplete="email" inputMode="email"
                placeholder="you@example.com" bg="bg.canvas" borderColor="whiteAlpha.300" {...register('email')} />
              <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </Box>
            <Button type="submit" isLoading={isSubmitting} px={6} flexShrink={0}>Subscribe</Button>
          </Stack>
        </FormControl>
        <OutcomeNote outcome={outcome} />
      </Stack>
    </Box>
  );
}
