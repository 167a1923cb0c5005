import { Button, Checkbox, FormControl, FormErrorMessage, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTENT_LIMITS } from '@chainwork/shared-config/content';
import { feedbackInputSchema } from '@chainwork/shared-config/schemas/content';
import { useTRPC } from '@chainwork/shared-config/react';
import { TextAreaField, TextField } from '../shared/fields';
import { Honeypot } from '../shared/Honeypot';
import { apiSchemaResolver, fieldMessages, showApiFieldErrors } from '../shared/api-schema-resolver';
import { fieldSetter } from '../shared/field-setter';
import { SubmissionForm } from '../shared/SubmissionForm';
import { StarRating } from './StarRating';
import { TurnstileField } from './TurnstileField';

const EMPTY = { name: '', role: '', company: '', rating: 0, message: '', consent: false };
type Values = typeof EMPTY;

/** The feedback form: the api's schema checks it here first, messages beside the fields. */
export function FeedbackForm() {
  const trpc = useTRPC();
  const [trap, setTrap] = useState('');
  const [token, setToken] = useState('');
  const send = useMutation(trpc.content.feedback.submit.mutationOptions());
  const onToken = useCallback((value: string) => setToken(value), []);
  const form = useForm({
    defaultValues: EMPTY,
    resolver: apiSchemaResolver(feedbackInputSchema, (values: Values) => ({
      ...values,
      consent: values.consent || undefined,
      website: trap,
      turnstileToken: token,
    })),
    // Checked on submit only, as the api checks: a message stays until the next submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors = fieldMessages(form.formState.errors);
  const set = fieldSetter(form.setValue);
  const submit = form.handleSubmit((input) => send.mutate(input, { onError: (error) => showApiFieldErrors(error, form.setError) }));

  return (
    <SubmissionForm
      label="Feedback"
      onSubmit={(event) => void submit(event)}
      status={send}
      thanks={{
        title: 'Thank you for your feedback',
        body: 'We read every message. Once a moderator approves it, it appears on this page.',
      }}
      notSent="Your feedback was not sent"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} spacing={5}>
        <TextField
          id="feedback-name"
          label="Name"
          isRequired
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={CONTENT_LIMITS.nameMax}
        />
        <TextField
          id="feedback-role"
          label="Role"
          isRequired
          autoComplete="organization-title"
          value={values.role}
          onChange={set('role')}
          error={errors.role}
          maxLength={CONTENT_LIMITS.roleMax}
          help="For example: Solidity engineer, or Head of Talent."
        />
      </SimpleGrid>
      <TextField
        id="feedback-company"
        label="Company (optional)"
        autoComplete="organization"
        value={values.company}
        onChange={set('company')}
        error={errors.company}
        maxLength={CONTENT_LIMITS.companyMax}
      />
      <StarRating value={values.rating} onChange={set('rating')} error={errors.rating} />
      <TextAreaField
        id="feedback-message"
        label="Your message"
        isRequired
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={CONTENT_LIMITS.feedbackMessageMax}
        help="How did Chainwork help your job search or your hiring?"
      />
      <FormControl isInvalid={Boolean(errors.consent)} isRequired>
        <Checkbox
          id="feedback-consent"
          isChecked={values.consent}
          onChange={(e) => set('consent')(e.target.checked)}
          colorScheme="brand"
          alignItems="flex-start"
        >
          I agree that Chainwork may publish my name, role, company, rating and message on this site.
        </Checkbox>
        {errors.consent ? <FormErrorMessage>{errors.consent}</FormErrorMessage> : null}
      </FormControl>
      <Honeypot name="website" value={trap} onChange={setTrap} />
      <TurnstileField onToken={onToken} error={errors.turnstileToken} />
      <Button type="submit" alignSelf="flex-start" size="lg" isLoading={send.isPending} loadingText="Sending" variant="brand">
        Send feedback
      </Button>
    </SubmissionForm>
  );
}
